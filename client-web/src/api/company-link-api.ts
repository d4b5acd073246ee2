import { type ApiSchemas } from '@sinnro/web-session';
import { apiRequest } from './api-request';

/** The answer of a confirmed company e-mail link: the company the user now belongs to. */
export type CompanyLinkConfirmation = ApiSchemas['CompanyLinkDto'];

/** Confirms the signed-in user's company e-mail with the token of the mailed link. */
export function confirmCompanyEmail(token: string): Promise<CompanyLinkConfirmation> {
  return apiRequest<CompanyLinkConfirmation>('/api/v1/users/link/confirm', {
    method: 'POST',
    body: { token },
  });
}
