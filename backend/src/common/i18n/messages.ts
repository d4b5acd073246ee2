import { COMPANY_MESSAGES } from 'src/companies/companies.messages';
import { CREDIT_MESSAGES } from 'src/credits/credits.messages';
import { INVITATION_MESSAGES } from 'src/invitations/invitations.messages';
import { DOCUMENT_MESSAGES } from 'src/documents/documents.messages';
import { PROGRAM_MESSAGES } from 'src/programs/programs.messages';
import { CONTENT_MESSAGES } from 'src/content/content.messages';
import { REPORT_MESSAGES } from 'src/reports/reports.messages';
import { SUBSCRIPTION_MESSAGES } from 'src/subscriptions/subscriptions.messages';
import { LEARNING_MESSAGES } from 'src/learning/learning.messages';
import { ASSESSMENT_MESSAGES } from 'src/assessments/assessments.messages';
import { CHAT_MESSAGES } from 'src/chat/chat.messages';
import { MEETING_MESSAGES } from 'src/meetings/meetings.messages';
import { SPECIALIST_MESSAGES } from 'src/specialists/specialists.messages';
import { USER_MESSAGES } from 'src/users/users.messages';
import { RATE_LIMIT_MESSAGES } from 'src/common/http/rate-limit/rate-limit.messages';
import { ACCESS_LOG_MESSAGES } from 'src/access-log/access-log.messages';
import { RISK_FLAG_MESSAGES } from 'src/care-team/risk-flags.messages';
import { CLIENT_HOME_MESSAGES } from 'src/client-home/client-home.messages';
import { DATA_EXPORT_MESSAGES } from 'src/data-exports/data-exports.messages';
import { IMPERSONATION_MESSAGES } from 'src/access/impersonation/impersonation.messages';
import { PAYMENT_MESSAGES } from 'src/payments/payments.messages';
import { type Language } from './language';

/**
 * The message catalogue: every text the API sends to a person, in Swedish and English. Texts the
 * specification words (its error catalogue and validation rules) are used as written there.
 */
export const MESSAGES = {
  'error.badRequest': { sv: 'Felaktig begäran', en: 'Bad request' },
  'error.invalidData': {
    sv: 'De angivna uppgifterna är ogiltiga',
    en: 'The given data was invalid',
  },
  'error.malformedJson': {
    sv: 'Begärans innehåll är inte giltig JSON',
    en: 'The request body is not valid JSON',
  },
  'error.unsupportedMediaType': {
    sv: 'Innehållstypen stöds inte',
    en: 'Unsupported content type',
  },
  'error.payloadTooLarge': {
    sv: 'Begärans innehåll är för stort',
    en: 'The request body is too large',
  },
  'error.bodyTooDeep': {
    sv: 'Begärans innehåll är för djupt nästlat: högst {max} nivåer',
    en: 'The request body is nested too deeply: at most {max} levels',
  },
  'error.bodyTooManyKeys': {
    sv: 'Begärans innehåll har för många fält i ett objekt: högst {max}',
    en: 'The request body has too many fields in one object: at most {max}',
  },
  'error.bodyArrayTooLong': {
    sv: 'Begärans innehåll har en för lång lista: högst {max} element',
    en: 'The request body has a list that is too long: at most {max} items',
  },
  'error.bodyTooManyValues': {
    sv: 'Begärans innehåll har för många värden: högst {max}',
    en: 'The request body has too many values: at most {max}',
  },
  'error.bodyTooManyObjects': {
    sv: 'Begärans innehåll har för många objekt: högst {max}',
    en: 'The request body has too many objects: at most {max}',
  },
  'error.invalidDataTruncated': {
    sv: 'De angivna uppgifterna är ogiltiga: de första {shown} av {total} fel visas',
    en: 'The given data was invalid: the first {shown} of {total} errors are shown',
  },
  'error.unauthorized': { sv: 'Du måste logga in', en: 'You need to log in' },
  'error.accessDenied': { sv: 'Åtkomst nekad', en: 'Access denied' },
  'error.notFound': { sv: 'Hittades inte', en: 'Not found' },
  'error.routeNotFound': {
    sv: 'Det finns ingen sådan adress: {method} {path}',
    en: 'There is no such address: {method} {path}',
  },
  'error.conflict': { sv: 'Konflikt med befintliga uppgifter', en: 'Conflict with existing data' },
  'error.tooManyRequests': {
    sv: 'För många försök. Försök igen om en stund',
    en: 'Too many attempts. Please try again later',
  },
  'error.serviceUnavailable': {
    sv: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund',
    en: 'The service is temporarily unavailable. Please try again later',
  },
  'error.internal': { sv: 'Något gick fel', en: 'Something went wrong' },
  'health.databaseDown': { sv: 'PostgreSQL svarar inte', en: 'PostgreSQL is not reachable' },
  'health.redisDown': { sv: 'Redis svarar inte', en: 'Redis is not reachable' },
  // User administration, own profile and reference lists (backend/src/users, backend/src/lookups).
  'users.firstNameRequired': { sv: 'Förnamn är obligatoriskt', en: 'First name is required' },
  'users.lastNameRequired': { sv: 'Efternamn är obligatoriskt', en: 'Last name is required' },
  'users.nameTooLong': { sv: 'Får vara högst 100 tecken', en: 'Must be at most 100 characters' },
  'users.emailRequired': { sv: 'E-post är obligatoriskt', en: 'Email is required' },
  'users.emailInvalid': { sv: 'Ogiltig e-postadress', en: 'Invalid email' },
  'users.emailExists': { sv: 'E-postadressen finns redan', en: 'Email already exists' },
  'users.userExists': { sv: 'Användaren finns redan', en: 'User already exists' },
  'users.nationalIdRequired': {
    sv: 'Personnummer är obligatoriskt',
    en: 'National ID is required',
  },
  'users.nationalIdLength': {
    sv: 'Personnumret måste ha 12 siffror',
    en: 'National ID must be 12 digits',
  },
  'users.nationalIdDigitsOnly': {
    sv: 'Personnumret får bara innehålla siffror',
    en: 'National ID must contain only numbers',
  },
  'users.phoneRequired': { sv: 'Telefonnummer är obligatoriskt', en: 'Phone number is required' },
  'users.phoneTooLong': {
    sv: 'Telefonnumret måste vara kortare än 15 tecken',
    en: 'Phone number must be fewer than 15 characters',
  },
  'users.phoneInvalid': {
    sv: 'Telefonnumret får bara innehålla siffror, mellanslag, bindestreck och ett inledande +',
    en: 'Phone number may only contain digits, spaces, hyphens and a leading +',
  },
  'users.birthYearInvalid': {
    sv: 'Ange ett födelseår mellan 1900 och i år',
    en: 'Enter a birth year between 1900 and this year',
  },
  'users.languageUnknown': {
    sv: 'Språket måste vara sv eller en',
    en: 'Language must be sv or en',
  },
  'users.unknownChoice': {
    sv: 'Okänt val: välj ett av alternativen i listan',
    en: 'Unknown choice: pick one of the options in the list',
  },
  'users.roleUnknown': { sv: 'Okänd roll', en: 'Unknown role' },
  'users.rolesRequired': { sv: 'Välj minst en roll', en: 'Choose at least one role' },
  'users.roleNotAllowed': {
    sv: 'Du får inte ge användare den här rollen',
    en: 'You may not give users this role',
  },
  'users.healthCoachUnknown': {
    sv: 'Det finns ingen aktiv hälsocoach eller terapeut med detta id',
    en: 'There is no active health coach or therapist with this id',
  },
  'users.healthCoachNotAllowed': {
    sv: 'Du får inte välja hälsocoach',
    en: 'You may not choose the health coach',
  },
  'users.permissionsNotAllowed': {
    sv: 'Bara administratörer får ge extra behörigheter',
    en: 'Only administrators may grant extra permissions',
  },
  'users.permissionInvalid': {
    sv: 'Ogiltig behörighet: {detail}',
    en: 'Invalid permission: {detail}',
  },
  'users.companyNotAllowed': {
    sv: 'Du får inte placera användare i företag',
    en: 'You may not place users in companies',
  },
  'users.companyUnknown': { sv: 'Företaget finns inte', en: 'There is no such company' },
  'users.unitUnknown': {
    sv: 'Enheten finns inte i företaget',
    en: 'There is no such unit in the company',
  },
  'users.editOwnAccountFromProfile': {
    sv: 'Ändra ditt eget konto från din profil',
    en: 'Change your own account from your profile',
  },
  'users.nationalIdAdminOnly': {
    sv: 'Personnumret på ett konto som används kan bara ändras av en administratör',
    en: 'Only an administrator can change the personal number of an account in use',
  },
  'users.protectedIdentityAdminOnly': {
    sv: 'Bara en administratör kan ändra skyddad identitet',
    en: 'Only an administrator can change protected identity',
  },
  'users.cannotBlockSelf': {
    sv: 'Du kan inte spärra ditt eget konto',
    en: 'You cannot block your own account',
  },
  'users.idInvalid': {
    sv: 'Måste vara ett användar-id (ett tal) eller ett uuid',
    en: 'Must be a user id (a number) or a uuid',
  },
  'lookups.languageUnknown': {
    sv: 'Okänt språk "{lang}": använd sv eller en',
    en: 'Unknown language "{lang}": use sv or en',
  },
  'roles.extraUnknown': {
    sv: 'Okänt tillägg "{extra}": bara company stöds',
    en: 'Unknown addition "{extra}": only company is supported',
  },
  'auth.loginFailed': {
    sv: 'Felaktigt användarnamn eller lösenord',
    en: 'Incorrect username or password',
  },
  'auth.tooManyAttempts': {
    sv: 'För många inloggningsförsök. Försök igen om {minutes} minuter',
    en: 'Too many login attempts. Please try again in {minutes} minutes',
  },
  'auth.accountLocked': {
    sv: 'För många misslyckade inloggningar på kontot. Försök igen om {minutes} minuter, återställ lösenordet eller logga in med e-legitimation',
    en: 'Too many failed logins on this account. Try again in {minutes} minutes, reset your password or log in with e-ID',
  },
  'auth.handoverRefused': {
    sv: 'Inloggningen kunde inte slutföras i den här webbläsaren. Logga in igen',
    en: 'The login could not be completed in this browser. Please log in again',
  },
  'auth.sessionExpired': {
    sv: 'Sessionen har gått ut. Logga in igen',
    en: 'Your session has expired. Please log in again',
  },
  'auth.eidRequired': {
    sv: 'Logga in med BankID: din roll kräver e-legitimation',
    en: 'Sign in with BankID: your role requires e-ID',
  },
  // Password reset, invitation password and impersonation (backend/src/access/…).
  'passwordReset.mailSent': {
    sv: 'E-postmeddelandet har skickats!',
    en: 'Email Sent Successfully!',
  },
  'passwordReset.updated': {
    sv: 'Nytt lösenord sparat! Logga in!',
    en: 'New Password Updated! Please login!',
  },
  'passwordReset.invalidToken': {
    sv: 'Länken för att återställa lösenordet är ogiltig, redan använd eller har gått ut. Begär en ny länk',
    en: 'This password reset link is invalid, already used or expired. Please request a new one',
  },
  'password.tooShort': {
    sv: 'Lösenordet måste vara minst 10 tecken',
    en: 'The password must be at least 10 characters',
  },
  'password.confirmationMismatch': {
    sv: 'Lösenorden stämmer inte överens',
    en: 'The passwords do not match',
  },
  'invitation.invalid': {
    sv: 'Inbjudan är ogiltig',
    en: 'This invitation is not valid',
  },
  'invitation.expired': {
    sv: 'Inbjudan har gått ut. Be om en ny inbjudan',
    en: 'This invitation has expired. Please ask for a new one',
  },
  'invitation.alreadyAccepted': {
    sv: 'Inbjudan har redan använts. Logga in i stället',
    en: 'This invitation has already been used. Please log in instead',
  },
  'impersonation.adminTarget': {
    sv: 'Administratörer kan inte agera som andra administratörer',
    en: 'Admins cannot impersonate other admins',
  },
  'impersonation.impersonatorTarget': {
    sv: 'Användare som själva kan agera som andra kan inte väljas',
    en: 'Users who can impersonate others cannot be impersonated',
  },
  'impersonation.blockedTarget': {
    sv: 'Kontot är spärrat',
    en: 'This account is blocked',
  },
  'impersonation.alreadyImpersonating': {
    sv: 'Du agerar redan som en annan användare. Avsluta det först',
    en: 'You are already impersonating a user. Stop that first',
  },
  'impersonation.notImpersonating': {
    sv: 'Du agerar inte som någon annan användare',
    en: 'You are not impersonating anyone',
  },
  'impersonation.originalUserMismatch': {
    sv: 'Angiven användare är inte den som startade sessionen',
    en: 'The given user is not the one who started this impersonation',
  },
  'impersonation.noUserWithRole': {
    sv: 'Det finns ingen aktiv användare med rollen {role}',
    en: 'There is no active user with the role {role}',
  },
  'validation.unknownField': {
    sv: 'Fältet {field} är okänt och får inte skickas',
    en: 'The field {field} is unknown and must not be sent',
  },
  'validation.required': { sv: 'Fältet är obligatoriskt', en: 'This field is required' },
  'validation.email': { sv: 'Ogiltig e-postadress', en: 'Invalid e-mail' },
  'validation.string': { sv: 'Måste vara en text', en: 'Must be a text' },
  'validation.number': { sv: 'Måste vara ett tal', en: 'Must be a number' },
  'validation.integer': { sv: 'Måste vara ett heltal', en: 'Must be a whole number' },
  'validation.boolean': { sv: 'Måste vara sant eller falskt', en: 'Must be true or false' },
  'validation.uuid': { sv: 'Måste vara ett giltigt id', en: 'Must be a valid id' },
  'validation.enum': {
    sv: 'Måste vara ett av de tillåtna värdena',
    en: 'Must be one of the allowed values',
  },
  'validation.tooShort': {
    sv: 'Måste vara minst {min} tecken',
    en: 'Must be at least {min} characters',
  },
  'validation.tooLong': {
    sv: 'Får vara högst {max} tecken',
    en: 'Must be at most {max} characters',
  },
  'validation.nested': { sv: 'Måste vara ett objekt', en: 'Must be an object' },
  'validation.array': { sv: 'Måste vara en lista', en: 'Must be a list' },
  'validation.invalid': { sv: 'Ogiltigt värde', en: 'Invalid value' },
  'validation.min': { sv: 'Måste vara minst {min}', en: 'Must be at least {min}' },
  'validation.max': { sv: 'Får vara högst {max}', en: 'Must be at most {max}' },
  'validation.sortField': {
    sv: 'Listan kan inte sorteras på {field}',
    en: 'The list cannot be sorted by {field}',
  },
  'validation.listRange': {
    sv: 'Ange [första, sista] som heltal från 0 till {max}',
    en: 'Give [first, last] as whole numbers from 0 to {max}',
  },
  'validation.nulCharacter': {
    sv: 'Får inte innehålla NUL-tecknet (U+0000)',
    en: 'Must not contain the NUL character (U+0000)',
  },
  'validation.loneSurrogate': {
    sv: 'Innehåller ett ogiltigt tecken (ett ensamt surrogattecken)',
    en: 'Contains an invalid character (a lone surrogate)',
  },
  // e-ID login and onboarding (backend/src/access/eid).
  'eid.protectedIdentity': {
    sv: 'Användaren har skyddad identitet',
    en: 'User has protected identity',
  },
  'eid.loginFailed': {
    sv: 'Inloggningen misslyckades. Försök igen',
    en: 'Login not successful. Please try again',
  },
  'eid.noAccount': {
    sv: 'Det finns inget konto för din e-legitimation. Kontakta din klinik',
    en: 'There is no account for your e-ID. Please contact your clinic',
  },
  'eid.cancelled': { sv: 'Inloggningen avbröts', en: 'The login was cancelled' },
  'eid.userExists': { sv: 'Användaren finns redan', en: 'User already exists' },
  'eid.emailExists': { sv: 'E-postadressen finns redan', en: 'Email already exists' },
  'eid.firstNameRequired': { sv: 'Förnamn är obligatoriskt', en: 'First name is required' },
  'eid.lastNameRequired': { sv: 'Efternamn är obligatoriskt', en: 'Last name is required' },
  'eid.emailRequired': { sv: 'E-post är obligatoriskt', en: 'Email is required' },
  'eid.emailInvalid': { sv: 'Ogiltig e-postadress', en: 'Invalid email' },
  'eid.termsRequired': {
    sv: 'Du behöver godkänna villkoren',
    en: 'You need to accept the terms',
  },
  ...COMPANY_MESSAGES,
  ...CREDIT_MESSAGES,
  ...INVITATION_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...PROGRAM_MESSAGES,
  ...CONTENT_MESSAGES,
  ...REPORT_MESSAGES,
  ...SUBSCRIPTION_MESSAGES,
  ...LEARNING_MESSAGES,
  ...ASSESSMENT_MESSAGES,
  ...CHAT_MESSAGES,
  ...MEETING_MESSAGES,
  ...SPECIALIST_MESSAGES,
  ...USER_MESSAGES,
  ...RATE_LIMIT_MESSAGES,
  ...ACCESS_LOG_MESSAGES,
  ...RISK_FLAG_MESSAGES,
  ...CLIENT_HOME_MESSAGES,
  ...IMPERSONATION_MESSAGES,
  ...DATA_EXPORT_MESSAGES,
  ...PAYMENT_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** A message not yet in a language: resolved when the response is written. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

export function translate(ref: MessageRef, language: Language): string {
  const template: string = MESSAGES[ref.key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    ref.params && name in ref.params ? String(ref.params[name]) : whole,
  );
}
