/**
 * Recognises failures of PostgreSQL or Redis being unreachable (as opposed to a bad query), so the
 * API answers 503 instead of 500 and never waits forever.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /connect ECONNREFUSED/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
];

export function isDependencyUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
      return true;
    current = cause;
  }
  return false;
}
