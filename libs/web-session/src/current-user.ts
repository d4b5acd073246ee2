import { type ApiAnswer, type ApiSchemas } from './api-types';

/**
 * GET /api/users/get-current-user-profile, and the user in every session answer (login, e-ID,
 * invitation password, impersonation): the backend's CurrentUserProfileAnswer, whose
 * `impersonation` names the administrator acting as this user, or is null.
 */
export type CurrentUser = ApiSchemas['CurrentUserProfileAnswer'];

export type CurrentUserCompany = CurrentUser['companies'][number];

/** POST /client/login. */
export type LoginResponse = ApiAnswer<'AuthController_login'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function hasUuids(value: unknown): boolean {
  return (
    Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.uuid === 'string')
  );
}

/**
 * Whether the answer is a current user: checks the fields the apps rely on (the rest is the
 * server's contract).
 */
function isCurrentUser(value: unknown): value is CurrentUser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.uuid === 'string' &&
    typeof value.role === 'string' &&
    isStringArray(value.permissions) &&
    hasUuids(value.companies) &&
    hasUuids(value.company_units) &&
    isRecord(value.profile) &&
    typeof value.profile.first_name === 'string' &&
    typeof value.profile.last_name === 'string'
  );
}

/** The current user; null when the server answered something else. */
export function parseCurrentUser(value: unknown): CurrentUser | null {
  return isCurrentUser(value) ? value : null;
}

export function parseLoginResponse(value: unknown): LoginResponse | null {
  if (!isRecord(value) || typeof value.token !== 'string') return null;
  const user = parseCurrentUser(value.user);
  return user === null ? null : { token: value.token, user };
}

export function fullName(user: Pick<CurrentUser, 'profile'>): string {
  return [user.profile.first_name, user.profile.last_name].filter(Boolean).join(' ');
}
