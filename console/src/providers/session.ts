import { deleteCookie, readCookie, writeCookie } from '../browser/cookies';

/**
 * Not client-web's `token`: cookies ignore ports, so on one host the two apps would otherwise
 * share (and log each other out of) one session.
 */
export const TOKEN_COOKIE = 'console_token';

/** The JWT claims the console reads; the server checks the signature, the console never can. */
export interface TokenClaims {
  expiresAt: Date;
  roles: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The expiry and roles of a JWT, or null when the token is not a JWT carrying them. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payloadSegment = token.split('.')[1];
  if (payloadSegment === undefined) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(payloadSegment));
  } catch {
    return null;
  }
  if (!isRecord(payload) || typeof payload.exp !== 'number' || !isRecord(payload.user)) {
    return null;
  }
  const roles = payload.user.roles;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return null;
  return { expiresAt: new Date(payload.exp * 1000), roles };
}

export function isExpired(claims: TokenClaims, now: Date = new Date()): boolean {
  return claims.expiresAt.getTime() <= now.getTime();
}

export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

/** The cookie expires with the token, so the browser drops it when the session ends. */
export function storeToken(token: string, claims: TokenClaims): void {
  writeCookie(TOKEN_COOKIE, token, { expires: claims.expiresAt });
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
