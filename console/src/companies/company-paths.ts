import { fillPath } from '../routing/spec-paths';

/**
 * The specification's company routes (administration document, section 2 "Companies") as
 * react-router patterns, and the paths to them. Screens the specification names no route for (the
 * consent documents of a company, a new subscription or consent document) sit beside them.
 */
export const COMPANY_ROUTES = {
  edit: '/companies/edit/:id',
  units: '/companies/units/:company_uuid',
  unitAdd: '/companies/units/add/:company_uuid',
  subUnitAdd: '/companies/units/add/:company_uuid/:unit_uuid',
  unitEdit: '/companies/units/edit/:company_uuid/:unit_uuid',
  subUnits: '/companies/units/sub-units/:company_uuid/:unit_uuid',
  unitUsers: '/companies/units/users/:company_uuid/:unit_uuid?',
  unitInvite: '/companies/units/users/invite/:company_uuid/:unit_uuid',
  overview: '/companies/units/overview/:default_company_unit?/:company_uuid/:unit_uuid',
  users: '/companies/users/:company_uuid/:unit_uuid?',
  invite: '/companies/users/invite/:company_uuid/:unit_uuid?',
  companyInvitations: '/companies/company-user-invitations/:company_uuid/:unit_uuid?',
  unitInvitations: '/companies/unit-user-invitations/:company_uuid/:unit_uuid',
  invitationEdit: '/companies/invitation-users/edit/:user_uuid/:company_uuid',
  subscriptionView: '/companies/subscription/view/:id',
  subscriptionEdit: '/companies/subscription/edit/:id',
  subscriptionAdd: '/companies/subscription/add/:company_uuid',
  consentDocuments: '/companies/consent-documents/:company_uuid',
  consentDocumentAdd: '/companies/consent-documents/add/:company_uuid',
  consentDocumentEdit: '/companies/consent-documents/edit/:company_uuid/:consent_document_uuid',
} as const;

export type CompanyRoute = keyof typeof COMPANY_ROUTES;

/** The path of a company route with its parameters filled (optional ones left out when absent). */
export function companyPath(
  route: CompanyRoute,
  params: Record<string, string | undefined> = {},
): string {
  return fillPath(COMPANY_ROUTES[route], params);
}
