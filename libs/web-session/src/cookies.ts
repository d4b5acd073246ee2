export interface CookieOptions {
  /** When the cookie expires; without it the cookie lasts for the browser session. */
  expires?: Date;
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (options.expires !== undefined) parts.push(`expires=${options.expires.toUTCString()}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { expires: new Date(0) });
}
