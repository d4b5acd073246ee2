import { type LoginCredentials } from '../api/types';

export type LoginFieldErrors = Partial<
  Record<keyof LoginCredentials, 'emailRequired' | 'emailInvalid' | 'passwordRequired'>
>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form before calling the API; the values are translation keys under login. */
export function validateLogin({ email, password }: LoginCredentials): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'emailInvalid';
  if (password === '') errors.password = 'passwordRequired';
  return errors;
}
