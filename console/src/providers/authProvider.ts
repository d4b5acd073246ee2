import { homePathForRole } from '@sinnro/access';
import { HttpError, type AuthProvider, type I18nProvider, type UserIdentity } from 'react-admin';
import { includesConsoleRole, usesConsole, type ConsolePermissions } from './access';
import { fullName, parseCurrentUser, parseLoginResponse, type CurrentUser } from './current-user';
import { createHttpClient } from './http-client';
import { clearToken, isExpired, readToken, readTokenClaims, storeToken } from './session-token';

export interface LoginParams {
  email: string;
  password: string;
}

export interface ConsoleIdentity extends UserIdentity {
  fullName: string;
  firstName: string;
  role: string;
}

interface AuthProviderOptions {
  apiUrl: string;
  /** Gives the Accept-Language header and the language of the messages the provider rejects with. */
  i18nProvider: I18nProvider;
}

/** react-admin shows no "please log in" notification when a checkAuth rejection's message is false. */
function noSessionError(): Error {
  const error = new Error();
  Object.defineProperty(error, 'message', { value: false });
  return error;
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

export function createAuthProvider({ apiUrl, i18nProvider }: AuthProviderOptions): AuthProvider {
  const httpClient = createHttpClient(() => i18nProvider.getLocale());
  const translate = (key: string): string => i18nProvider.translate(key);
  const unexpectedResponse = () => new Error(translate('app.auth.unexpected_response'));

  // getIdentity and getPermissions both need the profile: ask the server once per token.
  let cached: { token: string; user: Promise<CurrentUser> } | null = null;

  async function postLogin(params: LoginParams): Promise<unknown> {
    try {
      const response = await httpClient(`${apiUrl}/client/login`, {
        method: 'POST',
        body: JSON.stringify(params),
      });
      return response.json;
    } catch (error) {
      // An HttpError carries the server's message; a network failure only the browser's.
      throw error instanceof HttpError ? error : new Error(translate('ra.notification.http_error'));
    }
  }

  async function fetchCurrentUser(): Promise<CurrentUser> {
    const response = await httpClient(`${apiUrl}/api/users/get-current-user-profile`);
    const user = parseCurrentUser(response.json);
    if (user === null) throw unexpectedResponse();
    return user;
  }

  function currentUser(): Promise<CurrentUser> {
    const token = readToken();
    if (token === null) {
      return Promise.reject(new HttpError(translate('ra.auth.auth_check_error'), 401));
    }
    if (cached === null || cached.token !== token) {
      const entry = { token, user: fetchCurrentUser() };
      // A failed request is not remembered, so the next call asks again.
      void entry.user.catch(() => {
        if (cached === entry) cached = null;
      });
      cached = entry;
    }
    return cached.user;
  }

  return {
    login: async (params: LoginParams) => {
      const response = parseLoginResponse(await postLogin(params));
      if (response === null) throw unexpectedResponse();
      const { token, user } = response;
      if (!usesConsole(user)) throw new Error(translate('app.auth.client_app_account'));
      const claims = readTokenClaims(token);
      if (claims === null) throw unexpectedResponse();
      storeToken(token, claims);
      cached = { token, user: Promise.resolve(user) };
      return { redirectTo: homePathForRole(user) };
    },

    logout: () => {
      clearToken();
      cached = null;
      return Promise.resolve();
    },

    checkAuth: () => {
      const token = readToken();
      if (token === null) return Promise.reject(noSessionError());
      const claims = readTokenClaims(token);
      if (claims === null || isExpired(claims)) {
        return Promise.reject(new Error(translate('ra.notification.logged_out')));
      }
      // A token of a role that does not use the console (set by hand, say) is refused.
      if (!includesConsoleRole(claims.roles)) {
        return Promise.reject(new Error(translate('app.auth.client_app_account')));
      }
      return Promise.resolve();
    },

    checkError: (error: unknown) =>
      isUnauthorized(error)
        ? Promise.reject(new Error(translate('ra.notification.logged_out')))
        : Promise.resolve(),

    getIdentity: async (): Promise<ConsoleIdentity> => {
      const user = await currentUser();
      return {
        id: user.id,
        fullName: fullName(user),
        firstName: user.profile.first_name,
        role: user.role,
      };
    },

    getPermissions: async (): Promise<ConsolePermissions> => {
      const { role, permissions } = await currentUser();
      return { role, permissions };
    },
  };
}
