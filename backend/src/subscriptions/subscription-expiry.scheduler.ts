import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';

export const EXPIRY_EVERY_MS = 15 * 60 * 1000;

/**
 * Registers (idempotently) the periodic expiry job, and queues one run at each worker start: a
 * scheduler that already exists keeps its next run, which may be up to 15 minutes away.
 */
@Injectable()
export class SubscriptionExpiryScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('subscriptions.expire', { every: EXPIRY_EVERY_MS }, {});
    await this.jobs.add('subscriptions.expire', {});
  }
}
