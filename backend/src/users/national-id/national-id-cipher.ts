import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { normalizePersonalNumber } from 'src/access/eid/personal-number';

/**
 * Personal identity numbers at rest: sealed with AES-256-GCM under a named key (the key id is
 * stored in the sealed text, so old values still open after the current key changes) and found
 * by a keyed blind index (HMAC-SHA256 of the normalised number), never by the number itself.
 *
 * Sealed form: `v1:<keyId>:<iv>:<tag>:<ciphertext>`, the last three base64url. The associated
 * data binds a sealed value to this purpose, so it cannot be passed off as another field.
 */
export const SEALED_VERSION = 'v1';
const ASSOCIATED_DATA = Buffer.from('sinnro:national-id:v1');
const INDEX_PREFIX = 'national-id:';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface NationalIdKeyConfiguration {
  /** `keyId:base64key[,keyId:base64key]`, each key 32 bytes. */
  keys: string;
  /** The key id new values are sealed with. */
  currentKeyId: string;
  /** The blind index key, base64 (at least 32 bytes). */
  indexKey: string;
}

export class NationalIdKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NationalIdKeyError';
  }
}

/** A sealed value that does not open: tampered with, truncated, or under an unknown key. */
export class SealedNationalIdError extends Error {
  constructor(reason: string) {
    // Never the value itself: only why it did not open.
    super(`A sealed national id does not open: ${reason}`);
    this.name = 'SealedNationalIdError';
  }
}

function decodeKey(text: string, what: string, minimum: number, maximum: number): Buffer {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed))
    throw new NationalIdKeyError(`${what} is not base64`);
  const key = Buffer.from(trimmed, 'base64');
  if (key.length < minimum || key.length > maximum) {
    throw new NationalIdKeyError(
      `${what} must be ${minimum === maximum ? minimum : `${minimum}-${maximum}`} bytes`,
    );
  }
  return key;
}

/** Parses and checks the configuration; throws a NationalIdKeyError naming what is wrong. */
export function parseNationalIdKeys(configuration: NationalIdKeyConfiguration): {
  keys: Map<string, Buffer>;
  currentKeyId: string;
  indexKey: Buffer;
} {
  const keys = new Map<string, Buffer>();
  for (const entry of configuration.keys.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const separator = entry.indexOf(':');
    const id = separator < 0 ? '' : entry.slice(0, separator);
    if (!KEY_ID.test(id)) throw new NationalIdKeyError('a key id is missing or malformed');
    if (keys.has(id)) throw new NationalIdKeyError(`key id ${id} appears twice`);
    keys.set(id, decodeKey(entry.slice(separator + 1), `key ${id}`, 32, 32));
  }
  if (keys.size === 0) throw new NationalIdKeyError('no key is given');
  if (!keys.has(configuration.currentKeyId)) {
    throw new NationalIdKeyError('the current key id is not among the keys');
  }
  return {
    keys,
    currentKeyId: configuration.currentKeyId,
    indexKey: decodeKey(configuration.indexKey, 'the index key', 32, 64),
  };
}

export class NationalIdCipher {
  private readonly keys: Map<string, Buffer>;
  private readonly currentKeyId: string;
  private readonly indexKey: Buffer;

  constructor(configuration: NationalIdKeyConfiguration) {
    ({
      keys: this.keys,
      currentKeyId: this.currentKeyId,
      indexKey: this.indexKey,
    } = parseNationalIdKeys(configuration));
  }

  /** The normalised number sealed under the current key (a fresh IV each time). */
  seal(nationalId: string): string {
    const key = this.keys.get(this.currentKeyId) as Buffer;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(ASSOCIATED_DATA);
    const text = Buffer.concat([
      cipher.update(normalizePersonalNumber(nationalId), 'utf8'),
      cipher.final(),
    ]);
    return [
      SEALED_VERSION,
      this.currentKeyId,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      text.toString('base64url'),
    ].join(':');
  }

  /** Opens a sealed value under whichever configured key sealed it; throws if it does not open. */
  open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 5 || parts[0] !== SEALED_VERSION) {
      throw new SealedNationalIdError('unknown format');
    }
    const [, keyId, iv, tag, text] = parts as [string, string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key) throw new SealedNationalIdError(`key ${keyId} is not configured`);
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== 12 || tagBytes.length !== 16) {
      throw new SealedNationalIdError('malformed IV or tag');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([
        decipher.update(Buffer.from(text, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SealedNationalIdError('authentication failed');
    }
  }

  /** Opens a nullable sealed value. */
  openOrNull(sealed: string | null | undefined): string | null {
    return sealed === null || sealed === undefined ? null : this.open(sealed);
  }

  /** True when the value was sealed under another key than the current one (to re-seal). */
  isStale(sealed: string): boolean {
    return sealed.split(':')[1] !== this.currentKeyId;
  }

  /** The blind index of a number: hex HMAC-SHA256 of its normalised form, 64 characters. */
  index(nationalId: string): string {
    return createHmac('sha256', this.indexKey)
      .update(INDEX_PREFIX + normalizePersonalNumber(nationalId))
      .digest('hex');
  }

  /** Both stored columns for a number (or null for none). */
  columns(nationalId: string | null): { sealed: string | null; index: string | null } {
    if (nationalId === null) return { sealed: null, index: null };
    return { sealed: this.seal(nationalId), index: this.index(nationalId) };
  }
}
