import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { type CurrentUser } from '../api/types';
import { useSession } from './session-context';

export type SessionUserState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'unavailable'; retry: () => void }
  | { status: 'signed-in'; user: CurrentUser };

/**
 * Resolves who is logged in, loading the current user for a stored token when the session does
 * not hold one yet (for example after a page reload). A token the API rejects logs the user out.
 */
export function useSessionUser(): SessionUserState {
  const { token, user, loadUser, signOut } = useSession();
  const [unavailable, setUnavailable] = useState(false);
  // The session drops a token it can no longer refresh, so any token here is still good.
  const hasValidToken = token !== null;
  const needsUser = hasValidToken && user === null && !unavailable;

  useEffect(() => {
    if (!needsUser) return;
    let active = true;
    loadUser().catch((error: unknown) => {
      if (!active) return;
      if (error instanceof ApiError && error.status === 401) signOut();
      else setUnavailable(true);
    });
    return () => {
      active = false;
    };
  }, [needsUser, loadUser, signOut]);

  if (!hasValidToken) return { status: 'signed-out' };
  if (user !== null) return { status: 'signed-in', user };
  if (unavailable) return { status: 'unavailable', retry: () => setUnavailable(false) };
  return { status: 'loading' };
}
