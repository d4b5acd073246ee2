import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';

const EXPIRE_EVERY_MS = 60 * 60 * 1000;

/** Registers (idempotently) the hourly job that removes the ZIPs of expired export links. */
@Injectable()
export class DataExportsScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('data-exports.expire', { every: EXPIRE_EVERY_MS }, {});
  }
}
