import { createHmac } from 'node:crypto';

/**
 * A keyed hash of a national id, for logs about people who may have no account: the same person
 * always gets the same value, and without the key nobody can test numbers against it (a plain
 * SHA-256 of the few valid 12-digit numbers could be reversed by trying them all).
 */
export function nationalIdDigest(nationalId: string, key: string): string {
  return createHmac('sha256', key).update(`national-id:${nationalId}`).digest('hex');
}

/** A uuid-shaped pseudonym of a digest (version 8, "custom"), for uuid columns. */
export function pseudonymUuid(digest: string): string {
  const hex = digest.slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
