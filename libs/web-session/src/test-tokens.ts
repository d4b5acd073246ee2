function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the claims the server puts in, expiring `expiresInSeconds` from now. */
export function fakeToken({
  expiresInSeconds,
  roles = ['admin'],
  id = 'a',
}: {
  expiresInSeconds: number;
  roles?: string[];
  id?: string;
}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ exp, jti: id, user: { roles } })}.signature`;
}
