import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { loadEnvironmentOrExit } from 'src/config/load-environment';
import { nationalIdCipherOf } from 'src/users/national-id/national-id-keys';
import { resealNationalIds } from 'src/users/national-id/reseal-national-ids';
import { applyMigrations } from './migrate';
import { createOrmOptions } from './orm-options';
import { DEFAULT_SEED_PASSWORD } from './seeders/demo-accounts';
import { SeederRefusedError, seedDemoData } from './seeders/demo-seeder';

/** Sources of migrations, for `migration:create` (this file runs from dist/database). */
const MIGRATION_SOURCES = join(__dirname, '..', '..', 'src', 'database', 'migrations');

const COMMANDS: Record<string, (orm: MikroORM) => Promise<void>> = {
  async migrate(orm) {
    const applied = await applyMigrations(orm, environment.DATABASE_URL);
    log(
      applied.length
        ? `Applied migrations: ${applied.join(', ')}`
        : 'Database schema is up to date.',
    );
  },
  async seed(orm) {
    await applyMigrations(orm, environment.DATABASE_URL);
    const { created } = await seedDemoData(orm.em.fork(), {
      nodeEnv: environment.NODE_ENV,
      password: environment.SEED_PASSWORD ?? DEFAULT_SEED_PASSWORD,
    });
    log(created ? `Seeded ${created} demo rows.` : 'Demo data already present; nothing changed.');
  },
  async 'migration:create'(orm) {
    const result = await orm.getMigrator().createMigration(MIGRATION_SOURCES);
    log(
      result.fileName ? `Created ${result.fileName}` : 'No schema changes: no migration created.',
    );
  },
  /** After a key rotation: seals every personal number again under NATIONAL_ID_KEY_ID. */
  async 'national-ids:reseal'(orm) {
    await applyMigrations(orm, environment.DATABASE_URL);
    const count = await resealNationalIds(orm.em.fork(), nationalIdCipherOf(environment));
    log(`Sealed ${count} personal numbers again under key ${environment.NATIONAL_ID_KEY_ID}.`);
  },
  /** Fails when the entities differ from what the committed migrations build. */
  async 'migration:check'(orm) {
    await applyMigrations(orm, environment.DATABASE_URL);
    const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    if (diff.trim()) {
      log(
        `Entities and migrations differ; run "npm run migration:create -w @sinnro/backend":\n${diff}`,
      );
      process.exitCode = 1;
    } else {
      log('Entities and migrations agree.');
    }
  },
};

const environment = loadEnvironmentOrExit();

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`Usage: database-cli <${Object.keys(COMMANDS).join('|')}>\n`);
    process.exit(2);
  }
  const options = createOrmOptions(environment, log);
  const orm = await MikroORM.init({
    ...options,
    migrations: {
      ...options.migrations,
      ...(name === 'migration:create' ? { path: MIGRATION_SOURCES, emit: 'ts' as const } : {}),
    },
  });
  try {
    await command(orm);
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof SeederRefusedError ? error.message : describeFailure(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});

function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
