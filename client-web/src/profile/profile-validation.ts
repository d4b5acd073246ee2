import { isLocale, type Locale } from '@sinnro/web-session';
import { type CurrentUser } from '../api/types';
import { type OwnProfileChanges } from './profile-api';

/** The profile form as typed: every field a string, the language one of the app's. */
export interface ProfileForm {
  first_name: string;
  last_name: string;
  phone: string;
  default_lang: Locale;
  birth_year: string;
  gender: string;
  position: string;
  specialty: string;
}

export type ProfileErrorKey =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'phoneRequired'
  | 'phoneTooLong'
  | 'phoneInvalid'
  | 'birthYearInvalid';

export type ProfileFieldErrors = Partial<Record<keyof ProfileForm, ProfileErrorKey>>;

/** Phone numbers must be fewer than 15 characters (section 5). */
export const PHONE_MAX_LENGTH = 14;
const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;

export function profileFormOf(user: CurrentUser): ProfileForm {
  return {
    first_name: user.profile.first_name,
    last_name: user.profile.last_name,
    phone: user.phone ?? '',
    default_lang: isLocale(user.default_lang) ? user.default_lang : 'sv',
    birth_year: user.birth_year === null ? '' : String(user.birth_year),
    gender: user.gender ?? '',
    position: user.position ?? '',
    specialty: user.specialty ?? '',
  };
}

/**
 * Checks the form before it is sent; the server checks the same again. A phone number, once
 * given, cannot be removed (the API keeps names and phone).
 */
export function validateProfile(
  form: ProfileForm,
  hadPhone: boolean,
  currentYear = new Date().getFullYear(),
): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  if (form.first_name.trim() === '') errors.first_name = 'firstNameRequired';
  if (form.last_name.trim() === '') errors.last_name = 'lastNameRequired';
  const phone = form.phone.trim();
  if (phone === '') {
    if (hadPhone) errors.phone = 'phoneRequired';
  } else if (phone.length > PHONE_MAX_LENGTH) errors.phone = 'phoneTooLong';
  else if (!PHONE_PATTERN.test(phone)) errors.phone = 'phoneInvalid';
  const year = form.birth_year.trim();
  if (year !== '') {
    const value = Number(year);
    if (!/^[0-9]{4}$/.test(year) || value < 1900 || value > currentYear) {
      errors.birth_year = 'birthYearInvalid';
    }
  }
  return errors;
}

/**
 * The roles whose profile holds a position and a specialty (the clinicians a client meets). A
 * client's or an administrator's profile shows neither, and the server accepts neither from them.
 */
export const CLINICIAN_PROFILE_ROLES: readonly string[] = [
  'therapist-premium',
  'clinic-therapist',
  'hc',
];

/** Whether the profile of a user with this role has the position and specialty fields. */
export function hasClinicianFields(role: string): boolean {
  return CLINICIAN_PROFILE_ROLES.includes(role);
}

/**
 * The request body: names trimmed, an empty choice or birth year cleared, no empty phone; the
 * position and specialty only for a clinician.
 */
export function profileChangesOf(form: ProfileForm, role: string): OwnProfileChanges {
  const phone = form.phone.trim();
  const year = form.birth_year.trim();
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    ...(phone === '' ? {} : { phone }),
    default_lang: form.default_lang,
    birth_year: year === '' ? null : Number(year),
    gender: form.gender === '' ? null : form.gender,
    ...(hasClinicianFields(role)
      ? {
          position: form.position === '' ? null : form.position,
          specialty: form.specialty === '' ? null : form.specialty,
        }
      : {}),
  };
}
