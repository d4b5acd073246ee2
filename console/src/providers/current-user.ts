/** GET /api/users/get-current-user-profile, and the user in the login response. */
export interface CurrentUser {
  id: number;
  uuid: string;
  email: string;
  role: string;
  role_name: string;
  roles: string[];
  permissions: string[];
  default_lang: 'sv' | 'en';
  white_label: string | null;
  profile: { id: number; first_name: string; last_name: string };
  companies: { uuid: string; name: string }[];
  company_units: { uuid: string; company_uuid: string; type: string }[];
}

export interface LoginResponse {
  token: string;
  user: CurrentUser;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Checks the fields the console reads; null when the server answered something else. */
export function parseCurrentUser(value: unknown): CurrentUser | null {
  if (
    !isRecord(value) ||
    typeof value.id !== 'number' ||
    typeof value.role !== 'string' ||
    !isStringArray(value.permissions) ||
    !isRecord(value.profile) ||
    typeof value.profile.first_name !== 'string' ||
    typeof value.profile.last_name !== 'string'
  ) {
    return null;
  }
  return value as unknown as CurrentUser;
}

export function parseLoginResponse(value: unknown): LoginResponse | null {
  if (!isRecord(value) || typeof value.token !== 'string') return null;
  const user = parseCurrentUser(value.user);
  return user === null ? null : { token: value.token, user };
}

export function fullName(user: CurrentUser): string {
  return [user.profile.first_name, user.profile.last_name].filter(Boolean).join(' ');
}
