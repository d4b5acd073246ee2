import { homePathForRole } from '@sinnro/access';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchCurrentUser } from '../api/session-api';
import { SessionLoading } from '../session/SessionPending';
import { useSession } from '../session/session-context';
import { clientSession } from '../session/session-token';
import { CONSOLE_URL } from '../api/config';
import { storeAuth2Token } from './auth2-token-storage';
import { beginHandover, redeemHandover } from './handover';
import { forgetEidReturn, takeEidReturn } from './return-path';
import {
  clearFragment,
  isEidError,
  type EidError,
  type LoginPageState,
  readFragment,
} from './login-fragment';

/**
 * Where a session is handed to this tab (see handover.ts): #code=… is redeemed with the state this
 * tab kept when it started the flow; a session logs the user in as the password login does and
 * opens the page the login started from (the lock screen's page, the login page's returnTo; see
 * return-path.ts) or else their home, an onboarding token goes on to /process-login-auth2. #error=… goes back to the
 * login page, which shows the error. #handover=console is the console's impersonation starting:
 * this tab keeps a state and sends its binding to the console, which comes back with a code.
 * A code this tab did not ask for (someone else's link) is refused: no one is signed in.
 */
export function ProcessLoginPage() {
  const { signIn, signOut } = useSession();
  const navigate = useNavigate();
  // Read once, before the fragment is cleared (StrictMode runs effects twice).
  const [fragment] = useState(readFragment);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearFragment();
    const toLogin = (eidError: EidError) => {
      forgetEidReturn();
      const state: LoginPageState = { eidError };
      void navigate('/login', { replace: true, state });
    };
    if (fragment.get('handover') === 'console') {
      void beginHandover().then((binding) => {
        const target = `${CONSOLE_URL}/impersonation-handover#${new URLSearchParams({ binding }).toString()}`;
        window.location.replace(target);
      });
      return;
    }
    const code = fragment.get('code');
    if (code === null || code === '') {
      const error = fragment.get('error');
      toLogin(isEidError(error) ? error : 'login_failed');
      return;
    }
    redeemHandover(code)
      .then(async ({ kind, token }) => {
        if (kind === 'onboarding') {
          forgetEidReturn();
          storeAuth2Token(token);
          void navigate('/process-login-auth2', { replace: true });
          return;
        }
        clientSession.store(token);
        const user = await fetchCurrentUser();
        signIn(token, user);
        void navigate(takeEidReturn(user) ?? homePathForRole(user), { replace: true });
      })
      .catch(() => {
        signOut();
        toLogin('login_failed');
      });
  }, [fragment, navigate, signIn, signOut]);

  return <SessionLoading />;
}
