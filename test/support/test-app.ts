import { MikroORM } from '@mikro-orm/postgresql';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type DestinationStream } from 'pino';
import { type Environment } from 'src/config/environment';
import { loadEnvironment } from 'src/config/load-environment';
import { applyMigrations } from 'src/database/migrate';
import { DEFAULT_SEED_PASSWORD } from 'src/database/seeders/demo-accounts';
import { seedDemoData } from 'src/database/seeders/demo-seeder';
import { createHttpApp } from 'src/http-app';

export interface TestApp {
  app: NestFastifyApplication;
  environment: Environment;
  orm: MikroORM;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The HTTP application as main.ts builds it, on the worker's database (migrated), answering
 * requests in-process through Fastify's inject. Overrides change single variables; a log
 * destination receives the log lines (with LOG_LEVEL set in the overrides).
 */
export async function startTestApp(
  overrides: NodeJS.ProcessEnv = {},
  logDestination?: DestinationStream,
): Promise<TestApp> {
  const environment = loadEnvironment({ ...process.env, ...overrides });
  const app = await createHttpApp(environment, { logDestination });
  const orm = app.get<MikroORM>(MikroORM);
  // The worker's copy of the run's template is migrated already (api-worker-database.ts).
  if (environment.DATABASE_URL !== process.env.TEST_DATABASE_FROM_TEMPLATE) {
    await applyMigrations(orm, environment.DATABASE_URL);
  }
  await app.init();
  // Nest holds its log lines back until listen(); these tests answer through inject instead.
  app.flushLogs();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    environment,
    orm,
    request: (options) => app.inject(options),
    close: () => app.close(),
  };
}

export async function seedDemo(testApp: TestApp): Promise<void> {
  await seedDemoData(testApp.orm.em.fork(), { nodeEnv: 'test', password: DEFAULT_SEED_PASSWORD });
}

/** Logs a demo account in and answers its access token. */
export async function loginAs(testApp: TestApp, email: string): Promise<string> {
  const response = await testApp.request({
    method: 'POST',
    url: '/client/login',
    payload: { email, password: DEFAULT_SEED_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Login as ${email} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}
