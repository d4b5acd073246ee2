import { randomBytes } from 'node:crypto';
import {
  NationalIdCipher,
  NationalIdKeyError,
  parseNationalIdKeys,
  SealedNationalIdError,
} from './national-id-cipher';
import { nationalIdCipherFromProcessEnv } from './national-id-keys';

const key = () => randomBytes(32).toString('base64');
const NUMBER = '199001011239';

describe('NationalIdCipher', () => {
  const oldKey = key();
  const newKey = key();
  const indexKey = key();
  const before = new NationalIdCipher({ keys: `k1:${oldKey}`, currentKeyId: 'k1', indexKey });
  const after = new NationalIdCipher({
    keys: `k2:${newKey},k1:${oldKey}`,
    currentKeyId: 'k2',
    indexKey,
  });

  it('seals and opens a number; the sealed text names its key and holds no digits of it', () => {
    const sealed = before.seal(NUMBER);
    expect(sealed).toMatch(/^v1:k1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(NUMBER);
    expect(sealed).not.toContain(NUMBER.slice(2));
    expect(before.open(sealed)).toBe(NUMBER);
  });

  it('seals the normalised form, with a fresh IV each time', () => {
    const first = before.seal('19900101-1239');
    const second = before.seal(NUMBER);
    expect(first).not.toBe(second);
    expect(before.open(first)).toBe(NUMBER);
  });

  it('opens values sealed under an older key after a rotation, and seals under the new one', () => {
    const old = before.seal(NUMBER);
    expect(after.open(old)).toBe(NUMBER);
    expect(after.isStale(old)).toBe(true);
    const fresh = after.seal(NUMBER);
    expect(fresh.startsWith('v1:k2:')).toBe(true);
    expect(after.isStale(fresh)).toBe(false);
    // A key removed from the list no longer opens what it sealed.
    expect(() => before.open(fresh)).toThrow(SealedNationalIdError);
  });

  it('refuses a tampered ciphertext, tag, IV or key id', () => {
    const [version, keyId, iv, tag, text] = before.seal(NUMBER).split(':');
    const flip = (value: string) => {
      const bytes = Buffer.from(value, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [version, keyId, iv, tag, flip(text ?? '')],
      [version, keyId, iv, flip(tag ?? ''), text],
      [version, keyId, flip(iv ?? ''), tag, text],
      [version, 'k9', iv, tag, text],
      ['v2', keyId, iv, tag, text],
      [version, keyId, iv, tag],
    ]) {
      expect(() => before.open(tampered.join(':'))).toThrow(SealedNationalIdError);
    }
  });

  it('never puts the value in the error message', () => {
    const sealed = before.seal(NUMBER);
    const other = new NationalIdCipher({ keys: `k1:${key()}`, currentKeyId: 'k1', indexKey });
    expect(() => other.open(sealed)).toThrow(/authentication failed/);
    try {
      other.open(sealed);
    } catch (error) {
      expect(String(error)).not.toContain(NUMBER);
      expect(String(error)).not.toContain(sealed);
    }
  });

  it('indexes the normalised number with the index key only, the same across key rotations', () => {
    expect(before.index(NUMBER)).toMatch(/^[0-9a-f]{64}$/);
    expect(before.index(' 19900101-1239 ')).toBe(before.index(NUMBER));
    expect(after.index(NUMBER)).toBe(before.index(NUMBER));
    expect(before.index('199001011238')).not.toBe(before.index(NUMBER));
    const otherIndex = new NationalIdCipher({
      keys: `k1:${oldKey}`,
      currentKeyId: 'k1',
      indexKey: key(),
    });
    expect(otherIndex.index(NUMBER)).not.toBe(before.index(NUMBER));
  });

  it('keeps null as null', () => {
    expect(before.columns(null)).toEqual({ sealed: null, index: null });
    expect(before.openOrNull(null)).toBeNull();
  });
});

describe('the personal-number keys', () => {
  it('refuses malformed configurations, naming no key material', () => {
    const good = key();
    const cases: [string, string, string][] = [
      ['', 'k1', good],
      [`k1:${good}`, 'k2', good],
      [`k1:${randomBytes(16).toString('base64')}`, 'k1', good],
      [`k1:${good},k1:${good}`, 'k1', good],
      [`bad id:${good}`, 'bad id', good],
      [`k1:${good}`, 'k1', randomBytes(8).toString('base64')],
    ];
    for (const [keys, currentKeyId, indexKey] of cases) {
      expect(() => parseNationalIdKeys({ keys, currentKeyId, indexKey })).toThrow(
        NationalIdKeyError,
      );
      try {
        parseNationalIdKeys({ keys, currentKeyId, indexKey });
      } catch (error) {
        expect(String(error)).not.toContain(good);
      }
    }
  });

  it('uses the development keys outside production and refuses to go without keys in production', () => {
    expect(nationalIdCipherFromProcessEnv({ NODE_ENV: 'test' }).seal(NUMBER)).toMatch(/^v1:dev1:/);
    expect(() => nationalIdCipherFromProcessEnv({ NODE_ENV: 'production' })).toThrow(
      /NATIONAL_ID_KEYS is missing/,
    );
    const configured = nationalIdCipherFromProcessEnv({
      NODE_ENV: 'production',
      NATIONAL_ID_KEYS: `p1:${key()}`,
      NATIONAL_ID_KEY_ID: 'p1',
      NATIONAL_ID_INDEX_KEY: key(),
    });
    expect(configured.seal(NUMBER)).toMatch(/^v1:p1:/);
  });
});
