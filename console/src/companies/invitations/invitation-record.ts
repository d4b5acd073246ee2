import {
  COMPANY_ROLES,
  DEFAULT_INVITEE_GRANTS as DEFAULT_GRANTS,
  INVITEE_GRANTABLE_PERMISSIONS,
  ROLES,
} from '@sinnro/access';
import { type ApiSchemas } from '@sinnro/web-session';
import { email, maxLength, required } from 'react-admin';

/** A record of /api/admin/invitations (id = uuid). */
export type InvitationRecord = ApiSchemas['InvitationViewDto'];

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;

/** Every client may read their own credits; the invitation form starts with that grant. */
export const DEFAULT_INVITEE_GRANTS: readonly string[] = DEFAULT_GRANTS;

/**
 * The grants an admin can give an invitee on top of the roles: the invitee's own credits and what
 * a company admin holds in their company or units (libs/access). The server refuses a grant that
 * reaches further than the inviter's own.
 */
export const INVITEE_GRANT_CHOICES: readonly string[] = INVITEE_GRANTABLE_PERMISSIONS;

export const PLATFORM_ROLES = ROLES;
export const COMPANY_ROLE_CHOICES = COMPANY_ROLES;

/** Section 5 of the specification: the user and invitation form rules, checked before sending. */
export const invitationValidation = {
  first_name: [required('app.companies.validation.first_name_required'), maxLength(100)],
  last_name: [required('app.companies.validation.last_name_required'), maxLength(100)],
  email: [
    required('app.companies.validation.email_required'),
    email('app.companies.validation.email_invalid'),
  ],
  phone: [
    required('app.companies.validation.phone_required'),
    maxLength(14, 'app.companies.validation.phone_too_long'),
  ],
  national_id: [
    required('app.companies.validation.national_id_required'),
    (value: unknown) =>
      typeof value === 'string' && !/^\d{12}$/.test(value)
        ? 'app.companies.validation.national_id_digits'
        : undefined,
  ],
  products: [required('app.companies.validation.products_required')],
  permissions: [required('app.companies.validation.permissions_required')],
};

/** The national id as the server wants it: 12 digits, without a hyphen or spaces. */
export function withPlainNationalId<T extends { national_id?: string | null }>(form: T): T {
  return typeof form.national_id === 'string'
    ? { ...form, national_id: form.national_id.replace(/[\s-]/g, '') }
    : form;
}

/** The form without an unset unit or company role (the server wants a uuid or a role, or none). */
export function withoutEmpty<T extends { unit_uuid?: string | null; company_role?: string | null }>(
  form: T,
): Omit<T, 'unit_uuid' | 'company_role'> & { unit_uuid?: string; company_role?: string } {
  const { unit_uuid: unit, company_role: companyRole, ...rest } = form;
  return {
    ...rest,
    ...(unit === null || unit === undefined || unit === '' ? {} : { unit_uuid: unit }),
    ...(companyRole === null || companyRole === undefined || companyRole === ''
      ? {}
      : { company_role: companyRole }),
  };
}
