import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { QUEUE_NAMES } from 'src/jobs/queue-names';

const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Registers (idempotently) the periodic job that re-queues mail left unsent. */
@Injectable()
export class MailSweepScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUE_NAMES.mail) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const data: JobCatalogue['mail.sweep'] = {};
    await this.queue.upsertJobScheduler(
      'mail.sweep',
      { every: SWEEP_EVERY_MS },
      { name: 'mail.sweep', data },
    );
  }
}
