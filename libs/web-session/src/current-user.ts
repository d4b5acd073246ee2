/**
 * GET /api/users/get-current-user-profile, and the user in the login answer (the backend's
 * CurrentUserProfile in users/user-profile-view.ts, with dates as the JSON strings they arrive as).
 */
export interface CurrentUser {
  id: number;
  uuid: string;
  external_id: string | null;
  email: string;
  phone: string | null;
  national_id: string | null;
  birth_year: number | null;
  gender: string | null;
  position: string | null;
  specialty: string | null;
  role: string;
  role_name: string;
  roles: string[];
  /** Every grant the user holds (`resource.action.[scope]`), from all their memberships. */
  permissions: string[];
  default_lang: string;
  white_label: string | null;
  profile: { id: number; first_name: string; last_name: string };
  companies: CurrentUserCompany[];
  company_units: { uuid: string; company_uuid: string; type: string | null }[];
  health_coach: { uuid: string; first_name: string; last_name: string } | null;
  platform_start_date: string | null;
  platform_end_date: string | null;
  free_card: {
    free_card_number: string;
    valid_from: string;
    valid_to: string;
    region: string;
  } | null;
  terms_accepted_at: string | null;
  activated_at: string | null;
  displayed_finding_therapist_dialog_at: string | null;
  promotion_code: string | null;
  consent_documents: {
    consent_document_uuid: string;
    company_uuid: string;
    version: number;
    current: boolean;
    accepted_at: string;
  }[];
  /** Present while an administrator acts as this user. */
  impersonation?: { original_user_id: string; impersonating_as_id: string } | null;
}

export interface CurrentUserCompany {
  uuid: string;
  name: string;
  company_role: string;
  company_email: string | null;
  default_company_unit_uuid: string | null;
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
