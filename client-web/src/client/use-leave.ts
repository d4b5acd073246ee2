import { useNavigate } from 'react-router';
import { useSession } from '../session/session-context';

/** Logs out (the server revokes the token) and goes to the login page. */
export function useLeave(): () => Promise<void> {
  const { logOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await logOut();
    await navigate('/login', { replace: true });
  };
}
