import { deleteCookie, readCookie, writeCookie } from '../cookies/cookies';

export const TOKEN_COOKIE = 'token';

interface TokenPayload {
  exp?: unknown;
}

function decodePayload(token: string): TokenPayload | null {
  const encoded = token.split('.')[1];
  if (encoded === undefined) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof json === 'object' && json !== null ? json : null;
  } catch {
    return null;
  }
}

/** When the token expires (the JWT exp claim), or null when it carries none. */
export function tokenExpiry(token: string): Date | null {
  const exp = decodePayload(token)?.exp;
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry.getTime() <= now.getTime();
}

/** The stored token, or null when it is missing or has expired. */
export function readSessionToken(): string | null {
  const token = readCookie(TOKEN_COOKIE);
  return token === null || token === '' || isTokenExpired(token) ? null : token;
}

/** Keeps the token in a cookie that expires together with the token itself. */
export function storeSessionToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, { expires: tokenExpiry(token) ?? undefined });
}

export function clearSessionToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
