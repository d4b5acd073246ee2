import { startIdleTimer } from '@sinnro/web-session';
import { useEffect } from 'react';
import { useLogout } from 'react-admin';

const configured = Number(import.meta.env.VITE_IDLE_LOGOUT_MINUTES);

/**
 * The console's roles (admin, hc, cc) are staff: after 15 minutes without activity (or
 * VITE_IDLE_LOGOUT_MINUTES at build time) the session ends on the server, as the specification's
 * auto_logout. The console has no lock screen: it logs out, and after the next login react-admin
 * returns to the page that was open (its unsaved input is lost).
 */
export const CONSOLE_IDLE_MS =
  (Number.isFinite(configured) && configured > 0 ? configured : 15) * 60_000;

export function useIdleLogout(idleMs = CONSOLE_IDLE_MS): void {
  const logout = useLogout();
  useEffect(() => startIdleTimer({ idleMs, onIdle: () => void logout() }), [idleMs, logout]);
}
