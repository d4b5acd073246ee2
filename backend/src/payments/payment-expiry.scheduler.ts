import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from 'src/jobs/job-producer';

export const PAYMENT_EXPIRY_EVERY_MS = 5 * 60 * 1000;

/** Registers (idempotently) the payment expiry job, every 5 minutes. */
@Injectable()
export class PaymentExpiryScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('payments.expire', { every: PAYMENT_EXPIRY_EVERY_MS }, {});
  }
}
