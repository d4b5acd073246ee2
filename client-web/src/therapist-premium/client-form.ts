import { isLocale, type Locale } from '@sinnro/web-session';
import { type ApiError } from '../api/api-error';
import { type ManagedUser, type NewClientBody } from './tp-api';

/** The client form as typed (add and edit). */
export interface ClientForm {
  first_name: string;
  last_name: string;
  email: string;
  national_id: string;
  phone: string;
  default_lang: Locale;
}

export type ClientField = keyof ClientForm;

/** Keys of therapistPremium.errors: the specification's validation texts (section 5). */
export type ClientErrorKey =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'nationalIdRequired'
  | 'nationalIdDigits'
  | 'nationalIdLength'
  | 'phoneRequired'
  | 'phoneTooLong';

export type ClientFieldErrors = Partial<Record<ClientField, ClientErrorKey>>;

export const EMPTY_CLIENT: ClientForm = {
  first_name: '',
  last_name: '',
  email: '',
  national_id: '',
  phone: '',
  default_lang: 'sv',
};

/** National ids have 12 digits; phone numbers fewer than 15 characters (section 9). */
export const NATIONAL_ID_LENGTH = 12;
export const PHONE_MAX_LENGTH = 14;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function clientFormOf(user: ManagedUser): ClientForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    national_id: user.national_id ?? '',
    phone: user.phone ?? '',
    default_lang: isLocale(user.default_lang) ? user.default_lang : 'sv',
  };
}

/**
 * Whether the server held the client's personal number back: a person with protected identity
 * (skyddad identitet) has none shown to staff, and the form neither asks for nor sends one.
 * (`protected_identity` is read defensively until the generated API types have it.)
 */
export function hasProtectedIdentity(user: ManagedUser): boolean {
  return (user as ManagedUser & { protected_identity?: boolean }).protected_identity === true;
}

/**
 * Checks the form before it is sent (the server checks again and answers per field). A protected
 * identity's form has no personal number to check.
 */
export function validateClient(form: ClientForm, protectedIdentity = false): ClientFieldErrors {
  const errors: ClientFieldErrors = {};
  if (form.first_name.trim() === '') errors.first_name = 'firstNameRequired';
  if (form.last_name.trim() === '') errors.last_name = 'lastNameRequired';
  const email = form.email.trim();
  if (email === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  const nationalId = form.national_id.trim();
  if (protectedIdentity) {
    // No number shown, none asked for.
  } else if (nationalId === '') errors.national_id = 'nationalIdRequired';
  else if (!/^[0-9]+$/.test(nationalId)) errors.national_id = 'nationalIdDigits';
  else if (nationalId.length !== NATIONAL_ID_LENGTH) errors.national_id = 'nationalIdLength';
  const phone = form.phone.trim();
  if (phone === '') errors.phone = 'phoneRequired';
  else if (phone.length > PHONE_MAX_LENGTH) errors.phone = 'phoneTooLong';
  return errors;
}

/** The request body, trimmed; without a personal number for a protected identity. */
export function clientBodyOf(form: ClientForm, protectedIdentity = false): NewClientBody {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    ...(protectedIdentity ? {} : { national_id: form.national_id.trim() }),
    phone: form.phone.trim(),
    default_lang: form.default_lang,
  };
}

/** The server's field errors, one text per field; lists joined. */
export function serverFieldErrors(error: ApiError): Partial<Record<string, string>> {
  const texts: Partial<Record<string, string>> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = [messages].flat().join(' ');
    if (text !== '') texts[field] = text;
  }
  return texts;
}
