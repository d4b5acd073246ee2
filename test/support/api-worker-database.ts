import { createDatabaseFrom, databaseExists } from './databases';
import { databaseUrlFor } from './test-environment';

/**
 * Jest setupFiles module, run before each API test file: points the file at its worker's copy of
 * the run's template database (made on the worker's first file; the files a worker runs share it,
 * one after the other) and gives the worker its own Redis key prefix (queues, login limits), so
 * files in parallel workers never meet.
 */
export = async function useWorkerDatabase(): Promise<void> {
  const run = process.env.TEST_DATABASE_NAME;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!run || !template) throw new Error('The API tests need test/support/api-global-setup.ts');
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const name = `${run}_w${worker}`;
  if (!(await databaseExists(name))) await createDatabaseFrom(name, template);
  process.env.DATABASE_URL = databaseUrlFor(name);
  process.env.TEST_DATABASE_FROM_TEMPLATE = process.env.DATABASE_URL;
  process.env.QUEUE_PREFIX = `${run.replace(/_/g, '-')}-w${worker}`;
};
