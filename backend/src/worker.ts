import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadEnvironmentOrExit } from './config/load-environment';
import { assertDependenciesReachable } from './dependency-preflight';
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

void bootstrap();
