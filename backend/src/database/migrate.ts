import { type MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';

/** Any fixed number: all instances of the API agree on it to take turns at migrating. */
const MIGRATION_LOCK_ID = 7_210_001;

/**
 * Applies pending migrations. Several API replicas may start at once: a session-level advisory
 * lock, held on a connection of its own, lets one migrate while the others wait.
 */
export async function applyMigrations(orm: MikroORM, databaseUrl: string): Promise<string[]> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
}
