import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from './test-tokens';
import { TokenSession } from './token-session';

const COOKIE = 'test_token';
const API = 'http://api.test';
const SECOND = 1_000;

type Answer = () => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const refused = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Nej' });

/** A stand-in API answering each call with the next of `answers` (or 404 when they run out). */
function fakeApi(...answers: Answer[]) {
  const queue = [...answers];
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    calls.push({
      path: url.pathname,
      authorization: new Headers(init.headers).get('Authorization'),
    });
    const answer = queue.shift();
    return Promise.resolve(answer === undefined ? json(404, {}) : answer());
  });
  return { fetchMock, calls };
}

function tab(fetchMock: typeof fetch, random = 0) {
  const session = new TokenSession({
    cookieName: COOKIE,
    apiUrl: API,
    fetch: fetchMock,
    random: () => random,
  });
  const seen: (string | null)[] = [];
  session.subscribe((token) => seen.push(token));
  const ends: number[] = [];
  session.onEnded(() => ends.push(Date.now()));
  return { session, seen, ends };
}

function cookieToken(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return entry === undefined ? null : decodeURIComponent(entry.slice(COOKIE.length + 1));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the token cookie', () => {
  it('lasts until 50 s after the token expires', async () => {
    const { session } = tab(fakeApi().fetchMock);
    const token = fakeToken({ expiresInSeconds: 60 });
    session.store(token);

    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(session.token()).toBeNull();
    expect(session.storedToken()).toBe(token);
    expect(cookieToken()).toBe(token);

    await vi.advanceTimersByTimeAsync(49 * SECOND);
    expect(cookieToken()).toBe(token);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(cookieToken()).toBeNull();
    expect(session.storedToken()).toBeNull();
  });

  it('is not written for a token without an expiry', () => {
    const { session } = tab(fakeApi().fetchMock);
    expect(session.store('not-a-jwt')).toBe(false);
    expect(cookieToken()).toBeNull();
  });
});

describe('refresh scheduling', () => {
  it('refreshes once, shortly before exp, with the bearer token, and keeps the new token', async () => {
    const old = fakeToken({ expiresInSeconds: 3600, id: 'old' });
    const fresh = () => fakeToken({ expiresInSeconds: 3600, id: 'new' });
    let issued = '';
    const { fetchMock, calls } = fakeApi(() => json(200, { token: (issued = fresh()) }));
    const { session, seen } = tab(fetchMock);
    session.store(old);
    session.start();

    await vi.advanceTimersByTimeAsync((3600 - 61) * SECOND);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(calls).toEqual([{ path: '/api/v1/account/refresh', authorization: `Bearer ${old}` }]);
    expect(cookieToken()).toBe(issued);
    expect(seen.at(-1)).toBe(issued);
  });

  it('spreads the refresh time of tabs over ten seconds', async () => {
    const { fetchMock, calls } = fakeApi();
    const { session } = tab(fetchMock, 1);
    session.store(fakeToken({ expiresInSeconds: 3600 }));
    session.start();
    await vi.advanceTimersByTimeAsync((3600 - 71) * SECOND);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(calls).toHaveLength(1);
  });

  it('after a failure before exp tries once more after exp, then drops the token at exp + 50 s', async () => {
    const { fetchMock, calls } = fakeApi(
      () => Promise.reject(new TypeError('offline')),
      () => json(503, {}),
    );
    const { session, seen } = tab(fetchMock);
    session.store(fakeToken({ expiresInSeconds: 120 }));
    session.start();

    await vi.advanceTimersByTimeAsync(61 * SECOND);
    expect(calls).toHaveLength(1);
    expect(cookieToken()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(calls).toHaveLength(2);
    expect(seen).not.toContain(null);

    await vi.advanceTimersByTimeAsync(45 * SECOND);
    expect(calls).toHaveLength(2);
    expect(cookieToken()).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it('waits 30 s between refreshes when each new token already looks due (a clock far ahead)', async () => {
    // Each answer expires 30 s from now by this clock: due at once.
    const { fetchMock, calls } = fakeApi(
      ...Array.from(
        { length: 10 },
        (_, index) => () =>
          json(200, { token: fakeToken({ expiresInSeconds: 30, id: `t${index}` }) }),
      ),
    );
    const { session } = tab(fetchMock);
    session.store(fakeToken({ expiresInSeconds: 30 }));
    session.start();
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(28 * SECOND);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(calls).toHaveLength(2);
  });

  it('refreshes at once a token found expired but still inside the 50 s', async () => {
    const fresh = fakeToken({ expiresInSeconds: 3600, id: 'new' });
    const { fetchMock, calls } = fakeApi(() => json(200, { token: fresh }));
    document.cookie = `${COOKIE}=${fakeToken({ expiresInSeconds: -20 })}; path=/`;
    const { session } = tab(fetchMock);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(session.token()).toBe(fresh);
  });

  it('gives a request a refreshed token when the stored one has just expired', async () => {
    const fresh = fakeToken({ expiresInSeconds: 3600, id: 'new' });
    const { fetchMock } = fakeApi(() => json(200, { token: fresh }));
    document.cookie = `${COOKIE}=${fakeToken({ expiresInSeconds: -5 })}; path=/`;
    const { session } = tab(fetchMock);
    expect(session.token()).toBeNull();
    await expect(session.freshToken()).resolves.toBe(fresh);
  });

  it('logs out when the refresh is refused and no other tab stored a token', async () => {
    const { fetchMock } = fakeApi(refused);
    const { session, seen, ends } = tab(fetchMock);
    session.store(fakeToken({ expiresInSeconds: 90 }));
    session.start();
    await vi.advanceTimersByTimeAsync(31 * SECOND);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(cookieToken()).toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect(ends).toHaveLength(1);
  });
});

describe('two tabs refreshing the same token', () => {
  it('the refused tab takes the token the other tab stored, even when it arrives later', async () => {
    const old = fakeToken({ expiresInSeconds: 3600, id: 'old' });
    const fresh = fakeToken({ expiresInSeconds: 7200, id: 'new' });
    // The winner's answer is slow: the loser hears "refused" before the fresh token is stored.
    const slowToken = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(json(200, { token: fresh })), 300),
      );
    const { fetchMock, calls } = fakeApi(slowToken, refused);
    const first = tab(fetchMock);
    const second = tab(fetchMock);
    first.session.store(old);
    first.session.start();
    second.session.start();

    await vi.advanceTimersByTimeAsync((3600 - 60) * SECOND);
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(calls.map((call) => call.authorization)).toEqual([`Bearer ${old}`, `Bearer ${old}`]);
    expect(cookieToken()).toBe(fresh);
    expect(first.seen.at(-1)).toBe(fresh);
    expect(second.seen.at(-1)).toBe(fresh);
    expect(second.seen).not.toContain(null);
    expect(second.ends).toEqual([]);
  });

  it('a tab whose refresh is refused after the other tab logged out logs out too', async () => {
    const old = fakeToken({ expiresInSeconds: 3600, id: 'old' });
    const { fetchMock } = fakeApi(refused);
    const { session, seen } = tab(fetchMock);
    session.store(old);
    const refreshing = session.refresh();
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    await expect(refreshing).resolves.toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect(cookieToken()).toBeNull();
  });

  it('never drops a token another tab stored while this one was refused', async () => {
    const old = fakeToken({ expiresInSeconds: 3600, id: 'old' });
    const fresh = fakeToken({ expiresInSeconds: 7200, id: 'new' });
    const { fetchMock } = fakeApi(refused);
    const { session } = tab(fetchMock);
    session.store(old);
    const refreshing = session.refresh();
    await vi.advanceTimersByTimeAsync(200);
    document.cookie = `${COOKIE}=${fresh}; path=/`;
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    await expect(refreshing).resolves.toBe(fresh);
    expect(cookieToken()).toBe(fresh);
  });
});

describe('logout', () => {
  it('revokes the token on the server, then drops the cookie', async () => {
    const token = fakeToken({ expiresInSeconds: 3600 });
    const { fetchMock, calls } = fakeApi(() => json(200, { status: 'Success' }));
    const { session, seen, ends } = tab(fetchMock);
    session.store(token);
    await session.logout();
    expect(calls).toEqual([{ path: '/api/v1/account/logout', authorization: `Bearer ${token}` }]);
    expect(cookieToken()).toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect(ends).toEqual([]);
  });

  it('drops the cookie even when the server cannot be reached', async () => {
    const { fetchMock } = fakeApi(() => Promise.reject(new TypeError('offline')));
    const { session } = tab(fetchMock);
    session.store(fakeToken({ expiresInSeconds: 3600 }));
    await session.logout();
    expect(cookieToken()).toBeNull();
  });

  it('calls nothing without a token', async () => {
    const { fetchMock, calls } = fakeApi();
    await tab(fetchMock).session.logout();
    expect(calls).toEqual([]);
  });
});
