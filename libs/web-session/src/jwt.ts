/**
 * The JWT claims the apps read. Only the server can check the signature; the apps use these for
 * timing (refresh, expiry) and for sending a user to the right app, never to grant anything.
 */
export interface TokenClaims {
  expiresAt: Date;
  /** The user's roles (`user.roles`); empty when the token names none. */
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

function decodePayload(token: string): Record<string, unknown> | null {
  const segment = token.split('.')[1];
  if (segment === undefined) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segment));
    return isRecord(payload) ? payload : null;
  } catch {
    return null;
  }
}

function rolesOf(payload: Record<string, unknown>): string[] {
  const roles = isRecord(payload.user) ? payload.user.roles : undefined;
  return Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [];
}

/** The expiry and roles of a JWT, or null when the token is not a JWT with a numeric `exp`. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = decodePayload(token);
  if (payload === null || typeof payload.exp !== 'number') return null;
  return { expiresAt: new Date(payload.exp * 1000), roles: rolesOf(payload) };
}
