import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value is for; each purpose has its own key, so one cannot stand in for another. */
export type SealPurpose = 'eid-login-state' | 'eid-auth2-identity' | 'session-handover';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts and authenticates small JSON values (AES-256-GCM) with keys derived from JWT_SECRET
 * by HKDF. Used for what the browser carries but must neither read nor change: the e-ID login
 * state cookie and the personal number inside the onboarding (auth2) token.
 */
export class SealedBox {
  private readonly keys = new Map<SealPurpose, Buffer>();

  constructor(private readonly secret: string) {}

  seal(purpose: SealPurpose, value: unknown): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keyFor(purpose), iv);
    const encrypted = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
  }

  /** The value, or null when the text was not sealed by us for this purpose (or was changed). */
  open(purpose: SealPurpose, sealed: string): unknown {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        this.keyFor(purpose),
        bytes.subarray(0, IV_BYTES),
      );
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      return null;
    }
  }

  private keyFor(purpose: SealPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, 'sinnro-sealed-box', purpose, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
