import { startTestApp, type TestApp } from '../support/test-app';

/** A production-like configuration: what production must set, on the run's database and Redis. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  CONSOLE_URL: 'https://console.example.com',
  CLIENT_WEB_URL: 'https://app.example.com',
  JITSI_JWT_SECRET: 'production-jitsi-secret-for-tests',
};

const DOCS = ['/api/docs', '/api/docs-json'];

describe('the OpenAPI page', () => {
  it('is not served in production by default', async () => {
    const api = await startTestApp(PRODUCTION);
    try {
      for (const url of DOCS) {
        const response = await api.request({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    } finally {
      await api.close();
    }
  });

  it('is served in production with API_DOCS=true', async () => {
    const api = await startTestApp({ ...PRODUCTION, API_DOCS: 'true' });
    try {
      const page = await api.request({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const document = await api.request({ method: 'GET', url: '/api/docs-json' });
      expect(document.statusCode).toBe(200);
      expect(document.json<{ openapi: string }>().openapi).toMatch(/^3\./);
    } finally {
      await api.close();
    }
  });
});

describe('CORS preflight', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(PRODUCTION);
  });
  afterAll(() => api.close());

  const preflight = (origin: string, method: string) =>
    api.request({
      method: 'OPTIONS',
      url: '/api/users/some-user',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it.each(['PUT', 'PATCH', 'DELETE'])("allows %s from the console's origin", async (method) => {
    const response = await preflight('https://console.example.com', method);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://console.example.com');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(response.headers['access-control-allow-methods']).split(/\s*,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    );
  });

  it('allows no other origin', async () => {
    const response = await preflight('https://evil.example.com', 'DELETE');
    // Without an allow-origin the browser refuses the request, whatever else is answered.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
