import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { QUEUE_BOARD_POLICY } from 'src/common/http/security-headers';
import { BOARD_QUEUES } from 'src/queue-board/queue-board';
import { QUEUE_BOARD_COOKIE, signBoardSession } from 'src/queue-board/queue-board-session';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

describe('the job queue board at /api/queues', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const bearer = async (email: string) => ({
    authorization: `Bearer ${await fixtures.token(email)}`,
  });
  const openSession = async (email = 'admin@example.com') =>
    api.request({ method: 'POST', url: '/api/queues/session', headers: await bearer(email) });
  const cookieOf = (setCookie: string | string[] | number | undefined) =>
    String(setCookie).split(';', 1)[0] ?? '';

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
  });
  afterAll(() => api.close());

  describe('opening a session (POST /api/queues/session)', () => {
    it('is refused without a token (401) and to callers other than admins (403)', async () => {
      const anonymous = await api.request({ method: 'POST', url: '/api/queues/session' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['set-cookie']).toBeUndefined();
      for (const email of ['client@example.com', 'hc@example.com', 'cc@example.com']) {
        const response = await openSession(email);
        expect({ email, status: response.statusCode }).toEqual({ email, status: 403 });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('gives an admin a 15-minute HttpOnly, SameSite=Strict cookie for the board only', async () => {
      const before = Date.now();
      const response = await openSession();
      expect(response.statusCode).toBe(200);
      const body = response.json<{ path: string; expires_at: string }>();
      expect(body.path).toBe('/api/queues');
      const expires = Date.parse(body.expires_at);
      expect(expires).toBeGreaterThan(before + 14 * 60_000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${QUEUE_BOARD_COOKIE}=\\d+\\.[\\w-]+\\.[\\w-]+; `));
      expect(cookie.split('; ').slice(1)).toEqual([
        'Path=/api/queues',
        'Max-Age=900',
        'HttpOnly',
        'SameSite=Strict',
      ]);
      // The session route itself answers JSON under the API's own policy.
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    });

    it('marks the cookie Secure when the request came over HTTPS', async () => {
      const proxied = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
      try {
        const response = await proxied.request({
          method: 'POST',
          url: '/api/queues/session',
          headers: { ...(await bearer('admin@example.com')), 'x-forwarded-proto': 'https' },
        });
        expect(response.statusCode).toBe(200);
        expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('the board', () => {
    let cookie = '';
    beforeAll(async () => {
      cookie = cookieOf((await openSession()).headers['set-cookie']);
    });

    it('answers 401 in the caller’s language without a session cookie, even to an admin’s token', async () => {
      const anonymous = await api.request({
        method: 'GET',
        url: '/api/queues',
        headers: { 'accept-language': 'en' },
      });
      expect(anonymous.statusCode).toBe(401);
      const body = anonymous.json<{ statusCode: number; error: string; message: string }>();
      expect(body).toEqual({ statusCode: 401, error: 'Unauthorized', message: body.message });
      expect(body.message.length).toBeGreaterThan(0);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const swedish = await api.request({ method: 'GET', url: '/api/queues/api/queues' });
      expect(swedish.statusCode).toBe(401);
      expect(swedish.json<{ message: string }>().message).not.toBe(
        anonymous.json<{ message: string }>().message,
      );
      const withToken = await api.request({
        method: 'GET',
        url: '/api/queues/api/queues',
        headers: await bearer('admin@example.com'),
      });
      expect(withToken.statusCode).toBe(401);
    });

    it('refuses a changed, expired or foreign cookie', async () => {
      const value = cookie.split('=')[1] ?? '';
      const [expires, nonce, mac] = value.split('.') as [string, string, string];
      const secret = api.environment.JWT_SECRET;
      const expired = signBoardSession(secret, new Date(Date.now() - 16 * 60_000)).value;
      const foreign = signBoardSession(`${secret}-other`).value;
      for (const bad of [
        `${Number(expires) + 60}.${nonce}.${mac}`,
        `${expires}.${nonce}.${mac.slice(0, -2)}AA`,
        expired,
        foreign,
        '',
      ]) {
        const response = await api.request({
          method: 'GET',
          url: '/api/queues/api/queues',
          headers: { cookie: `${QUEUE_BOARD_COOKIE}=${bad}` },
        });
        expect({ bad, status: response.statusCode }).toEqual({ bad, status: 401 });
      }
    });

    it('serves its page with a policy that lets it run, and its scripts', async () => {
      const page = await api.request({ method: 'GET', url: '/api/queues', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(QUEUE_BOARD_POLICY);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<base href="/api/queues/"');
      const scripts = [...page.body.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      const script = await api.request({
        method: 'GET',
        url: `/api/queues/${scripts[0]}`,
        headers: { cookie },
      });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      // Without the cookie its files are refused too.
      const anonymous = await api.request({ method: 'GET', url: `/api/queues/${scripts[0]}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('shows every queue of the job catalogue, read-only', async () => {
      const response = await api.request({
        method: 'GET',
        url: '/api/queues/api/queues',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const { queues } = response.json<{ queues: { name: string; readOnlyMode: boolean }[] }>();
      expect(queues.map((queue) => queue.name).sort()).toEqual([...BOARD_QUEUES].sort());
      expect(queues.every((queue) => queue.readOnlyMode)).toBe(true);
      expect(BOARD_QUEUES).toEqual(expect.arrayContaining(['mail', 'subscriptions']));
    });

    it('changes nothing: pausing a queue or adding a job answers 405', async () => {
      const pause = await api.request({
        method: 'PUT',
        url: '/api/queues/api/queues/mail/pause',
        headers: { cookie },
      });
      expect(pause.statusCode).toBe(405);
      const mail = api.app.get<Queue>(getQueueToken('mail'), { strict: false });
      expect(await mail.isPaused()).toBe(false);
      const counts = await mail.getJobCounts();
      const add = await api.request({
        method: 'POST',
        url: '/api/queues/api/queues/mail/add',
        headers: { cookie },
        payload: { name: 'mail.sweep', data: {} },
      });
      expect(add.statusCode).toBe(405);
      expect(await mail.getJobCounts()).toEqual(counts);
    });
  });
});
