import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { loadEnvironmentOrExit } from './config/load-environment';
import { applyMigrations } from './database/migrate';
import { assertDependenciesReachable } from './dependency-preflight';
import { createHttpApp } from './http-app';

async function bootstrap(): Promise<void> {
  const environment = loadEnvironmentOrExit();
  await assertDependenciesReachable(environment);
  const app = await createHttpApp(environment);
  if (environment.MIGRATE_ON_START === 'true') {
    const applied = await applyMigrations(app.get(MikroORM), environment.DATABASE_URL);
    if (applied.length) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
  }
  await app.listen({ port: environment.PORT, host: '0.0.0.0' });
  new Logger('Bootstrap').log(`API listening on port ${environment.PORT}`);
}

void bootstrap();
