import { SealedBox } from './sealed-box';

describe('sealed box', () => {
  const box = new SealedBox('a-test-secret-of-at-least-32-characters!');

  it('opens what it sealed', () => {
    const sealed = box.seal('eid-login-state', { state: 'abc', n: 1 });
    expect(sealed).not.toContain('abc');
    expect(box.open('eid-login-state', sealed)).toEqual({ state: 'abc', n: 1 });
  });

  it('refuses a value sealed for another purpose', () => {
    const sealed = box.seal('eid-auth2-identity', '199001011239');
    expect(box.open('eid-login-state', sealed)).toBeNull();
  });

  it('refuses a changed value', () => {
    const sealed = Buffer.from(box.seal('eid-login-state', { a: 1 }), 'base64url');
    sealed[sealed.length - 1] ^= 1;
    expect(box.open('eid-login-state', sealed.toString('base64url'))).toBeNull();
  });

  it('refuses a value sealed with another secret, and garbage', () => {
    const other = new SealedBox('another-secret-of-at-least-32-characters');
    expect(box.open('eid-login-state', other.seal('eid-login-state', 1))).toBeNull();
    expect(box.open('eid-login-state', 'not-sealed')).toBeNull();
    expect(box.open('eid-login-state', '')).toBeNull();
  });
});
