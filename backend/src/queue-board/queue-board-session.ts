import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Where the board is served; its session cookie is sent to this path only. */
export const QUEUE_BOARD_PATH = '/api/queues';

/** The route that opens a board session (a Nest route; the board's own hook leaves it alone). */
export const QUEUE_BOARD_SESSION_PATH = `${QUEUE_BOARD_PATH}/session`;

export const QUEUE_BOARD_COOKIE = 'sinnro_queue_board';

/** How long a board session lasts. */
export const QUEUE_BOARD_TTL_SECONDS = 15 * 60;

const PURPOSE = 'queue-board.v1';

function signature(secret: string, expires: number, nonce: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${expires}.${nonce}`).digest();
}

/**
 * A signed, expiring board session: `<expiry in epoch seconds>.<nonce>.<HMAC>`. It names nobody;
 * the HMAC is keyed with the JWT secret under its own purpose, so no token of another kind passes.
 */
export function signBoardSession(
  secret: string,
  now: Date = new Date(),
): {
  value: string;
  expiresAt: Date;
} {
  const expires = Math.floor(now.getTime() / 1000) + QUEUE_BOARD_TTL_SECONDS;
  const nonce = randomBytes(12).toString('base64url');
  const mac = signature(secret, expires, nonce).toString('base64url');
  return { value: `${expires}.${nonce}.${mac}`, expiresAt: new Date(expires * 1000) };
}

/** Whether the value is a board session this secret signed, not yet expired. */
export function isValidBoardSession(
  secret: string,
  value: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!value) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  const nowSeconds = now.getTime() / 1000;
  if (expires <= nowSeconds || expires > nowSeconds + QUEUE_BOARD_TTL_SECONDS) return false;
  // Compared as text: base64url decoding ignores the last character's unused bits, so two
  // spellings of one signature would otherwise both pass.
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(signature(secret, expires, match[2] ?? '').toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie value: HttpOnly, SameSite=Strict, for the board's path, Secure over HTTPS. */
export function boardSessionCookie(value: string, secure: boolean): string {
  return [
    `${QUEUE_BOARD_COOKIE}=${value}`,
    `Path=${QUEUE_BOARD_PATH}`,
    `Max-Age=${QUEUE_BOARD_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
