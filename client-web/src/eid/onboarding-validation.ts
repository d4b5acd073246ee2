import { type EidRegistration } from '../api/eid-api';

export type OnboardingField = keyof EidRegistration;

/** Translation keys under eid.onboarding for what is wrong with each field. */
export type OnboardingFieldErrors = Partial<
  Record<
    OnboardingField,
    'firstNameRequired' | 'lastNameRequired' | 'emailRequired' | 'emailInvalid' | 'termsRequired'
  >
>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the onboarding form before it is sent; the server checks the same again. */
export function validateOnboarding(registration: EidRegistration): OnboardingFieldErrors {
  const errors: OnboardingFieldErrors = {};
  if (registration.first_name.trim() === '') errors.first_name = 'firstNameRequired';
  if (registration.last_name.trim() === '') errors.last_name = 'lastNameRequired';
  if (registration.email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(registration.email.trim())) errors.email = 'emailInvalid';
  if (!registration.terms_accepted) errors.terms_accepted = 'termsRequired';
  return errors;
}
