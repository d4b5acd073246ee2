import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for a mailed link: 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret: its SHA-256, hex. A database reader cannot use it. */
export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
