import { beforeEach, describe, expect, it } from 'vitest';
import { type AuthProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeApi, WRONG_CREDENTIALS } from '../test/fake-api';
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
    await expect(authProvider.getPermissions?.({})).resolves.toEqual({
      role: 'cc',
      permissions: ['module.read.[*]'],
    });
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

  it('clears the token cookie on logout', async () => {
    fakeApi({ role: 'admin', firstName: 'Anna', lastName: 'Berg' });
    await authProvider.login({ email: 'anna@example.com', password: 'secret' });
    await authProvider.logout({});
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

  it('rejects checkAuth for a token of a client-app role', async () => {
    document.cookie = `console_token=${fakeToken({ roles: ['client'], expiresInSeconds: 3600 })}; path=/`;
    await expect(authProvider.checkAuth({})).rejects.toThrow('Det här kontot använder klientappen');
  });

  it('logs out on 401 and keeps the session on other errors', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});
