export interface CookieOptions {
  /** When the cookie expires; without it the cookie lasts for the browser session. */
  expires?: Date;
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * Writes a cookie for this app's scripts. The session token lives here because the API takes it
 * as a bearer header from another origin (it never reads cookies), so it cannot be HttpOnly; it is
 * SameSite=Strict (no request from another site carries it) and Secure over HTTPS. It only ever
 * arrives by a hand-over this tab started (client-web's eid/handover.ts), never from a URL.
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    'SameSite=Strict',
  ];
  if (options.expires !== undefined) parts.push(`expires=${options.expires.toUTCString()}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { expires: new Date(0) });
}
