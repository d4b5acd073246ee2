import { type Role } from '@sinnro/access';
import { createHash } from 'node:crypto';
import { EID_CALLBACK_PATH } from 'src/access/eid/eid-settings';
import { handoverBinding } from 'src/access/session-handover.service';
import { RedisClient } from 'src/redis/redis.module';
import { User } from 'src/users/user.entity';
import { EidBrowser } from '../support/eid-browser';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { decodePayload, nowInSeconds, signHs256 } from '../support/tokens';
import { byNationalId, nationalIdColumns } from '../support/national-ids';

/** Test persons of the embedded issuer (backend/src/access/eid/dev-issuer/test-persons.ts). */
const KNOWN = '191212121212';
const NEW_CLIENT = '199001011239';
const PROTECTED = '190001010016';
const WRONG_CHECK_DIGIT = '199001011238';

describe('e-ID login against the embedded development issuer', () => {
  let api: TestApp;
  let clientWeb: string;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    clientWeb = api.environment.CLIENT_WEB_URL;
  });
  afterAll(() => api.close());

  async function seedUser(
    nationalId: string,
    role: Role = 'client',
    blocked = false,
  ): Promise<User> {
    const em = api.orm.em.fork();
    const user = em.create(User, {
      email: `eid-${nationalId}@example.com`,
      firstName: 'Tolvan',
      lastName: 'Tolvansson',
      role,
      ...nationalIdColumns(nationalId),
      blockedAt: blocked ? new Date() : null,
    });
    await em.flush();
    return user;
  }

  async function userWith(nationalId: string): Promise<User | null> {
    return api.orm.em.fork().findOne(User, byNationalId(nationalId));
  }

  const profile = (token: string) =>
    api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: { authorization: `Bearer ${token}` },
    });

  const auth2State = (token: string) =>
    api.request({
      method: 'GET',
      url: '/client/get-new-token-for-auth2-new-user',
      headers: { authorization: `Bearer ${token}` },
    });

  const register = (token: string, payload: Record<string, unknown>, language = 'en') =>
    api.request({
      method: 'POST',
      url: '/api/v1/account/auth',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload,
    });

  describe('the issuer', () => {
    it('publishes its OpenID configuration under /dev-eid', async () => {
      const response = await api.request({
        method: 'GET',
        url: '/dev-eid/.well-known/openid-configuration',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        issuer: `http://localhost:${api.environment.PORT}/dev-eid`,
        code_challenge_methods_supported: ['S256'],
        claims_supported: expect.arrayContaining([
          'personal_number',
          'given_name',
          'family_name',
          'protected_identity',
        ]) as unknown,
      });
    });

    it('starts at /session/login with PKCE, state and nonce, kept in a sealed cookie', async () => {
      const browser = new EidBrowser(api);
      const response = await browser.get('/session/login?kind=client&lang=en');

      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.pathname).toBe('/dev-eid/auth');
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        client_id: api.environment.EID_CLIENT_ID,
        redirect_uri: `http://localhost:${api.environment.PORT}${EID_CALLBACK_PATH}`,
        response_type: 'code',
        code_challenge_method: 'S256',
        ui_locales: 'en',
      });
      expect(location.searchParams.get('state')).toBeTruthy();
      expect(location.searchParams.get('nonce')).toBeTruthy();
      expect(location.searchParams.get('code_challenge')).toBeTruthy();
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^sinnro_eid_login=[\w-]+; Path=\/api\/v1\/account\/eid\/callback;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      // Sealed: neither the state nor the verifier can be read from it.
      expect(cookie).not.toContain(String(location.searchParams.get('state')));
    });

    it('refuses a bad kind', async () => {
      const response = await api.request({ method: 'GET', url: '/session/login?kind=admin' });
      expect(response.statusCode).toBe(400);
    });

    it('shows the personal-number page in Swedish, or English on request', async () => {
      const browser = new EidBrowser(api);
      const { pageUrl, page } = await browser.openIssuerPage();
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Personnummer (12 siffror, ÅÅÅÅMMDDNNNN)');
      expect(page.body).toContain(KNOWN);

      const english = await browser.get(`${pageUrl}?lang=en`);
      expect(english.body).toContain('Personal identity number (12 digits, YYYYMMDDNNNN)');
    });

    it('refuses a wrong check digit on its page, then accepts a valid number', async () => {
      await seedUser('200104122346');
      const browser = new EidBrowser(api);
      const { pageUrl } = await browser.openIssuerPage();

      const wrong = await browser.postForm(pageUrl, {
        personal_number: WRONG_CHECK_DIGIT,
        action: 'login',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers.location).toBeUndefined();
      expect(wrong.body).toContain('Ogiltigt personnummer: kontrollsiffran stämmer inte.');
      expect(wrong.body).toContain(`value="${WRONG_CHECK_DIGIT}"`);

      const short = await browser.postForm(pageUrl, {
        personal_number: '9001011239',
        action: 'login',
        lang: 'en',
      });
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain('must have 12 digits');

      const landing = await browser.signIn('20010412-2346', pageUrl);
      expect(landing.url.pathname).toBe('/process-login');
      expect(landing.token).toBeTruthy();
    });

    it('answers a page that is gone with an explanation', async () => {
      const browser = new EidBrowser(api);
      const response = await browser.get('/dev-eid/interaction/no-such-interaction');
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Inloggningen har gått ut eller finns inte');
    });
  });

  describe('a known national id', () => {
    it('gets an access token for that user', async () => {
      const user = await seedUser(KNOWN);
      const landing = await new EidBrowser(api).loginWithEid(KNOWN);

      expect(`${landing.url.origin}${landing.url.pathname}`).toBe(`${clientWeb}/process-login`);
      const token = String(landing.token);
      expect(decodePayload(token)).toMatchObject({
        sub: user.uuid,
        aud: 'sinnro-api',
        user: { uuid: user.uuid, roles: ['client'] },
      });
      const me = await profile(token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ uuid: user.uuid, national_id: KNOWN });
    });

    it('logs a specialist in from the therapist tab', async () => {
      const user = await seedUser('194107079990', 'therapist-premium');
      const landing = await new EidBrowser(api).loginWithEid('194107079990', 'therapist');
      expect(decodePayload(String(landing.token))).toMatchObject({
        user: { uuid: user.uuid, roles: ['therapist-premium'] },
      });
    });

    it('is refused when the account is blocked', async () => {
      await seedUser('195005050009', 'client', true);
      const landing = await new EidBrowser(api).loginWithEid('195005050009');
      expect(landing.url.pathname).toBe('/process-login');
      expect(landing.fragment.get('error')).toBe('login_failed');
      expect(landing.token).toBeNull();
    });
  });

  describe('an unknown national id', () => {
    it('goes through onboarding: auth2 state, then the account is created', async () => {
      const landing = await new EidBrowser(api).loginWithEid(NEW_CLIENT);

      // A one-time code in the fragment, never the auth2 token itself.
      expect(`${landing.url.origin}${landing.url.pathname}`).toBe(`${clientWeb}/process-login`);
      expect([...landing.fragment.keys()]).toEqual(['code']);
      const auth2 = String(landing.auth2);
      expect(decodePayload(auth2)).toMatchObject({ aud: 'sinnro-auth2', user_type: 'client' });
      // The personal number travels sealed, not readable in the token.
      expect(Buffer.from(auth2.split('.')[1] ?? '', 'base64url').toString()).not.toContain(
        NEW_CLIENT,
      );
      // The auth2 token is not an access token.
      expect((await profile(auth2)).statusCode).toBe(401);

      const state = await auth2State(auth2);
      expect(state.statusCode).toBe(200);
      expect(state.json()).toEqual({
        auth2: { userExists: false, userType: 'client', onboardStep: 'register' },
        profile: { first_name: 'Anna', last_name: 'Andersson' },
      });

      const empty = await register(auth2, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        errors: {
          first_name: 'First name is required',
          last_name: 'Last name is required',
          email: 'Email is required',
          terms_accepted: 'You need to accept the terms',
        },
      });
      const details = {
        first_name: 'Anna',
        last_name: 'Andersson',
        email: 'Anna.Andersson@Example.com',
        terms_accepted: true,
      };
      const badEmail = await register(auth2, { ...details, email: 'anna-at-example' }, 'sv');
      expect(badEmail.json()).toMatchObject({ errors: { email: 'Ogiltig e-postadress' } });

      const takenEmail = await register(auth2, { ...details, email: 'client@example.com' });
      expect(takenEmail.statusCode).toBe(409);
      expect(takenEmail.json()).toMatchObject({
        message: 'Email already exists',
        errors: { email: 'Email already exists' },
      });

      const created = await register(auth2, details);
      expect(created.statusCode).toBe(200);
      const body = created.json<{ token: string; user: Record<string, unknown> }>();
      expect(body.user).toMatchObject({
        email: 'anna.andersson@example.com',
        national_id: NEW_CLIENT,
        role: 'client',
        default_lang: 'en',
        profile: { first_name: 'Anna', last_name: 'Andersson' },
      });
      expect(body.user.terms_accepted_at).toBeTruthy();
      expect(body.user.activated_at).toBeTruthy();
      expect((await profile(body.token)).statusCode).toBe(200);

      const again = await register(auth2, { ...details, email: 'anna2@example.com' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'User already exists' });

      // A reloaded onboarding page now gets a session.
      const done = await auth2State(auth2);
      expect(done.json()).toMatchObject({
        auth2: { userExists: true, userType: 'client', onboardStep: 'done' },
        user: { national_id: NEW_CLIENT },
      });
      expect((await profile(String(done.json<{ token: string }>().token))).statusCode).toBe(200);

      // And the next e-ID login goes straight in.
      const next = await new EidBrowser(api).loginWithEid(NEW_CLIENT);
      expect(next.token).toBeTruthy();
    });

    it('has no account to create from the therapist tab', async () => {
      const therapist = await new EidBrowser(api).loginWithEid('198001010001', 'therapist');
      expect(therapist.url.pathname).toBe('/process-login');
      expect(therapist.fragment.get('error')).toBe('no_account');
      expect(await userWith('198001010001')).toBeNull();
    });
  });

  describe('a protected identity', () => {
    it('is refused with the protected-identity error', async () => {
      const landing = await new EidBrowser(api).loginWithEid(PROTECTED);
      expect(landing.url.pathname).toBe('/process-login');
      expect(Object.fromEntries(landing.fragment)).toEqual({
        error: 'protected_identity',
        message: 'Användaren har skyddad identitet',
      });
      expect(await userWith(PROTECTED)).toBeNull();
    });

    it('is refused even when an account has that national id, in the chosen language', async () => {
      await seedUser('190002020006');
      const browser = new EidBrowser(api);
      const { pageUrl } = await browser.openIssuerPage({ kind: 'client', lang: 'en' });
      const landing = await browser.signIn('190002020006', pageUrl);
      expect(Object.fromEntries(landing.fragment)).toEqual({
        error: 'protected_identity',
        message: 'User has protected identity',
      });
    });
  });

  describe('the auth2 token', () => {
    async function freshAuth2(personalNumber: string): Promise<string> {
      const landing = await new EidBrowser(api).loginWithEid(personalNumber);
      return String(landing.auth2);
    }

    it('is refused when changed', async () => {
      const token = await freshAuth2('198503111232');
      const [header, payload, signature = ''] = token.split('.');
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await auth2State(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);

      const claims = decodePayload(token);
      const therapistPayload = Buffer.from(
        JSON.stringify({ ...claims, user_type: 'therapist' }),
      ).toString('base64url');
      expect((await auth2State(`${header}.${therapistPayload}.${signature}`)).statusCode).toBe(401);
      expect(
        (
          await register(`${header}.${payload}.${flipped}`, {
            first_name: 'A',
            last_name: 'B',
            email: 'tampered@example.com',
            terms_accepted: true,
          })
        ).statusCode,
      ).toBe(401);
    });

    it('is refused when expired', async () => {
      const claims = decodePayload(await freshAuth2('197507198765'));
      const secret = api.environment.JWT_SECRET;
      // The same token re-signed with our secret is accepted while it is valid …
      const valid = signHs256({ ...claims, exp: nowInSeconds() + 60 }, secret);
      expect((await auth2State(valid)).statusCode).toBe(200);
      // … and refused once expired.
      const expired = signHs256(
        { ...claims, iat: nowInSeconds() - 3600, exp: nowInSeconds() - 1 },
        secret,
      );
      const response = await auth2State(expired);
      expect(response.statusCode).toBe(401);
      const details = {
        first_name: 'Erik',
        last_name: 'Eriksson',
        email: 'expired-auth2@example.com',
        terms_accepted: true,
      };
      expect((await register(expired, details)).statusCode).toBe(401);
    });

    it('is refused when missing, or when it is an access token', async () => {
      const demoClient = await new EidBrowser(api).loginWithEid(KNOWN);
      expect((await auth2State(String(demoClient.token))).statusCode).toBe(401);
      const missing = await api.request({
        method: 'GET',
        url: '/client/get-new-token-for-auth2-new-user',
      });
      expect(missing.statusCode).toBe(401);
    });
  });

  describe('the hand-over to client-web: a one-time code bound to the starting browser', () => {
    const HANDED_OVER_REFUSED_SV =
      'Inloggningen kunde inte slutföras i den här webbläsaren. Logga in igen';

    /** A whole login up to client-web's address, without redeeming its code: the code. */
    async function codeOf(browser: EidBrowser, query?: Record<string, string>): Promise<string> {
      const { pageUrl } = await browser.openIssuerPage(query);
      const submitted = await browser.postForm(pageUrl, {
        personal_number: KNOWN,
        action: 'login',
      });
      const { url } = await browser.follow(submitted);
      const target = new URL(url);
      expect(target.pathname).toBe('/process-login');
      const fragment = new URLSearchParams(target.hash.slice(1));
      expect([...fragment.keys()]).toEqual(['code']);
      return String(fragment.get('code'));
    }

    const redisKey = (code: string) =>
      `${api.environment.QUEUE_PREFIX}:auth:handover:${createHash('sha256').update(code).digest('base64url')}`;

    it("refuses the attacker's link in the victim's browser (login CSRF), and uses the code up", async () => {
      const attacker = new EidBrowser(api);
      const code = await codeOf(attacker);

      // The victim opens /process-login#code=<attacker's code>: their tab holds another state.
      const victim = new EidBrowser(api);
      const refused = await victim.redeem(code);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: HANDED_OVER_REFUSED_SV,
      });
      // And the code is gone: not even its own browser redeems it now.
      expect((await attacker.redeem(code)).statusCode).toBe(401);
    });

    it('is redeemed once, by the browser that started the login', async () => {
      const browser = new EidBrowser(api);
      const code = await codeOf(browser);
      const first = await browser.redeem(code);
      expect(first.statusCode).toBe(200);
      const { kind, token } = first.json<{ kind: string; token: string }>();
      expect(kind).toBe('session');
      expect((await profile(token)).statusCode).toBe(200);
      expect((await browser.redeem(code)).statusCode).toBe(401);
    });

    it('expires after 2 minutes, and Redis holds no readable token', async () => {
      const redis = api.app.get(RedisClient);
      const browser = new EidBrowser(api);
      const code = await codeOf(browser);
      const ttl = await redis.ttl(redisKey(code));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(120);
      const stored = String(await redis.get(redisKey(code)));
      expect(stored).not.toContain('eyJ'); // no JWT in the clear
      expect(stored).not.toContain(handoverBinding(browser.handoverState));

      await redis.pexpire(redisKey(code), 1); // as if two minutes had passed
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await browser.redeem(code)).statusCode).toBe(401);
    });

    it('ends in login_failed for a login started without a binding (no code made)', async () => {
      const browser = new EidBrowser(api);
      const { pageUrl } = await browser.openIssuerPage({ kind: 'client', binding: '' });
      const landing = await browser.signIn(KNOWN, pageUrl);
      expect(Object.fromEntries(landing.fragment)).toMatchObject({ error: 'login_failed' });
      expect(landing.token).toBeNull();
    });

    it('refuses a malformed binding, code or state with 400', async () => {
      expect(
        (await api.request({ method: 'GET', url: '/session/login?kind=client&binding=short' }))
          .statusCode,
      ).toBe(400);
      const bad = await api.request({
        method: 'POST',
        url: '/api/v1/account/handover/redeem',
        payload: { code: 'x', state: null },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("hands a signed-in token over (the console's impersonation) the same way", async () => {
      const token = await loginAs(api, 'client@example.com');
      const receiver = new EidBrowser(api);
      const binding = handoverBinding(receiver.handoverState);
      const anonymous = await api.request({
        method: 'POST',
        url: '/api/v1/account/handover',
        payload: { binding },
      });
      expect(anonymous.statusCode).toBe(401);

      const issued = await api.request({
        method: 'POST',
        url: '/api/v1/account/handover',
        headers: { authorization: `Bearer ${token}` },
        payload: { binding },
      });
      expect(issued.statusCode).toBe(200);
      const { code } = issued.json<{ code: string }>();
      expect((await new EidBrowser(api).redeem(code)).statusCode).toBe(401);

      const again = await api.request({
        method: 'POST',
        url: '/api/v1/account/handover',
        headers: { authorization: `Bearer ${token}` },
        payload: { binding },
      });
      const redeemed = await receiver.redeem(again.json<{ code: string }>().code);
      expect(redeemed.json()).toEqual({ kind: 'session', token });
    });
  });

  describe('the callback', () => {
    /** Runs a login up to the issuer's redirect back, without following it. */
    async function untilCallback(browser: EidBrowser, personalNumber: string): Promise<URL> {
      const { pageUrl } = await browser.openIssuerPage();
      const submitted = await browser.postForm(pageUrl, {
        personal_number: personalNumber,
        action: 'login',
      });
      const { url } = await browser.follow(
        submitted,
        (target) => target.pathname === EID_CALLBACK_PATH,
      );
      const callback = new URL(url);
      expect(callback.pathname).toBe(EID_CALLBACK_PATH);
      expect(callback.searchParams.get('code')).toBeTruthy();
      return callback;
    }

    const landingOf = async (browser: EidBrowser, url: URL) =>
      browser.landing(await browser.get(`${url.pathname}${url.search}`));

    it('refuses a state that does not match the login cookie', async () => {
      const browser = new EidBrowser(api);
      const callback = await untilCallback(browser, KNOWN);
      callback.searchParams.set('state', 'forged-state');

      const landing = await landingOf(browser, callback);
      expect(landing.fragment.get('error')).toBe('login_failed');
      expect(landing.token).toBeNull();
    });

    it("refuses another browser's login cookie, and no cookie at all", async () => {
      const victim = new EidBrowser(api);
      const callback = await untilCallback(victim, KNOWN);

      const attacker = new EidBrowser(api);
      await attacker.get('/session/login?kind=client');
      expect(attacker.cookie('sinnro_eid_login')).toBeTruthy();
      expect((await landingOf(attacker, callback)).fragment.get('error')).toBe('login_failed');

      const noCookie = new EidBrowser(api);
      expect((await landingOf(noCookie, callback)).fragment.get('error')).toBe('login_failed');

      // The victim's own browser still completes the login.
      expect((await landingOf(victim, callback)).token).toBeTruthy();
    });

    it('refuses a replayed code and clears the login cookie', async () => {
      const browser = new EidBrowser(api);
      const callback = await untilCallback(browser, KNOWN);
      const loginCookie = String(browser.cookie('sinnro_eid_login'));

      expect((await landingOf(browser, callback)).token).toBeTruthy();
      expect(browser.cookie('sinnro_eid_login')).toBeUndefined();

      browser.setCookie('sinnro_eid_login', loginCookie, EID_CALLBACK_PATH);
      expect((await landingOf(browser, callback)).fragment.get('error')).toBe('login_failed');
    });

    it('reports a cancelled login', async () => {
      const browser = new EidBrowser(api);
      const { pageUrl } = await browser.openIssuerPage();
      const cancelled = await browser.postForm(pageUrl, { action: 'cancel' });
      const landing = await browser.landing(cancelled);
      expect(landing.url.pathname).toBe('/process-login');
      expect(landing.fragment.get('error')).toBe('cancelled');
    });
  });
});

describe('e-ID login with an outside issuer', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ EID_ISSUER_URL: 'https://eid.invalid' });
  });
  afterAll(() => api.close());

  it('does not mount the embedded issuer', async () => {
    const response = await api.request({
      method: 'GET',
      url: '/dev-eid/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(404);
  });

  it('sends the browser back to client-web when the issuer cannot be reached', async () => {
    const response = await api.request({ method: 'GET', url: '/session/login' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/process-login');
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('login_failed');
  });
});
