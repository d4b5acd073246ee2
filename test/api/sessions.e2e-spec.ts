import { User } from 'src/users/user.entity';
import { ActiveAccountService } from 'src/access/active-account.service';
import { TokenRevocationService } from 'src/access/token-revocation.service';
import { RedisClient } from 'src/redis/redis.module';
import { RequestContext } from '@mikro-orm/postgresql';
import { createAccount, nextSecond } from '../support/test-accounts';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { decodePayload, nowInSeconds, signHs256 } from '../support/tokens';

describe('sessions: refresh, logout, blocking', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
  });
  afterAll(() => api.close());

  const refresh = (token: string) =>
    api.request({
      method: 'GET',
      url: '/api/v1/account/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
  const profile = (token: string) =>
    api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: { authorization: `Bearer ${token}` },
    });

  /** A token like the client's, expired the given number of seconds ago. */
  async function expiredBy(seconds: number): Promise<string> {
    const fresh = decodePayload(await loginAs(api, 'client@example.com'));
    const exp = nowInSeconds() - seconds;
    return signHs256(
      { ...fresh, jti: `${String(fresh.jti)}-${seconds}`, iat: exp - 3600, exp },
      api.environment.JWT_SECRET,
    );
  }

  it('exchanges a valid token for a new one', async () => {
    const token = await loginAs(api, 'client@example.com');
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<{ token: string }>().token;
    expect(renewed).not.toBe(token);
    expect(decodePayload(renewed)).toMatchObject({ user: { roles: ['client'] } });
    expect((await profile(renewed)).statusCode).toBe(200);
  });

  it('accepts a token 49 s past expiry and refuses one 51 s past', async () => {
    expect((await refresh(await expiredBy(49))).statusCode).toBe(200);
    const late = await refresh(await expiredBy(51));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: 'Sessionen har gått ut. Logga in igen' });
  });

  it('refuses an expired token everywhere else', async () => {
    expect((await profile(await expiredBy(10))).statusCode).toBe(401);
  });

  it('refreshes a token once: the older token is refused afterwards', async () => {
    const token = await loginAs(api, 'client@example.com');
    expect((await refresh(token)).statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key on refresh', async () => {
    const forged = signHs256(
      decodePayload(await loginAs(api, 'client@example.com')),
      'k'.repeat(40),
    );
    expect((await refresh(forged)).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await loginAs(api, 'client@example.com');
    const logout = await api.request({
      method: 'GET',
      url: '/api/v1/account/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('keeps refusing a token revoked in Redis before revocations moved to PostgreSQL', async () => {
    const token = await loginAs(api, 'client@example.com');
    expect((await profile(token)).statusCode).toBe(200);
    const redis = api.app.get(RedisClient);
    const legacyKey = `${api.environment.QUEUE_PREFIX}:auth:revoked-token:${String(decodePayload(token).jti)}`;
    await redis.set(legacyKey, '1', 'EX', 3600);
    // What the API does when it starts: copy the revocations Redis still holds.
    await api.app.get(TokenRevocationService).onApplicationBootstrap();
    expect(await redis.exists(legacyKey)).toBe(0);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('ends every session of a blocked user', async () => {
    // An account of its own: the demo accounts are shared by every test file of the run.
    const account = await createAccount(api, { role: 'therapist-premium' });
    const first = await loginAs(api, account.email);
    const second = await loginAs(api, account.email);
    await nextSecond();
    await RequestContext.create(api.orm.em, async () => {
      const user = await api.orm.em.findOneOrFail(User, { uuid: account.uuid });
      await api.app.get(ActiveAccountService).block(user);
    });
    for (const token of [first, second]) {
      expect((await profile(token)).statusCode).toBe(401);
      expect((await refresh(token)).statusCode).toBe(401);
    }
  });
});

describe('login rate limits', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_ATTEMPTS_PER_ADDRESS: '8' });
    await seedDemo(api);
  });
  afterAll(() => api.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email, password },
      remoteAddress,
    });

  it('makes an address wait after too many failures on an account, even with the right password, saying how long', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('cc@example.com', 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('cc@example.com', 'Sinnro-demo-2026', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const body = blocked.json<{ statusCode: number; error: string; message: string }>();
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(/^För många inloggningsförsök\. Försök igen om \d+ minuter$/);
  });

  it('limits attempts from one address across accounts', async () => {
    const address = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 9; i++) {
      answers.push((await attempt(`nobody${i}@example.com`, 'wrong-password', address)).statusCode);
    }
    expect(answers.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(answers[8]).toBe(429);
    // Another address is unaffected.
    expect((await attempt('admin@example.com', 'Sinnro-demo-2026', '10.9.9.10')).statusCode).toBe(
      200,
    );
  });
});
