import { homePathForRole } from '@sinnro/access';
import { Navigate, Outlet, useLocation } from 'react-router';
import { returnToFromState } from '../login/login-state';
import { SessionLoading } from './SessionPending';
import { useSessionUser } from './use-session-user';

/**
 * Guards the login pages: a logged-in user is sent to the page they were on their way to (see
 * RequireSession), else to the home for their role.
 */
export function RedirectSignedIn() {
  const session = useSessionUser();
  const location = useLocation();
  switch (session.status) {
    case 'signed-in':
      return (
        <Navigate to={returnToFromState(location.state) ?? homePathForRole(session.user)} replace />
      );
    case 'loading':
      return <SessionLoading />;
    case 'signed-out':
    case 'unavailable':
      return <Outlet />;
  }
}
