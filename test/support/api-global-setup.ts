import { randomBytes } from 'node:crypto';
import { createDatabase } from './databases';
import { TEST_REDIS_URL, uniqueName } from './test-environment';

/** One fresh database and one Redis key prefix for the whole run; test files share them. */
export default async function globalSetup(): Promise<void> {
  const name = uniqueName('sinnro_api_test');
  process.env.TEST_DATABASE_NAME = name;
  process.env.DATABASE_URL = await createDatabase(name);
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.QUEUE_PREFIX = name.replace(/_/g, '-');
  process.env.JWT_SECRET = randomBytes(32).toString('base64url');
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.MIGRATE_ON_START = 'true';
  // Every in-process request comes from one address; the limit itself is tested on its own app.
  process.env.LOGIN_ATTEMPTS_PER_ADDRESS = '100000';
}
