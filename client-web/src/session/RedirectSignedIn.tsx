import { homePathForRole } from '@sinnro/access';
import { Navigate, Outlet } from 'react-router';
import { SessionLoading } from './SessionPending';
import { useSessionUser } from './use-session-user';

/** Guards the login pages: a logged-in user is sent to the home for their role. */
export function RedirectSignedIn() {
  const session = useSessionUser();
  switch (session.status) {
    case 'signed-in':
      return <Navigate to={homePathForRole(session.user)} replace />;
    case 'loading':
      return <SessionLoading />;
    case 'signed-out':
    case 'unavailable':
      return <Outlet />;
  }
}
