import { hash } from 'argon2';

/** The shortest password a person may choose (DTOs word the rule as `password.tooShort`). */
export const PASSWORD_MIN_LENGTH = 10;

/** Longer input is refused before hashing, so a huge body cannot make argon2 work for long. */
export const PASSWORD_MAX_LENGTH = 1024;

/** The argon2id hash stored for a new password (the same parameters as login verifies). */
export function hashNewPassword(password: string): Promise<string> {
  return hash(password, { type: 2 });
}
