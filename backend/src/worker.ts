import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadEnvironmentOrExit } from './config/load-environment';
import { assertDependenciesReachable } from './dependency-preflight';
import { JobHandlersError } from './jobs/job-handler-check';
import { WorkerModule } from './worker.module';

/** BullMQ processors and schedulers; no HTTP. Stops gracefully on SIGTERM (jobs finish first). */
async function bootstrap(): Promise<void> {
  const environment = loadEnvironmentOrExit();
  await assertDependenciesReachable(environment);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(environment), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  new NestLogger('Bootstrap').log('Worker started');
}

bootstrap().catch((error: unknown) => {
  // A mismatch between handlers and the job catalogue is a build mistake: one line, no stack.
  if (!(error instanceof JobHandlersError)) throw error;
  process.stderr.write(`Worker not started: ${error.message}\n`);
  process.exit(1);
});
