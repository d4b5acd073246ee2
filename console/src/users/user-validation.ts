import { email, maxLength, required } from 'react-admin';

/** A value, when given, must be 12 digits and digits only (a Swedish personnummer). */
const twelveDigits = (message: string) => (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[0-9]{12}$/.test(value) ? message : undefined;

/** The user form's rules (administration specification, section 5), with its texts. */
export const USER_RULES = {
  first_name: [required('app.users.validation.first_name')],
  last_name: [required('app.users.validation.last_name')],
  email: [required('app.users.validation.email'), email('app.users.validation.email_invalid')],
  phone: [required('app.users.validation.phone'), maxLength(14, 'app.users.validation.phone_long')],
  phone_optional: [maxLength(14, 'app.users.validation.phone_long')],
  national_id: [twelveDigits('app.users.validation.national_id')],
  national_id_required: [
    required('app.users.validation.national_id_required'),
    twelveDigits('app.users.validation.national_id'),
  ],
};

export const LANGUAGE_CHOICES = [
  { id: 'sv', name: 'Svenska' },
  { id: 'en', name: 'English' },
];
