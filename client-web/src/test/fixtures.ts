import { type CurrentUser } from '../api/types';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT whose payload carries exp (seconds) and user.roles, as the API's does. */
export function fakeToken(roles: string[], expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url({ exp, user: { roles } }), 'sig'].join(
    '.',
  );
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    uuid: '0b7c2f0e-6d1a-4c55-9a0e-3c1f1f6b9a10',
    external_id: null,
    email: 'klara@example.se',
    phone: null,
    national_id: null,
    protected_identity: false,
    birth_year: null,
    gender: null,
    position: null,
    specialty: null,
    role: 'client',
    role_name: 'Client',
    roles: ['client'],
    permissions: ['module.read', 'program.read.[*]'],
    default_lang: 'sv',
    white_label: null,
    profile: { id: 11, first_name: 'Klara', last_name: 'Lind' },
    companies: [],
    company_units: [],
    health_coach: null,
    therapist: null,
    platform_start_date: null,
    platform_end_date: null,
    free_card: null,
    terms_accepted_at: null,
    activated_at: null,
    displayed_finding_therapist_dialog_at: null,
    promotion_code: null,
    consent_documents: [],
    impersonation: null,
    latest_unread_message: null,
    ...overrides,
  };
}

export const klara = makeUser();

export const tove = makeUser({
  id: 8,
  uuid: 'a5e0c1d2-7f3b-4e8a-9c6d-2b1a0f9e8d7c',
  email: 'tove@example.se',
  role: 'therapist-premium',
  role_name: 'Therapist premium',
  roles: ['therapist-premium'],
  permissions: ['user.read.[company]', 'chat.read.[company]'],
  profile: { id: 12, first_name: 'Tove', last_name: 'Berg' },
});
