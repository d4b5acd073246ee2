import { beforeEach, describe, expect, it } from 'vitest';
import { type AuthProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeApi, jsonResponse, WRONG_CREDENTIALS } from '../test/fake-api';
import { fakeToken } from '../test/tokens';
import { createAuthProvider } from './authProvider';

const API_URL = 'http://api.test';

let authProvider: AuthProvider;

beforeEach(async () => {
  authProvider = createAuthProvider({
    apiUrl: API_URL,
    i18nProvider: await createI18nProvider('sv'),
  });
});

describe('authProvider', () => {
  it('logs an admin in, keeps the token in the token cookie and sends them to their home', async () => {
    const { token } = fakeApi({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    await expect(
      authProvider.login({ email: 'anna@example.com', password: 'secret' }),
    ).resolves.toEqual({ redirectTo: '/admin/users/list' });
    expect(document.cookie).toContain(`console_token=${token}`);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends the language and, once logged in, the bearer token', async () => {
    const { fetchMock, token } = fakeApi({ role: 'hc', firstName: 'Hanna', lastName: 'Ek' });
    await authProvider.login({ email: 'hanna@example.com', password: 'secret' });
    const loginHeaders = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(loginHeaders.get('Accept-Language')).toBe('sv');
    expect(loginHeaders.has('Authorization')).toBe(false);

    // A later visit in English, with the token cookie from the login.
    const afterReload = createAuthProvider({
      apiUrl: API_URL,
      i18nProvider: await createI18nProvider('en'),
    });
    await expect(afterReload.getIdentity?.()).resolves.toMatchObject({ fullName: 'Hanna Ek' });
    const profileHeaders = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(profileHeaders.get('Authorization')).toBe(`Bearer ${token}`);
    expect(profileHeaders.get('Accept-Language')).toBe('en');
  });

  it('gives the role and permissions for the UI checks', async () => {
    fakeApi({
      role: 'cc',
      firstName: 'Cecilia',
      lastName: 'Holm',
      permissions: ['module.read.[*]'],
    });
    await authProvider.login({ email: 'cecilia@example.com', password: 'secret' });
    await expect(authProvider.getPermissions?.({})).resolves.toMatchObject({
      role: 'cc',
      permissions: ['module.read.[*]'],
    });
  });

  it('answers canAccess from the resource map over the user’s ability', async () => {
    fakeApi({
      role: 'cc',
      firstName: 'Cecilia',
      lastName: 'Holm',
      permissions: ['program.read.[*]', 'program.create.[*]'],
    });
    await authProvider.login({ email: 'cecilia@example.com', password: 'secret' });
    const canAccess = (resource: string, action: string) =>
      authProvider.canAccess?.({ resource, action });
    await expect(canAccess('programs', 'list')).resolves.toBe(true);
    await expect(canAccess('programs', 'create')).resolves.toBe(true);
    await expect(canAccess('programs', 'edit')).resolves.toBe(false);
    await expect(canAccess('companies', 'list')).resolves.toBe(false);
    await expect(canAccess('programs', 'toString')).resolves.toBe(false);
    await expect(canAccess('unknown', 'list')).resolves.toBe(false);
  });

  it('rejects wrong credentials with the server message', async () => {
    fakeApi({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    await expect(
      authProvider.login({ email: 'anna@example.com', password: 'wrong' }),
    ).rejects.toThrow(WRONG_CREDENTIALS.sv);
    expect(document.cookie).not.toContain('console_token=');
  });

  it('turns a client away and does not keep their token', async () => {
    fakeApi({ role: 'client', firstName: 'Klas', lastName: 'Lind' });
    await expect(
      authProvider.login({ email: 'klas@example.com', password: 'secret' }),
    ).rejects.toThrow('Det här kontot använder klientappen');
    expect(document.cookie).not.toContain('console_token=');
  });

  it('turns a client away in English when the UI is English', async () => {
    fakeApi({ role: 'client', firstName: 'Klas', lastName: 'Lind' });
    const english = createAuthProvider({
      apiUrl: API_URL,
      i18nProvider: await createI18nProvider('en'),
    });
    await expect(english.login({ email: 'klas@example.com', password: 'secret' })).rejects.toThrow(
      'This account uses the client app',
    );
  });

  it('revokes the token on the server and clears the token cookie on logout', async () => {
    const { fetchMock, token } = fakeApi({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    await authProvider.login({ email: 'anna@example.com', password: 'secret' });
    await authProvider.logout({});
    const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(input instanceof Request ? input.url : input?.toString()).toMatch(
      /\/api\/v1\/account\/logout$/,
    );
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(document.cookie).not.toContain('console_token=');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('rejects checkAuth without a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('rejects checkAuth when the token has expired', async () => {
    document.cookie = `console_token=${fakeToken({ roles: ['admin'], expiresInSeconds: -60 })}; path=/`;
    await expect(authProvider.checkAuth({})).rejects.toThrow(
      'Din session har upphört. Logga in igen.',
    );
  });

  it('refreshes a token that expired less than 50 s ago instead of logging out', async () => {
    const fresh = fakeToken({ roles: ['admin'], expiresInSeconds: 3600 });
    fakeApi(
      { role: 'admin', firstName: 'Anna', lastName: 'Berg' },
      { '/api/v1/account/refresh': () => jsonResponse(200, { token: fresh }) },
    );
    document.cookie = `console_token=${fakeToken({ roles: ['admin'], expiresInSeconds: -10 })}; path=/`;
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(document.cookie).toContain(`console_token=${fresh}`);
  });

  it('rejects checkAuth for a token of a client-app role', async () => {
    document.cookie = `console_token=${fakeToken({ roles: ['client'], expiresInSeconds: 3600 })}; path=/`;
    await expect(authProvider.checkAuth({})).rejects.toThrow('Det här kontot använder klientappen');
  });

  it('logs out on 401 and keeps the session on other errors', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});
