import { createHmac } from 'node:crypto';

export function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/** Signs a JWT by hand, to forge tokens with chosen times, keys and headers. */
export function signHs256(
  payload: object,
  secret: string,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);
