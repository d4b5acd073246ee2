import { homePathForRole } from '@sinnro/access';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchCurrentUser } from '../api/session-api';
import { SessionLoading } from '../session/SessionPending';
import { useSession } from '../session/session-context';
import { clientSession } from '../session/session-token';
import {
  clearFragment,
  isEidError,
  type EidError,
  type LoginPageState,
  readFragment,
} from './login-fragment';

/**
 * Where the API sends the browser after an e-ID login: #token=… logs the user in as the password
 * login does and opens their home; #error=… goes back to the login page, which shows the error.
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
      const state: LoginPageState = { eidError };
      void navigate('/login', { replace: true, state });
    };
    const token = fragment.get('token');
    if (token === null || token === '') {
      const error = fragment.get('error');
      toLogin(isEidError(error) ? error : 'login_failed');
      return;
    }
    clientSession.store(token);
    fetchCurrentUser()
      .then((user) => {
        signIn(token, user);
        void navigate(homePathForRole(user), { replace: true });
      })
      .catch(() => {
        signOut();
        toLogin('login_failed');
      });
  }, [fragment, navigate, signIn, signOut]);

  return <SessionLoading />;
}
