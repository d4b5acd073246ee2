import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { GENEROUS_RATE_LIMITS, TEST_REDIS_URL, uniqueName } from '../support/test-environment';
import { RunningPlatform } from './platform';

/**
 * Brings the whole platform up with `npm start`'s launcher, on a fresh database, free ports and a
 * data folder of its own, so it never meets a platform a developer is running. The answer is the
 * teardown Playwright calls at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const databaseName = uniqueName('sinnro_browser_test');
  const dataDir = mkdtempSync(join(tmpdir(), 'sinnro-browser-'));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: await createDatabase(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: databaseName.replace(/_/g, '-'),
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    CONSOLE_PORT: String(await freePort()),
    CLIENT_WEB_PORT: String(await freePort()),
    // Every browser context logs in from 127.0.0.1, more than the default 50 times in 15 minutes;
    // the limit itself is tested by the API tests (login-limits.e2e-spec.ts).
    LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
    // Likewise the request limits (test/api/rate-limits.e2e-spec.ts tests them).
    ...GENEROUS_RATE_LIMITS,
  };
  const platform = RunningPlatform.start(environment);
  try {
    const urls = await platform.ready();
    process.env.SINNRO_API_URL = urls.api;
    process.env.SINNRO_CONSOLE_URL = urls.console;
    process.env.SINNRO_CLIENT_URL = urls.client;
    process.env.SINNRO_INBOX_URL = urls.inbox;
    // For the few browser tests that put the demo data back after changing it.
    process.env.SINNRO_DATABASE_URL = environment.DATABASE_URL;
  } catch (error) {
    await platform.stop();
    await dropDatabase(databaseName);
    throw error;
  }
  return async () => {
    await platform.stop();
    await dropDatabase(databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
