function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the claims the server puts in: exp in seconds and the user's roles. */
export function fakeToken({
  roles,
  expiresInSeconds,
}: {
  roles: string[];
  expiresInSeconds: number;
}) {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ exp, user: { roles } })}.signature`;
}
