import Module from 'node:module';

/** The `moduleNameMapper` of the Jest project config, as Jest hands it to globalSetup. */
export type ModuleNameMapper = [string, string][];

/**
 * Applies the migrations and the demo seeder to the database at `databaseUrl`, from the backend's
 * TypeScript sources (Jest transforms them while globalSetup runs). The `src/...` imports are
 * resolved through the project's moduleNameMapper, as the test runtime does.
 */
export async function migrateAndSeed(databaseUrl: string, mapper: ModuleNameMapper): Promise<void> {
  const restore = resolveThrough(mapper);
  // MikroORM keeps its metadata on globalThis. Jest copies this process's globals into the test
  // files' sandboxes when it runs them in this process (--runInBand): they must not leak there.
  const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
  try {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded only while the mapper applies */
    require('reflect-metadata');
    const { MikroORM } = require('@mikro-orm/postgresql') as typeof import('@mikro-orm/postgresql');
    const { createOrmOptions } =
      require('src/database/orm-options') as typeof import('src/database/orm-options');
    const { applyMigrations } =
      require('src/database/migrate') as typeof import('src/database/migrate');
    const { seedDemoData } =
      require('src/database/seeders/demo-seeder') as typeof import('src/database/seeders/demo-seeder');
    const { DEFAULT_SEED_PASSWORD } =
      require('src/database/seeders/demo-accounts') as typeof import('src/database/seeders/demo-accounts');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const orm = await MikroORM.init(
      createOrmOptions({ DATABASE_URL: databaseUrl, DB_POOL_MAX: 2 }),
    );
    try {
      await applyMigrations(orm, databaseUrl);
      await seedDemoData(orm.em.fork(), { nodeEnv: 'test', password: DEFAULT_SEED_PASSWORD });
    } finally {
      await orm.close(true);
    }
  } finally {
    restore();
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (!globalsBefore.has(name)) delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

type Resolve = (request: string, ...rest: unknown[]) => string;

/** Lets Node's require resolve module names the way Jest's moduleNameMapper maps them. */
function resolveThrough(mapper: ModuleNameMapper): () => void {
  const loader = Module as unknown as { _resolveFilename: Resolve };
  const original = loader._resolveFilename;
  const rules = mapper.map(([pattern, target]) => ({ pattern: new RegExp(pattern), target }));
  loader._resolveFilename = function (this: unknown, request, ...rest) {
    const rule = rules.find(({ pattern }) => pattern.test(request));
    const mapped = rule ? request.replace(rule.pattern, rule.target) : request;
    return original.call(this, mapped, ...rest);
  };
  return () => {
    loader._resolveFilename = original;
  };
}
