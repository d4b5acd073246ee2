import { User } from 'src/users/user.entity';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { decodePayload, signHs256 } from '../support/tokens';

const PASSWORD = 'Sinnro-demo-2026';

describe('password login and the current user', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
  });
  afterAll(() => api.close());

  const login = (payload: object, language?: string) =>
    api.request({
      method: 'POST',
      url: '/client/login',
      payload,
      headers: language ? { 'accept-language': language } : {},
    });

  it('answers a token whose payload carries exp and user.roles, and the user', async () => {
    const response = await login({ email: 'Client@Example.com ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    const payload = decodePayload(body.token);
    expect(payload).toMatchObject({
      user: { roles: ['client'] },
      iss: 'sinnro',
      aud: 'sinnro-api',
    });
    expect(payload.exp).toEqual(expect.any(Number));
    expect(body.user).toMatchObject({
      email: 'client@example.com',
      role: 'client',
      roles: ['client'],
      default_lang: 'sv',
      profile: { first_name: 'Klara', last_name: 'Karlsson' },
      companies: [{ name: 'Exempelbolaget AB', company_role: 'standard-user' }],
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrongPassword = await login({
      email: 'client@example.com',
      password: 'not-the-password',
    });
    const unknownAccount = await login({
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    for (const response of [wrongPassword, unknownAccount]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Felaktigt användarnamn eller lösenord',
      });
    }
  });

  it('words the failure in English for an English caller', async () => {
    const response = await login({ email: 'client@example.com', password: 'nope-nope' }, 'en');
    expect(response.json()).toMatchObject({ message: 'Incorrect username or password' });
  });

  it('refuses a blocked account with the same answer', async () => {
    const em = api.orm.em.fork();
    await em.nativeUpdate(User, { email: 'hc@example.com' }, { blockedAt: new Date() });
    const response = await login({ email: 'hc@example.com', password: PASSWORD });
    await em.nativeUpdate(User, { email: 'hc@example.com' }, { blockedAt: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Felaktigt användarnamn eller lösenord' });
  });

  it('answers the current user profile for a valid token', async () => {
    const token = await loginAs(api, 'company-admin@example.com');
    const response = await api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'company-admin@example.com',
      role: 'client',
      profile: { first_name: 'Erik' },
      companies: [{ uuid: '5e1d0c0a-0000-4000-8000-000000000001', company_role: 'company-admin' }],
      company_units: [{ uuid: '5e1d0c0a-0000-4000-8000-000000000011', type: 'Admin' }],
    });
  });

  describe('refuses with 401', () => {
    const profileWith = (authorization?: string) =>
      api.request({
        method: 'GET',
        url: '/api/users/get-current-user-profile',
        headers: authorization ? { authorization } : {},
      });

    it('no token', async () => {
      const response = await profileWith();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Du måste logga in',
      });
    });

    it('a token signed with another key', async () => {
      const token = await loginAs(api, 'client@example.com');
      const payload = decodePayload(token);
      const forged = signHs256(payload, 'another-secret-that-is-long-enough-to-use');
      expect((await profileWith(`Bearer ${forged}`)).statusCode).toBe(401);
    });

    it('an unsigned token (alg none)', async () => {
      const token = await loginAs(api, 'client@example.com');
      const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(decodePayload(token))}.`;
      expect((await profileWith(`Bearer ${unsigned}`)).statusCode).toBe(401);
    });

    it('an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await loginAs(api, 'client@example.com');
      const expired = signHs256(
        { ...decodePayload(token), iat: now - 7200, exp: now - 3600 },
        api.environment.JWT_SECRET,
      );
      expect((await profileWith(`Bearer ${expired}`)).statusCode).toBe(401);
    });

    it('a token for another audience', async () => {
      const token = await loginAs(api, 'client@example.com');
      const foreign = signHs256(
        { ...decodePayload(token), aud: 'other-app' },
        api.environment.JWT_SECRET,
      );
      expect((await profileWith(`Bearer ${foreign}`)).statusCode).toBe(401);
    });
  });
});
