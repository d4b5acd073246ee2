import { startTestApp, type TestApp } from '../support/test-app';

describe('the one error body', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('answers an unknown route with 404 in the same body, in Swedish by default', async () => {
    const response = await api.request({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Det finns ingen sådan adress: GET /api/no-such-thing',
    });
  });

  it('answers in English when the caller asks for it', async () => {
    const response = await api.request({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.json()).toMatchObject({
      message: 'There is no such address: GET /api/no-such-thing',
    });
  });

  it('reads the language from the selectedLocale cookie too', async () => {
    const response = await api.request({
      method: 'GET',
      url: '/nowhere',
      headers: { cookie: 'selectedLocale=en' },
    });
    expect(response.json()).toMatchObject({ message: 'There is no such address: GET /nowhere' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/client/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Begärans innehåll är inte giltig JSON',
    });
  });

  it('names an unknown field', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/client/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'a@example.com', password: 'secret-words', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The given data was invalid',
      errors: { isAdmin: 'The field isAdmin is unknown and must not be sent' },
    });
  });

  it('keys every missing field with "required" alone', async () => {
    const response = await api.request({ method: 'POST', url: '/client/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'De angivna uppgifterna är ogiltiga',
      errors: { email: 'Fältet är obligatoriskt', password: 'Fältet är obligatoriskt' },
    });
  });

  it('answers a list where a field breaks several rules', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/client/login',
      headers: { 'accept-language': 'en' },
      payload: { email: `${'a'.repeat(260)}`, password: 42 },
    });
    const body = response.json<{ errors: Record<string, string | string[]> }>();
    expect(body.errors.email).toEqual(['Must be at most 254 characters', 'Invalid e-mail']);
    expect(body.errors.password).toEqual(expect.arrayContaining(['Must be a text']));
  });

  it('answers a body over the limit with 413 in the same shape', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/client/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('echoes a request id, keeping a well-formed incoming one', async () => {
    const kept = await api.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-0123456789' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-0123456789');
    const replaced = await api.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document', async () => {
    const response = await api.request({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/client/login',
        '/api/health/ready',
        '/api/users/get-current-user-profile',
      ]),
    );
  });
});
