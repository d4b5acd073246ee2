import { DiscoveryService } from '@nestjs/core';
import { type JobCatalogue, type JobName } from './job-catalogue';

/**
 * Runs one job. The worker calls `handle` inside a fresh MikroORM request context, with a payload
 * already checked against the catalogue. A thrown error fails the attempt; BullMQ retries it.
 */
export interface HandlesJob<Name extends JobName> {
  // A property, not a method, so the compiler compares payloads strictly (no bivariance).
  handle: (data: JobCatalogue[Name]) => Promise<void>;
}

export const JobHandlerMarker = DiscoveryService.createDecorator<JobName>();

/**
 * Marks a provider as the handler of a job. The class must accept the job's catalogue payload;
 * list it among the providers of a module the worker imports.
 */
export function JobHandler<Name extends JobName>(name: Name) {
  return (target: new (...args: never[]) => HandlesJob<Name>): void => {
    JobHandlerMarker(name)(target);
  };
}
