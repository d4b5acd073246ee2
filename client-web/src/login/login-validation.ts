import { type LoginCredentials } from '../api/types';

export type EmailError = 'emailRequired' | 'emailInvalid';

export type LoginFieldErrors = Partial<
  Record<keyof LoginCredentials, EmailError | 'passwordRequired'>
>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule for an e-mail field: a translation key under login, or null when it is fine. */
export function validateEmail(email: string): EmailError | null {
  if (email.trim() === '') return 'emailRequired';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'emailInvalid';
}

/** Checks the form before calling the API; the values are translation keys under login. */
export function validateLogin({ email, password }: LoginCredentials): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const emailError = validateEmail(email);
  if (emailError !== null) errors.email = emailError;
  if (password === '') errors.password = 'passwordRequired';
  return errors;
}
