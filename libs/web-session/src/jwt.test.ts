import { describe, expect, it } from 'vitest';
import { readTokenClaims } from './jwt';
import { fakeToken } from './test-tokens';

describe('readTokenClaims', () => {
  it('reads the expiry and the roles', () => {
    const token = fakeToken({ expiresInSeconds: 3600, roles: ['cc'] });
    const claims = readTokenClaims(token);
    expect(claims?.roles).toEqual(['cc']);
    expect(Math.abs((claims?.expiresAt.getTime() ?? 0) - (Date.now() + 3_600_000))).toBeLessThan(
      1_000,
    );
  });

  it('reads a payload whose base64url has - and _ and no padding', () => {
    // Characters that encode to '-' and '_' in base64url, and a length that needs padding.
    const payload = { exp: 2_000_000_000, user: { roles: ['admin'] }, note: 'å>?~' };
    const segment = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(readTokenClaims(`x.${segment}.y`)?.expiresAt).toEqual(new Date(2_000_000_000_000));
  });

  it('answers no roles when the token names none', () => {
    const segment = btoa(JSON.stringify({ exp: 2_000_000_000 }));
    expect(readTokenClaims(`x.${segment}.y`)?.roles).toEqual([]);
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['a payload that is not JSON', 'x.bm90IGpzb24.y'],
    ['a payload without exp', `x.${btoa(JSON.stringify({ user: { roles: [] } }))}.y`],
    ['an exp that is not a number', `x.${btoa(JSON.stringify({ exp: 'soon' }))}.y`],
  ])('answers null for %s', (_case, token) => {
    expect(readTokenClaims(token)).toBeNull();
  });
});
