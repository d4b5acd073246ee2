import { parseRouteTo } from '../startup/route-to';

/**
 * The page an e-ID login started in this tab returns to (the lock screen's page, or the login
 * page's returnTo), kept in sessionStorage across the issuer's redirect and read once by
 * /process-login. Only a path of this app is kept or followed (see parseRouteTo): never
 * //host, a URL with a scheme or a backslash, so a stored value cannot send anyone elsewhere.
 */
const EID_RETURN_KEY = 'sinnro.eidReturnTo';

interface StoredReturn {
  path: string;
  /** The locked session's user: the path is followed only when the same person signs in. */
  uuid: string | null;
}

/** The path to return to, or null: one leading slash, no scheme, host or control character. */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' ? parseRouteTo(value) : null;
}

/**
 * Keeps the page for the e-ID login this tab starts now (replacing an earlier one); a path that is
 * not of this app, or none, keeps nothing. With a uuid, only that user comes back to it.
 */
export function rememberEidReturn(path: string | null, uuid: string | null = null): void {
  try {
    const safe = safeReturnPath(path);
    if (safe === null) sessionStorage.removeItem(EID_RETURN_KEY);
    else sessionStorage.setItem(EID_RETURN_KEY, JSON.stringify({ path: safe, uuid }));
  } catch {
    // Without storage the login opens the home page.
  }
}

/** Takes the kept page (used once) for the user who signed in; null when there is none for them. */
export function takeEidReturn(user: { uuid: string }): string | null {
  try {
    const raw = sessionStorage.getItem(EID_RETURN_KEY);
    sessionStorage.removeItem(EID_RETURN_KEY);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as Partial<StoredReturn>;
    if (stored.uuid !== null && stored.uuid !== undefined && stored.uuid !== user.uuid) return null;
    return safeReturnPath(stored.path);
  } catch {
    return null;
  }
}

/** Drops a kept page (a failed or onboarding login). */
export function forgetEidReturn(): void {
  try {
    sessionStorage.removeItem(EID_RETURN_KEY);
  } catch {
    // Nothing kept.
  }
}
