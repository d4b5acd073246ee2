import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';
import {
  type CompanyProduct,
  type Invitation,
  type InvitationPage,
  PAGE_SIZE,
} from '../services/services-api';
import { type ClinicInvitationValues, clinicInvitationPayload } from './clinic-logic';

const part = encodeURIComponent;

/** GET /api/v1/invitations of the clinic (pending only, or every state), newest first. */
export function fetchClinicInvitations(
  clinic: string,
  status?: 'pending' | 'accepted' | 'expired',
): Promise<InvitationPage> {
  const filter = status ? `&status=${status}` : '';
  return apiRequest<InvitationPage>(
    `/api/v1/invitations?company_uuid=${part(clinic)}${filter}&per_page=${PAGE_SIZE}`,
  );
}

/**
 * GET /api/v1/invitations/companies/{company}/products/{lang}: the services an invitation to the
 * clinic may carry (a clinic therapist cannot read the company itself).
 */
export function fetchInvitableProducts(clinic: string): Promise<CompanyProduct[]> {
  return apiRequest<CompanyProduct[]>(
    `/api/v1/invitations/companies/${part(clinic)}/products/${currentLocale()}`,
  );
}

/**
 * GET /api/v1/invitations/companies/{company}/care/{lang}: the clinic therapists and programs an
 * invitation of a client may name.
 */
export type CareOptions = ApiAnswer<'InvitationsController_careOptions'>;

export function fetchCareOptions(clinic: string): Promise<CareOptions> {
  return apiRequest<CareOptions>(
    `/api/v1/invitations/companies/${part(clinic)}/care/${currentLocale()}`,
  );
}

/** POST /api/v1/invitations: invites a client or clinician to the clinic. */
export function createClinicInvitation(
  clinic: string,
  form: ClinicInvitationValues,
): Promise<Invitation> {
  return apiRequest<Invitation>('/api/v1/invitations', {
    method: 'POST',
    body: clinicInvitationPayload(clinic, form, currentLocale()),
  });
}

/**
 * PUT /api/v1/invitations/{uuid}: corrects the fields sent (none: the same invitation) and mails a
 * fresh link; the old link stops working.
 */
export function updateInvitation(
  uuid: string,
  changes: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone', string>>,
): Promise<Invitation> {
  return apiRequest<Invitation>(`/api/v1/invitations/${part(uuid)}`, {
    method: 'PUT',
    body: changes,
  });
}
