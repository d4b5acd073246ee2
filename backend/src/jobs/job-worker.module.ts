import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JOB_WORKER_OPTIONS, JobHandlers, type JobWorkerOptions } from './job-handlers';
import { JobWorkers } from './job-workers';

/**
 * Runs the `@JobHandler` providers of the whole worker. Starting fails, naming the job, unless
 * every job of the catalogue has exactly one handler.
 */
@Module({})
export class JobWorkerModule {
  static forRoot(options: JobWorkerOptions = {}): DynamicModule {
    return {
      module: JobWorkerModule,
      imports: [DiscoveryModule],
      providers: [{ provide: JOB_WORKER_OPTIONS, useValue: options }, JobHandlers, JobWorkers],
    };
  }
}
