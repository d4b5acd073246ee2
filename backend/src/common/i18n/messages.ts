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
  'auth.loginFailed': {
    sv: 'Felaktigt användarnamn eller lösenord',
    en: 'Incorrect username or password',
  },
  'auth.tooManyAttempts': {
    sv: 'För många inloggningsförsök. Försök igen om {minutes} minuter',
    en: 'Too many login attempts. Please try again in {minutes} minutes',
  },
  'auth.sessionExpired': {
    sv: 'Sessionen har gått ut. Logga in igen',
    en: 'Your session has expired. Please log in again',
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
