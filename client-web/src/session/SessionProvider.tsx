import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchCurrentUser } from '../api/session-api';
import { type CurrentUser } from '../api/types';
import { type Session, SessionContext } from './session-context';
import { clearLock } from './session-lock';
import { clientSession } from './session-token';

interface SessionState {
  token: string | null;
  user: CurrentUser | null;
}

/** Follows the token cookie: refreshes it on time, takes other tabs' tokens, ends with it. */
function useTokenSession(token: string | null, onToken: (token: string | null) => void): void {
  const signedIn = token !== null;
  useEffect(() => clientSession.subscribe(onToken), [onToken]);
  useEffect(() => (signedIn ? clientSession.start() : undefined), [signedIn]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => ({
    token: clientSession.storedToken(),
    user: null,
  }));

  // A sign-in (password, e-ID, the lock screen) or a logout ends the lock (session/SessionLock).
  const signIn = useCallback((token: string, user: CurrentUser) => {
    clearLock();
    clientSession.store(token);
    setState({ token, user });
  }, []);

  const signOut = useCallback(() => {
    clearLock();
    clientSession.clear();
    setState({ token: null, user: null });
  }, []);

  const logOut = useCallback(async () => {
    await clientSession.logout();
    clearLock();
    setState({ token: null, user: null });
  }, []);

  const updateUser = useCallback((user: CurrentUser) => {
    setState((current) => (current.token === null ? current : { ...current, user }));
  }, []);

  const onToken = useCallback((token: string | null) => {
    setState((current) => (token === null ? { token: null, user: null } : { ...current, token }));
  }, []);
  useTokenSession(state.token, onToken);

  // Guards rendered at the same time (and StrictMode's repeated effects) share one request.
  const pendingLoad = useRef<Promise<CurrentUser> | null>(null);
  const loadUser = useCallback(() => {
    pendingLoad.current ??= fetchCurrentUser()
      .then((user) => {
        setState((current) => (current.token === null ? current : { ...current, user }));
        return user;
      })
      .finally(() => {
        pendingLoad.current = null;
      });
    return pendingLoad.current;
  }, []);

  const session = useMemo<Session>(
    () => ({ token: state.token, user: state.user, signIn, signOut, logOut, updateUser, loadUser }),
    [state, signIn, signOut, logOut, updateUser, loadUser],
  );
  // The user's ability for <Can> is provided by SessionAbility, in the chunk of the pages using it.
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
