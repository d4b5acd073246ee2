import { randomBytes } from 'node:crypto';

/** Where the throw-away test databases are created (trust auth on this project's machines). */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrlFor(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/**
 * Request limits high enough for suites that make many requests as one user from one address
 * (every in-process request comes from 127.0.0.1). The limits themselves are tested on apps of
 * their own with low values (test/api/rate-limits.e2e-spec.ts).
 */
export const GENEROUS_RATE_LIMITS = {
  RATE_LIMIT_USER_REQUESTS: '1000000',
  RATE_LIMIT_USER_BURST: '1000000',
  RATE_LIMIT_USER_IN_FLIGHT: '10000',
  RATE_LIMIT_ADDRESS_REQUESTS: '1000000',
  RATE_LIMIT_INVITATIONS_PER_HOUR: '1000000',
  RATE_LIMIT_COMPANY_LINKS_PER_HOUR: '1000000',
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '1000000',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR: '1000000',
  RATE_LIMIT_UPLOAD_BYTES_PER_DAY: String(1024 ** 4),
  // The chat socket's limits (test/api/chat-limits.e2e-spec.ts tests them).
  CHAT_SOCKETS_PER_USER: '1000',
  CHAT_SOCKET_HANDSHAKES_PER_MINUTE: '1000000',
  CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE: '1000000',
  CHAT_SOCKET_EVENTS_PER_MINUTE: '1000000',
} as const;
