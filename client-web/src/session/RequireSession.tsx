import { homePathForRole } from '@sinnro/access';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type ReturnToState } from '../login/login-state';
import { LazyChatRoot } from '../messages/LazyChatRoot';
import { mayVisit } from './route-access';
import { useSession } from './session-context';
import { SessionLock } from './SessionLock';
import { SessionLoading, SessionUnavailable } from './SessionPending';
import { useSessionUser } from './use-session-user';

/**
 * Goes to the login page, keeping the query parameters and the page to return to after logging
 * in, and drops any stale token.
 */
function SignedOutRedirect() {
  const { token, signOut } = useSession();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (token !== null) signOut();
  }, [token, signOut]);
  const state: ReturnToState | null =
    pathname === '/' ? null : { returnTo: `${pathname}${search}` };
  return <Navigate to={{ pathname: '/login', search }} state={state} replace />;
}

/**
 * Guards the protected routes: without a valid token the visitor goes to /login; a logged-in user
 * on a path that is not theirs (including /) goes to the home for their role. The pages lock
 * after the idle time (SessionLock).
 */
export function RequireSession() {
  const { pathname } = useLocation();
  const session = useSessionUser();
  switch (session.status) {
    case 'signed-out':
      return <SignedOutRedirect />;
    case 'loading':
      return <SessionLoading />;
    case 'unavailable':
      return <SessionUnavailable onRetry={session.retry} />;
    case 'signed-in':
      return mayVisit(session.user, pathname) ? (
        <SessionLock user={session.user}>
          <Outlet />
          <LazyChatRoot />
        </SessionLock>
      ) : (
        <Navigate to={homePathForRole(session.user)} replace />
      );
  }
}
