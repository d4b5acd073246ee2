import { homePathForRole, type AppAbility } from '@sinnro/access';
import {
  abilityFor,
  fullName,
  parseCurrentUser,
  parseLoginResponse,
  readTokenClaims,
  type CurrentUser,
} from '@sinnro/web-session';
import { HttpError, type AuthProvider, type I18nProvider, type UserIdentity } from 'react-admin';
import { includesConsoleRole, permissionsOf, usesConsole, type ConsolePermissions } from './access';
import { createHttpClient } from './http-client';
import { canAccessResource } from './resource-access';
import { consoleSession } from './session';

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

interface KnownUser {
  token: string;
  user: Promise<CurrentUser>;
  ability: Promise<AppAbility>;
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

function known(token: string, user: Promise<CurrentUser>): KnownUser {
  return { token, user, ability: user.then((loaded) => abilityFor(permissionsOf(loaded))) };
}

export function createAuthProvider({ apiUrl, i18nProvider }: AuthProviderOptions): AuthProvider {
  const httpClient = createHttpClient(() => i18nProvider.getLocale());
  const translate = (key: string): string => i18nProvider.translate(key);
  const unexpectedResponse = () => new Error(translate('app.auth.unexpected_response'));

  // getIdentity, getPermissions and canAccess all need the profile: ask the server once per token.
  let cached: KnownUser | null = null;

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

  async function currentUser(): Promise<KnownUser> {
    const token = await consoleSession.freshToken();
    if (token === null) throw new HttpError(translate('ra.auth.auth_check_error'), 401);
    if (cached === null || cached.token !== token) {
      const entry = known(token, fetchCurrentUser());
      // A failed request is not remembered, so the next call asks again.
      void entry.ability.catch(() => {
        if (cached === entry) cached = null;
      });
      cached = entry;
    }
    return cached;
  }

  async function checkAuth(): Promise<void> {
    if (!consoleSession.hasCookie()) throw noSessionError();
    const token = await consoleSession.freshToken();
    const claims = token === null ? null : readTokenClaims(token);
    if (claims === null) throw new Error(translate('ra.notification.logged_out'));
    // A token of a role that does not use the console (set by hand, say) is refused.
    if (!includesConsoleRole(claims.roles))
      throw new Error(translate('app.auth.client_app_account'));
  }

  return {
    login: async (params: LoginParams) => {
      const response = parseLoginResponse(await postLogin(params));
      if (response === null) throw unexpectedResponse();
      const { token, user } = response;
      if (!usesConsole(user)) throw new Error(translate('app.auth.client_app_account'));
      if (!consoleSession.store(token)) throw unexpectedResponse();
      cached = known(token, Promise.resolve(user));
      return { redirectTo: homePathForRole(user) };
    },

    logout: async () => {
      cached = null;
      await consoleSession.logout();
    },

    checkAuth,

    checkError: (error: unknown) =>
      isUnauthorized(error)
        ? Promise.reject(new Error(translate('ra.notification.logged_out')))
        : Promise.resolve(),

    getIdentity: async (): Promise<ConsoleIdentity> => {
      const user = await (await currentUser()).user;
      return {
        id: user.id,
        fullName: fullName(user),
        firstName: user.profile.first_name,
        role: user.role,
      };
    },

    getPermissions: async (): Promise<ConsolePermissions> =>
      permissionsOf(await (await currentUser()).user),

    canAccess: async ({ resource, action }: { resource: string; action: string }) =>
      canAccessResource(await (await currentUser()).ability, resource, action),
  };
}
