import { type LightMyRequestResponse } from 'fastify';
import { EidBrowser } from '../support/eid-browser';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

const JSON_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** A production-like configuration: what production must set, on the run's database and Redis. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  CONSOLE_URL: 'https://console.example.com',
  CLIENT_WEB_URL: 'https://app.example.com',
  JITSI_JWT_SECRET: 'production-jitsi-secret-for-tests',
};

const PROXY = '203.0.113.7';

/** The policy as a map from directive to its sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(directives(response).get('frame-ancestors')).toEqual(["'none'"]);
}

/** Addresses of the scripts and style sheets a page loads, as written in it. */
function assetsOf(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith('<script') || /rel="stylesheet"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter((url): url is string => url !== undefined);
}

describe('security headers', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
  });
  afterAll(() => api.close());

  it('are on JSON answers, with a policy that allows nothing', async () => {
    const token = await loginAs(api, 'admin@example.com');
    const answers = [
      await api.request({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${token}` },
      }),
      await api.request({ method: 'GET', url: '/api/admin/users' }),
      await api.request({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      expect(Object.fromEntries(directives(answer))).toEqual(JSON_POLICY);
    }
  });

  it('keep every API answer out of caches: authenticated, login, refused, errors, e-ID', async () => {
    const token = await loginAs(api, 'client@example.com');
    const bearer = { authorization: `Bearer ${token}` };
    const answers = [
      await api.request({
        method: 'GET',
        url: '/api/users/get-current-user-profile',
        headers: bearer,
      }),
      await api.request({
        method: 'POST',
        url: '/client/login',
        payload: { email: 'client@example.com', password: 'Sinnro-demo-2026' },
      }),
      await api.request({ method: 'GET', url: '/api/admin/users', headers: bearer }),
      // Single-use: the bearer is spent after this one.
      await api.request({ method: 'GET', url: '/api/v1/account/refresh', headers: bearer }),
      await api.request({ method: 'GET', url: '/api/admin/users' }),
      await api.request({ method: 'GET', url: '/api/no-such-route' }),
      await api.request({ method: 'GET', url: '/api/health' }),
      await new EidBrowser(api).get('/session/login?kind=client'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 403, 200, 401, 404, 200, 302,
    ]);
    for (const answer of answers) {
      // no-store, or a route's own stricter value that includes it (the health check's).
      expect(String(answer.headers['cache-control']).split(/,\s*/)).toContain('no-store');
      expect(answer.headers.pragma).toBe('no-cache');
    }
  });

  it('let the public API documentation be cached as usual', async () => {
    const page = await api.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).not.toBe('no-store');
    expect(page.headers.pragma).toBeUndefined();
  });

  it('let the OpenAPI page load its own scripts and styles, and nothing inline or foreign', async () => {
    const page = await api.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page);
    const policy = directives(page);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toContain("'self'");
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // script-src 'self' refuses inline scripts: every script must come from a file.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const assets = assetsOf(page.body);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = new URL(asset, 'http://localhost/api/docs/');
      expect(url.origin).toBe('http://localhost');
      const answer = await api.request({ method: 'GET', url: url.pathname });
      expect({ asset, status: answer.statusCode }).toEqual({ asset, status: 200 });
    }
  });

  it("give the development e-ID issuer's page its inline style and its form's way back", async () => {
    const { page } = await new EidBrowser(api).openIssuerPage();
    expect(page.headers['content-type']).toContain('text/html');
    expectCommonHeaders(page);
    const policy = directives(page);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toBeUndefined();
    expect(policy.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('form-action')).toEqual(
      expect.arrayContaining([
        "'self'",
        new URL(api.environment.CLIENT_WEB_URL).origin,
        // The console's e-ID login ends in the console (test/browser/console-eid.browser.ts).
        new URL(api.environment.CONSOLE_URL).origin,
      ]),
    );
    expect(page.body).toContain('<form method="post"');
  });

  it('leave HSTS out over plain HTTP in development, even when X-Forwarded-Proto claims https', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const answer = await api.request({ method: 'GET', url: '/api/health', headers });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over https', async () => {
    const api = await startTestApp({ TRUSTED_PROXIES: PROXY });
    try {
      const request = (remoteAddress: string, proto: string) =>
        api.request({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: { 'x-forwarded-proto': proto },
        });
      const overHttps = await request(PROXY, 'https');
      expect(overHttps.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await request(PROXY, 'http')).headers['strict-transport-security']).toBeUndefined();
      // The header from anyone else is not believed.
      const untrusted = await request('198.51.100.9', 'https');
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('is always sent in production', async () => {
    const api = await startTestApp(PRODUCTION);
    try {
      const answer = await api.request({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expectCommonHeaders(answer);
      expect(Object.fromEntries(directives(answer))).toEqual(JSON_POLICY);
    } finally {
      await api.close();
    }
  });
});
