import { type CurrentUser } from '@sinnro/web-session';
import { type PersonValues } from '../services/invitation-parts';

/** Whom a clinic invites: its clients, and (the clinic admin only) its clinicians. */
export type ClinicInviteeRole = 'client' | 'clinic-therapist';

/**
 * The grant an invitation carries (the server wants at least one): one the invitee's role holds
 * anyway, so the invitation adds nothing beyond the role.
 */
export const CLINIC_INVITEE_GRANTS: Readonly<Record<ClinicInviteeRole, readonly string[]>> = {
  client: ['user/credit.read.[user]'],
  'clinic-therapist': ['faq.read.[therapist]'],
};

export interface ClinicInvitationValues extends PersonValues {
  role: ClinicInviteeRole;
  products: string[];
  /** The client's clinic therapist ('' for none): assigned when the invitation is accepted. */
  therapist_uuid: string;
  /** The program the client starts ('' for none) when the invitation is accepted. */
  program_uuid: string;
}

export const EMPTY_CLINIC_INVITATION: ClinicInvitationValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  national_id: '',
  role: 'client',
  products: [],
  therapist_uuid: '',
  program_uuid: '',
};

/** The clinic the user works for: their first company by name (clinic staff belong to one). */
export function clinicOf(
  user: Pick<CurrentUser, 'companies'>,
): { uuid: string; name: string } | null {
  const [first] = [...user.companies].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  return first ? { uuid: first.uuid, name: first.name } : null;
}

/** The body of POST /api/v1/invitations for the clinic's form (no unit: the whole clinic). */
export function clinicInvitationPayload(
  clinic: string,
  form: ClinicInvitationValues,
  language: 'sv' | 'en',
) {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    national_id: form.national_id.replace(/[\s-]/g, ''),
    company_uuid: clinic,
    role: form.role,
    company_role: 'standard-user' as const,
    default_lang: language,
    permissions: [...CLINIC_INVITEE_GRANTS[form.role]],
    products: [...form.products],
    // A therapist and a program are for clients only; none chosen: left out.
    ...(form.role === 'client' && form.therapist_uuid !== ''
      ? { therapist_uuid: form.therapist_uuid }
      : {}),
    ...(form.role === 'client' && form.program_uuid !== ''
      ? { program_uuid: form.program_uuid }
      : {}),
  };
}

/** The clinic screens' paths (client/specialist specification, section 2). */
export const CLINIC_PATHS = {
  services: '/services',
  organisation: '/clinic-admin',
  adminProfile: '/clinic-admin/profile',
  invitations: '/clinic-therapist/invitations',
  accessLogReviews: '/clinic/access-log-reviews',
} as const;
