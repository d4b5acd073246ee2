import { type Language } from 'src/common/i18n/language';

/**
 * Texts of the invitations domain, the company e-mail link and the insurance check (merged into
 * the catalogue in common/i18n/messages.ts). Texts the specification words are used as written.
 */
export const INVITATION_MESSAGES = {
  // Invitation form (administration document, section 5 "User and invitation forms").
  'invitations.emailExists': { sv: 'E-postadressen finns redan', en: 'E-mail already exists' },
  'invitations.userExists': { sv: 'Användaren finns redan', en: 'User already exists' },
  'invitations.productsRequired': {
    sv: 'Välj minst en produkt',
    en: 'Choose at least one product',
  },
  'invitations.productUnknown': {
    sv: 'Okänd eller inaktiv produkt: {product}',
    en: 'Unknown or inactive product: {product}',
  },
  'invitations.permissionsRequired': {
    sv: 'Välj behörigheter är obligatoriskt',
    en: 'Select permissions is required',
  },
  'invitations.companyRequired': { sv: 'Välj ett företag', en: 'Choose a company' },
  'invitations.unitRequired': {
    sv: 'Välj en enhet som du administrerar',
    en: 'Choose a unit that you administer',
  },
  'invitations.companyRoleUnknown': {
    sv: 'Företagsrollen måste vara standard-user eller company-admin',
    en: 'The company role must be standard-user or company-admin',
  },
  'invitations.roleEscalation': {
    sv: 'Du kan inte bjuda in någon med rollen {role}: den ger mer behörighet än du själv har',
    en: 'You cannot invite someone as {role}: it grants more than you hold yourself',
  },
  'invitations.permissionEscalation': {
    sv: 'Du kan inte ge behörigheter som du inte själv har: {permissions}',
    en: 'You cannot grant permissions that you do not hold yourself: {permissions}',
  },
  'invitations.alreadyAccepted': {
    sv: 'Inbjudan har redan accepterats och kan inte längre ändras',
    en: 'The invitation has already been accepted and can no longer be changed',
  },
  // A clinic's invitation of a client with their therapist and program (POST /api/v1/invitations).
  'invitations.therapistNotOfClinic': {
    sv: 'Behandlaren hör inte till kliniken',
    en: 'The therapist does not belong to the clinic',
  },
  'invitations.programNotOfClinic': {
    sv: 'Programmet erbjuds inte av kliniken',
    en: 'The clinic does not offer this program',
  },
  'invitations.careOnlyForClients': {
    sv: 'Behandlare och program kan bara ges till en klient',
    en: 'A therapist and a program can only be given to a client',
  },
  'invitations.careNeedsCompany': {
    sv: 'Behandlare och program ges bara i en inbjudan till en klinik',
    en: 'A therapist and a program are only given in an invitation to a clinic',
  },
  'invitations.statusUnknown': {
    sv: 'Status måste vara pending, accepted eller expired',
    en: 'Status must be pending, accepted or expired',
  },
  // Company e-mail link (POST/DELETE /api/v1/users/link).
  'companyLink.noCompanyForDomain': {
    sv: 'Inget företag är registrerat för e-postdomänen {domain}',
    en: 'No company is registered for the e-mail domain {domain}',
  },
  'companyLink.emailTaken': {
    sv: 'E-postadressen är redan kopplad till ett annat konto',
    en: 'This e-mail is already linked to another account',
  },
  'companyLink.mailSent': {
    sv: 'Vi har skickat en bekräftelselänk till {email}',
    en: 'We have sent a confirmation link to {email}',
  },
  'companyLink.invalidToken': {
    sv: 'Bekräftelselänken är ogiltig, redan använd eller har gått ut. Koppla e-postadressen igen',
    en: 'This confirmation link is invalid, already used or expired. Please link the e-mail again',
  },
  'companyLink.notLinked': {
    sv: 'Ingen företagsadress är kopplad till ditt konto',
    en: 'No company e-mail is linked to your account',
  },
  'companyLink.chooseCompany': {
    sv: 'Du har flera kopplade företag: ange company_uuid',
    en: 'You have several linked companies: give company_uuid',
  },
  'companyLink.removed': {
    sv: 'Kopplingen till företaget är borttagen',
    en: 'The company link has been removed',
  },
  // Insurance check (GET /api/v1/insurance).
  'insurance.thirdPartyError': {
    sv: 'Fel från tredjepartstjänst',
    en: 'Third party API error',
  },
} as const satisfies Record<string, Record<Language, string>>;
