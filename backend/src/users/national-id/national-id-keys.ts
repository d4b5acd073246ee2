import {
  DEVELOPMENT_NATIONAL_ID_INDEX_KEY,
  DEVELOPMENT_NATIONAL_ID_KEY_ID,
  DEVELOPMENT_NATIONAL_ID_KEYS,
  type Environment,
} from 'src/config/environment';
import { NationalIdCipher, NationalIdKeyError } from './national-id-cipher';

/** The cipher of the validated environment (the API and the worker; see ConfigModule). */
export function nationalIdCipherOf(environment: Environment): NationalIdCipher {
  return new NationalIdCipher({
    keys: environment.NATIONAL_ID_KEYS,
    currentKeyId: environment.NATIONAL_ID_KEY_ID,
    indexKey: environment.NATIONAL_ID_INDEX_KEY,
  });
}

/**
 * The cipher for code that runs without the validated environment (migrations, the seeder): the
 * same variables with the same development defaults, and the same refusal in production.
 */
export function nationalIdCipherFromProcessEnv(
  source: NodeJS.ProcessEnv = process.env,
): NationalIdCipher {
  const production = source.NODE_ENV === 'production';
  const read = (name: string, fallback: string): string => {
    const value = source[name];
    if (value !== undefined && value !== '') return value;
    if (production) throw new NationalIdKeyError(`${name} is missing (required in production)`);
    return fallback;
  };
  return new NationalIdCipher({
    keys: read('NATIONAL_ID_KEYS', DEVELOPMENT_NATIONAL_ID_KEYS),
    currentKeyId: read('NATIONAL_ID_KEY_ID', DEVELOPMENT_NATIONAL_ID_KEY_ID),
    indexKey: read('NATIONAL_ID_INDEX_KEY', DEVELOPMENT_NATIONAL_ID_INDEX_KEY),
  });
}
