import { type CurrentUser } from '../api/types';

const MINUTE = 60_000;

function minutes(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed * MINUTE : fallback * MINUTE;
}

export interface IdleLimits {
  /** Idle time before the screen locks. */
  lockMs: number;
  /** Idle time (from the last activity, locked or not) before the session is ended. */
  logoutMs: number;
}

/**
 * Staff (every role but client) lock after 15 minutes and are logged out after 60; clients, who
 * see only their own data, after 30 and 120. Set at build time with VITE_STAFF_LOCK_MINUTES,
 * VITE_STAFF_LOGOUT_MINUTES, VITE_CLIENT_LOCK_MINUTES and VITE_CLIENT_LOGOUT_MINUTES.
 */
export const IDLE_LIMITS: Readonly<Record<'staff' | 'client', IdleLimits>> = {
  staff: {
    lockMs: minutes(import.meta.env.VITE_STAFF_LOCK_MINUTES, 15),
    logoutMs: minutes(import.meta.env.VITE_STAFF_LOGOUT_MINUTES, 60),
  },
  client: {
    lockMs: minutes(import.meta.env.VITE_CLIENT_LOCK_MINUTES, 30),
    logoutMs: minutes(import.meta.env.VITE_CLIENT_LOGOUT_MINUTES, 120),
  },
};

/** An administrator impersonating a client is staff: the staff limits apply. */
export function idleLimitsFor(user: Pick<CurrentUser, 'role' | 'impersonation'>): IdleLimits {
  return user.role === 'client' && !user.impersonation ? IDLE_LIMITS.client : IDLE_LIMITS.staff;
}

/**
 * The lock, in localStorage so that a reload, another tab or a new tab of the same session shows
 * it too: whose session is locked, and the last activity before it locked.
 */
export const SESSION_LOCK_KEY = 'sinnro.session-lock';

export interface SessionLockRecord {
  uuid: string;
  idleSince: number;
}

export function readLock(uuid: string): SessionLockRecord | null {
  try {
    const raw = localStorage.getItem(SESSION_LOCK_KEY);
    if (raw === null) return null;
    const record = JSON.parse(raw) as Partial<SessionLockRecord>;
    return record.uuid === uuid && typeof record.idleSince === 'number'
      ? { uuid, idleSince: record.idleSince }
      : null;
  } catch {
    return null;
  }
}

export function writeLock(record: SessionLockRecord): void {
  try {
    localStorage.setItem(SESSION_LOCK_KEY, JSON.stringify(record));
  } catch {
    // This tab still locks; only the sharing is lost.
  }
}

/** A new sign-in (password, e-ID, unlock) or a logout ends the lock. */
export function clearLock(): void {
  try {
    localStorage.removeItem(SESSION_LOCK_KEY);
  } catch {
    // Nothing stored.
  }
}
