import { createContext, useContext } from 'react';
import { type CurrentUser } from '../api/types';

export interface Session {
  /** The bearer token (until it can no longer be refreshed), or null when logged out. */
  token: string | null;
  /** The user the token belongs to, once loaded. */
  user: CurrentUser | null;
  signIn: (token: string, user: CurrentUser) => void;
  /** Forgets the session in this browser (the token cookie), without telling the server. */
  signOut: () => void;
  /** Logs out: the server revokes the token, then the cookie goes. */
  logOut: () => Promise<void>;
  /** Replaces the signed-in user (after they changed their own profile). */
  updateUser: (user: CurrentUser) => void;
  /** Fetches the current user for the stored token and keeps it in the session. */
  loadUser: () => Promise<CurrentUser>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The logged-in user, for pages that only render behind <RequireSession>. */
export function useSignedInUser(): CurrentUser {
  const { user } = useSession();
  if (user === null) throw new Error('useSignedInUser must be used behind <RequireSession>.');
  return user;
}
