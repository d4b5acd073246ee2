/** Platform roles, as the specification names them. */
export const ROLES = [
  'client',
  'admin',
  'hc',
  'cc',
  'clinic-admin',
  'clinic-therapist',
  'therapist-premium',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles whose screens live in the react-admin console; the others use client-web. */
export const CONSOLE_ROLES: readonly Role[] = ['admin', 'cc', 'hc'];

/** Roles a user can hold inside a company (employer), beside the platform role. */
export const COMPANY_ROLES = ['standard-user', 'company-admin'] as const;

export type CompanyRole = (typeof COMPANY_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
