/** The backend's shortest allowed password (backend/src/access/password-reset/new-password.ts). */
export const PASSWORD_MIN_LENGTH = 10;

export interface NewPasswordForm {
  password: string;
  confirmation: string;
}

/** The values are translation keys under password. */
export interface NewPasswordFieldErrors {
  password?: 'passwordRequired' | 'passwordTooShort';
  confirmation?: 'confirmationRequired' | 'confirmationMismatch';
}

/** Checks a new password typed twice before calling the API. */
export function validateNewPassword({
  password,
  confirmation,
}: NewPasswordForm): NewPasswordFieldErrors {
  const errors: NewPasswordFieldErrors = {};
  if (password === '') errors.password = 'passwordRequired';
  // Counted in characters (code points), as the backend's length check counts them.
  else if ([...password].length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (confirmation === '') errors.confirmation = 'confirmationRequired';
  else if (confirmation !== password) errors.confirmation = 'confirmationMismatch';
  return errors;
}
