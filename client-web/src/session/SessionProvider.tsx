import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchCurrentUser } from '../api/session-api';
import { type CurrentUser } from '../api/types';
import { type Session, SessionContext } from './session-context';
import {
  clearSessionToken,
  readSessionToken,
  storeSessionToken,
  tokenExpiry,
} from './session-token';

// setTimeout fires at once for delays above 2^31 - 1 ms, so long-lived tokens are re-checked.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

interface SessionState {
  token: string | null;
  user: CurrentUser | null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => ({
    token: readSessionToken(),
    user: null,
  }));

  const signIn = useCallback((token: string, user: CurrentUser) => {
    storeSessionToken(token);
    setState({ token, user });
  }, []);

  const signOut = useCallback(() => {
    clearSessionToken();
    setState({ token: null, user: null });
  }, []);

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

  // Log out automatically when the token expires while the app is open.
  const expiry = state.token === null ? null : tokenExpiry(state.token);
  const expiresAt = expiry?.getTime() ?? null;
  const [timerRound, setTimerRound] = useState(0);
  useEffect(() => {
    if (expiresAt === null) return;
    const remaining = expiresAt - Date.now();
    const timer = setTimeout(
      () => (remaining > MAX_TIMER_DELAY_MS ? setTimerRound((round) => round + 1) : signOut()),
      Math.max(0, Math.min(remaining, MAX_TIMER_DELAY_MS)),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, signOut, timerRound]);

  const session = useMemo<Session>(
    () => ({ token: state.token, user: state.user, signIn, signOut, loadUser }),
    [state, signIn, signOut, loadUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
