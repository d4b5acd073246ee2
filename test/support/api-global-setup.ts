import { randomBytes } from 'node:crypto';
import { type GlobalConfig, type ProjectConfig } from 'jest';
import { createDatabase, markAsTemplate } from './databases';
import { migrateAndSeed } from './template-database';
import { GENEROUS_RATE_LIMITS, TEST_REDIS_URL, uniqueName } from './test-environment';

/**
 * Builds the run's template database once: created, migrated and seeded with the demo data.
 * Each Jest worker then works on a copy of its own (see api-worker-database.ts); all are dropped
 * in globalTeardown. Variables set here reach the workers.
 */
export default async function globalSetup(
  _global: GlobalConfig,
  project: ProjectConfig,
): Promise<void> {
  const name = uniqueName('sinnro_api_test');
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_TEMPLATE = `${name}_template`;
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.QUEUE_PREFIX = name.replace(/_/g, '-');
  process.env.JWT_SECRET = randomBytes(32).toString('base64url');
  // The run's personal-number keys, random like its JWT secret: the template database is sealed
  // with them, and the apps and processes of the run read them (see national-ids.ts).
  process.env.NATIONAL_ID_KEYS = `test1:${randomBytes(32).toString('base64')}`;
  process.env.NATIONAL_ID_KEY_ID = 'test1';
  process.env.NATIONAL_ID_INDEX_KEY = randomBytes(32).toString('base64');
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.MIGRATE_ON_START = 'true';
  // Every in-process request comes from one address; the limit itself is tested on its own app.
  process.env.LOGIN_ATTEMPTS_PER_ADDRESS = '100000';
  Object.assign(process.env, GENEROUS_RATE_LIMITS);

  const templateUrl = await createDatabase(process.env.TEST_DATABASE_TEMPLATE);
  await migrateAndSeed(templateUrl, project.moduleNameMapper);
  await markAsTemplate(process.env.TEST_DATABASE_TEMPLATE);
}
