import {
  COMPANY_ROLE_PERMISSIONS,
  COMPANY_ROLES,
  type CompanyRole,
  ROLE_PERMISSIONS,
  ROLES,
  type Role,
} from '@sinnro/access';
import { type Language } from 'src/common/i18n/language';

/** What each platform and company role is called in the forms. */
const ROLE_NAMES: Record<Role | CompanyRole, Record<Language, string>> = {
  client: { sv: 'Klient', en: 'Client' },
  admin: { sv: 'Administratör', en: 'Administrator' },
  hc: { sv: 'Hälsocoach', en: 'Health coach' },
  cc: { sv: 'Innehållsskapare', en: 'Content creator' },
  'clinic-admin': { sv: 'Klinikadministratör', en: 'Clinic administrator' },
  'clinic-therapist': { sv: 'Klinikterapeut', en: 'Clinic therapist' },
  'therapist-premium': { sv: 'Premiumterapeut', en: 'Therapist premium' },
  'standard-user': { sv: 'Standardanvändare', en: 'Standard user' },
  'company-admin': { sv: 'Företagsadministratör', en: 'Company administrator' },
};

/** What a role is called, in words (the access log names a reader's role so). */
export function roleName(role: Role | CompanyRole, language: Language): string {
  return ROLE_NAMES[role][language];
}

export interface RoleOption {
  value: Role | CompanyRole;
  name: string;
}

export interface RoleGrants {
  value: Role | CompanyRole;
  permissions: string[];
}

/** GET /api/roles/list/{lang}[/company]: the role choices of the user forms. */
export function roleOptions(language: Language, withCompanyRoles: boolean): RoleOption[] {
  const roles: (Role | CompanyRole)[] = withCompanyRoles
    ? [...ROLES, ...COMPANY_ROLES]
    : [...ROLES];
  return roles.map((value) => ({ value, name: ROLE_NAMES[value][language] }));
}

/** GET /api/v1/permissions/roles: each role with the grants it gives (libs/access). */
export function roleGrants(): { roles: RoleGrants[]; company_roles: RoleGrants[] } {
  return {
    roles: ROLES.map((value) => ({ value, permissions: [...ROLE_PERMISSIONS[value]] })),
    company_roles: COMPANY_ROLES.map((value) => ({
      value,
      permissions: [...COMPANY_ROLE_PERMISSIONS[value]],
    })),
  };
}
