import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';

const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Registers (idempotently) the periodic job that re-queues mail left unsent. */
@Injectable()
export class MailSweepScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('mail.sweep', { every: SWEEP_EVERY_MS }, {});
  }
}
