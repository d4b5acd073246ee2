import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import { JOB_NAMES, type JobName, queueOf } from './job-catalogue';
import { type HandlesJob, JobHandlerMarker } from './job-handler';
import { assertOneHandlerPerJob } from './job-handler-check';
import { type QueueName } from './queue-names';

export interface JobWorkerOptions {
  /** Only for tests that run one domain's handlers: jobs without a handler are not refused. */
  allowMissingHandlers?: boolean;
}

export const JOB_WORKER_OPTIONS = Symbol('JOB_WORKER_OPTIONS');

interface Found {
  job: JobName;
  handler: string;
  instance: HandlesJob<JobName>;
}

/** The `@JobHandler` providers of the worker, checked against the catalogue at start-up. */
@Injectable()
export class JobHandlers implements OnModuleInit {
  private readonly byJob = new Map<JobName, HandlesJob<JobName>>();

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_WORKER_OPTIONS) private readonly options: JobWorkerOptions,
  ) {}

  onModuleInit(): void {
    const found = this.discover();
    assertOneHandlerPerJob(this.options.allowMissingHandlers ? [] : JOB_NAMES, found);
    for (const { job, instance } of found) this.byJob.set(job, instance);
  }

  handlerOf<Name extends JobName>(name: Name): HandlesJob<Name> | undefined {
    return this.byJob.get(name);
  }

  /** The queues with at least one handled job: the worker runs a BullMQ worker for each. */
  queues(): QueueName[] {
    return [...new Set([...this.byJob.keys()].map(queueOf))];
  }

  private discover(): Found[] {
    return this.discovery
      .getProviders({ metadataKey: JobHandlerMarker.KEY })
      .map((wrapper) => this.found(wrapper));
  }

  private found(wrapper: InstanceWrapper): Found {
    const handler = wrapper.metatype?.name ?? 'an unnamed provider';
    const job = this.discovery.getMetadataByDecorator(JobHandlerMarker, wrapper);
    const instance: unknown = wrapper.instance;
    // @JobHandler accepts only classes whose `handle` takes the job's payload.
    if (!job || !isHandler(instance) || !wrapper.isDependencyTreeStatic()) {
      throw new Error(`${handler} is not a singleton @JobHandler provider with a handle method`);
    }
    return { job, handler, instance };
  }
}

function isHandler(instance: unknown): instance is HandlesJob<JobName> {
  return (
    typeof instance === 'object' &&
    instance !== null &&
    'handle' in instance &&
    typeof instance.handle === 'function'
  );
}
