import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { fakeToken } from '../test/fixtures';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';

describe('apiRequest', () => {
  it('sends the current language, and the bearer token when logged in', async () => {
    const token = fakeToken(['client']);
    document.cookie = `token=${token}; path=/`;
    await i18n.changeLanguage('en');
    const requests = mockFetch(() => jsonResponse(200, { ok: true }));

    await expect(apiRequest('/api/ping')).resolves.toEqual({ ok: true });

    expect(requests[0]?.url).toBe('http://localhost:3000/api/ping');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization header when logged out', async () => {
    const requests = mockFetch(() => jsonResponse(200, {}));
    await apiRequest('/api/ping');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('sv');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('rejects with the server message and field errors', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'The given data was invalid',
        errors: { email: 'Invalid e-mail', phone: ['Phone number required', 'Too long'] },
      }),
    );

    const error: unknown = await apiRequest('/api/users', { method: 'POST', body: {} }).catch(
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid' });
    expect((error as ApiError).userMessages).toEqual([
      'Invalid e-mail',
      'Phone number required',
      'Too long',
    ]);
  });
});
