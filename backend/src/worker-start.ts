import { type DynamicModule, Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { type Environment } from './config/environment';
import { loadEnvironmentOrExit } from './config/load-environment';
import { assertDependenciesReachable } from './dependency-preflight';
import { JobHandlersError } from './jobs/job-handler-check';

/** Starts a worker process; stops gracefully on SIGTERM (running jobs finish first). */
export function startWorker(rootModule: (environment: Environment) => DynamicModule): void {
  run(rootModule).catch((error: unknown) => {
    // A mismatch between handlers and the job catalogue is a build mistake: one line, no stack.
    if (!(error instanceof JobHandlersError)) throw error;
    process.stderr.write(`Worker not started: ${error.message}\n`);
    process.exit(1);
  });
}

async function run(rootModule: (environment: Environment) => DynamicModule): Promise<void> {
  const environment = loadEnvironmentOrExit();
  await assertDependenciesReachable(environment);
  const app = await NestFactory.createApplicationContext(rootModule(environment), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  new NestLogger('Bootstrap').log('Worker started');
}
