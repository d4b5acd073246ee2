import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { summarizeError, stackFrames } from 'src/common/errors/error-summary';
import { Environment } from 'src/config/environment';
import { isJobName, isPayloadOf, type JobName } from './job-catalogue';
import { JobHandlers } from './job-handlers';
import { bullConnection } from './jobs.module';
import { QUEUE_CONCURRENCY, type QueueName } from './queue-names';

/**
 * One BullMQ worker per queue that has handlers, dispatching each job by name to its handler.
 * On shutdown the workers close first, so running jobs finish before the database goes away.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly handlers: JobHandlers,
    private readonly orm: MikroORM,
    private readonly environment: Environment,
  ) {}

  onApplicationBootstrap(): void {
    for (const queue of this.handlers.queues()) this.workers.push(this.start(queue));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private start(queue: QueueName): Worker {
    const worker = new Worker<unknown, void>(queue, (job) => this.dispatch(job), {
      ...bullConnection(this.environment),
      concurrency: QUEUE_CONCURRENCY[queue],
      // A dead worker's jobs are found by the stalled-job check once their lock has run out.
      lockDuration: this.environment.JOB_LOCK_SECONDS * 1000,
      stalledInterval: this.environment.JOB_LOCK_SECONDS * 1000,
    });
    // Redis errors are retried by BullMQ; without a listener each one would be thrown.
    worker.on('error', (error) =>
      this.logger.warn(`Queue ${queue}: ${summarizeError(error).class} from Redis`),
    );
    worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? '?'} failed: ${error.message}`),
    );
    return worker;
  }

  private async dispatch(job: Job<unknown, void>): Promise<void> {
    if (!isJobName(job.name)) throw new UnrecoverableError(`Unknown job ${job.name}`);
    await this.run(job.name, job.data);
  }

  private async run<Name extends JobName>(name: Name, data: unknown): Promise<void> {
    const handler = this.handlers.handlerOf(name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${name} in this worker`);
    if (!isPayloadOf(name, data)) throw new UnrecoverableError(`Malformed payload of job ${name}`);
    try {
      await RequestContext.create(this.orm.em, () => handler.handle(data));
    } catch (error) {
      throw jobFailure(name, error);
    }
  }
}

/**
 * BullMQ keeps a failed job's message and stack in Redis, and a handler's error message may name
 * a person (an SMTP refusal quotes the address), so only the error's class and code go there.
 */
function jobFailure(name: JobName, error: unknown): Error {
  const { class: kind, code } = summarizeError(error);
  const message = `Job ${name} failed: ${kind}${code ? ` (${code})` : ''}`;
  const failure =
    error instanceof UnrecoverableError ? new UnrecoverableError(message) : new Error(message);
  const frames = stackFrames(error);
  failure.stack = frames ? `${failure.name}: ${message}\n${frames}` : failure.stack;
  return failure;
}
