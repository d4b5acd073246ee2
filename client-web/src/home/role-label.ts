import { isRole, type Role } from '@sinnro/access';
import { type TFunction } from 'i18next';

const ROLE_LABEL_KEYS = {
  client: 'roles.client',
  admin: 'roles.admin',
  cc: 'roles.cc',
  hc: 'roles.hc',
  'clinic-admin': 'roles.clinicAdmin',
  'clinic-therapist': 'roles.clinicTherapist',
  'therapist-premium': 'roles.therapistPremium',
} as const satisfies Record<Role, string>;

/** The role's name in the current language; a role we have no text for keeps the server's name. */
export function roleLabel(t: TFunction, user: { role: string; role_name: string }): string {
  return isRole(user.role) ? t(ROLE_LABEL_KEYS[user.role]) : user.role_name;
}
