import { type NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { nationalIdCipherFromProcessEnv } from 'src/users/national-id/national-id-keys';
import { type User } from 'src/users/user.entity';

/**
 * The cipher of this run's keys: process.env, as the app under test reads them (random keys set
 * in the global setup, see api-global-setup.ts).
 */
export function testNationalIds(): NationalIdCipher {
  return nationalIdCipherFromProcessEnv(process.env);
}

/** A user's stored personal-number columns, for fixtures that create users directly. */
export function nationalIdColumns(
  nationalId: string,
): Pick<User, 'nationalIdSealed' | 'nationalIdIndex'> {
  const cipher = testNationalIds();
  return { nationalIdSealed: cipher.seal(nationalId), nationalIdIndex: cipher.index(nationalId) };
}

/** The condition that finds a user by personal number (its blind index). */
export function byNationalId(nationalId: string): { nationalIdIndex: string } {
  return { nationalIdIndex: testNationalIds().index(nationalId) };
}
