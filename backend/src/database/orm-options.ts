import { type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { type Environment } from 'src/config/environment';
import { ENTITIES } from './entities';

/** Compiled migrations sit next to this file in dist; their sources in src (see database-cli). */
export const MIGRATIONS_DIR = join(__dirname, 'migrations');

export type OrmEnvironment = Pick<Environment, 'DATABASE_URL' | 'DB_POOL_MAX'>;

/** Where MikroORM's own messages (migrations applied, warnings) go. */
export type OrmLog = (message: string) => void;

export function createOrmOptions(
  environment: OrmEnvironment,
  log: OrmLog = () => undefined,
): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: environment.DATABASE_URL,
    entities: ENTITIES,
    extensions: [Migrator],
    forceUtcTimezone: true,
    pool: {
      min: 0,
      max: environment.DB_POOL_MAX,
      // A request waits at most this long for a connection, then fails with 503 (never hangs).
      acquireTimeoutMillis: 5000,
    },
    driverOptions: {
      connection: { connectionTimeoutMillis: 5000, statement_timeout: 30000 },
      // knex writes its own warnings (e.g. a dropped connection) to the console otherwise.
      log: { warn: log, error: log, deprecate: log, debug: () => undefined },
    },
    migrations: {
      path: MIGRATIONS_DIR,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      disableForeignKeys: false,
    },
    debug: false,
    logger: log,
    colors: false,
    allowGlobalContext: false,
  };
}
