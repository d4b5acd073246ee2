import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';
import { type InvitationFormValues, invitationPayload } from './services-logic';

/** GET /api/v1/companies/{company}/users: members with their units, services and credits. */
export type CompanyUserPage = ApiAnswer<'CompanyUsersController_list'>;
export type CompanyUser = CompanyUserPage['data'][number];
/** GET /api/v1/companies/{company}/units?all=true: the units the caller may see. */
export type CompanyUnit = ApiAnswer<'CompanyUnitsController_list'>[number];
/** GET /api/v1/companies/{uuid}/products/{lang}: the company's products. */
export type CompanyProduct = ApiAnswer<'CompaniesController_products'>[number];
/** GET /api/v1/invitations: a page of invitations. */
export type InvitationPage = ApiAnswer<'InvitationsController_list'>;
export type Invitation = InvitationPage['data'][number];

const part = encodeURIComponent;

/** The rows one page of the services lists shows. */
export const PAGE_SIZE = 100;

export function fetchCompanyUsers(company: string): Promise<CompanyUserPage> {
  return apiRequest<CompanyUserPage>(
    `/api/v1/companies/${part(company)}/users?per_page=${PAGE_SIZE}`,
  );
}

export function fetchUnits(company: string): Promise<CompanyUnit[]> {
  return apiRequest<CompanyUnit[]>(`/api/v1/companies/${part(company)}/units?all=true`);
}

export function fetchProducts(company: string): Promise<CompanyProduct[]> {
  return apiRequest<CompanyProduct[]>(
    `/api/v1/companies/${part(company)}/products/${currentLocale()}`,
  );
}

export function fetchPendingInvitations(company: string): Promise<InvitationPage> {
  return apiRequest<InvitationPage>(
    `/api/v1/invitations?company_uuid=${part(company)}&status=pending&per_page=${PAGE_SIZE}`,
  );
}

export function createInvitation(company: string, form: InvitationFormValues): Promise<Invitation> {
  return apiRequest<Invitation>('/api/v1/invitations', {
    method: 'POST',
    body: invitationPayload(company, form, currentLocale()),
  });
}
