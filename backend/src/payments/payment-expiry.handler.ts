import { Logger } from '@nestjs/common';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { PaymentExpiry } from './payment-expiry.service';

/** Expires payment records left unpaid (the system's own periodic work: no audit event). */
@JobHandler('payments.expire')
export class PaymentExpiryHandler implements HandlesJob<'payments.expire'> {
  private readonly logger = new Logger(PaymentExpiryHandler.name);

  constructor(private readonly expiry: PaymentExpiry) {}

  async handle(): Promise<void> {
    const expired = await this.expiry.run();
    if (expired > 0) this.logger.log(`Payments: ${expired} records expired`);
  }
}
