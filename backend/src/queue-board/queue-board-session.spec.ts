import {
  boardSessionCookie,
  isValidBoardSession,
  QUEUE_BOARD_TTL_SECONDS,
  signBoardSession,
} from './queue-board-session';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const NOW = new Date('2026-11-23T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('queue board sessions', () => {
  it('accepts its own value until it expires, 15 minutes later', () => {
    const { value, expiresAt } = signBoardSession(SECRET, NOW);
    expect(expiresAt).toEqual(later(QUEUE_BOARD_TTL_SECONDS));
    expect(isValidBoardSession(SECRET, value, NOW)).toBe(true);
    expect(isValidBoardSession(SECRET, value, later(QUEUE_BOARD_TTL_SECONDS - 1))).toBe(true);
    expect(isValidBoardSession(SECRET, value, later(QUEUE_BOARD_TTL_SECONDS))).toBe(false);
  });

  it('refuses another secret, a changed expiry or signature, and malformed values', () => {
    const { value } = signBoardSession(SECRET, NOW);
    const [expires, nonce, mac] = value.split('.') as [string, string, string];
    expect(isValidBoardSession(`${SECRET}x`, value, NOW)).toBe(false);
    expect(isValidBoardSession(SECRET, `${Number(expires) + 60}.${nonce}.${mac}`, NOW)).toBe(false);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(isValidBoardSession(SECRET, `${expires}.${nonce}.${flipped}`, NOW)).toBe(false);
    for (const bad of [undefined, '', 'x', `${expires}.${nonce}`, `${value}.x`]) {
      expect(isValidBoardSession(SECRET, bad, NOW)).toBe(false);
    }
  });

  it('refuses a value expiring further ahead than a session lasts', () => {
    const { value } = signBoardSession(SECRET, later(3600));
    expect(isValidBoardSession(SECRET, value, NOW)).toBe(false);
  });

  it('is a short-lived HttpOnly, SameSite=Strict cookie for the board only, Secure over HTTPS', () => {
    expect(boardSessionCookie('v', false)).toBe(
      'sinnro_queue_board=v; Path=/api/queues; Max-Age=900; HttpOnly; SameSite=Strict',
    );
    expect(boardSessionCookie('v', true)).toMatch(/; Secure$/);
  });
});
