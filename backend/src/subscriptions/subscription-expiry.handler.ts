import { Logger } from '@nestjs/common';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { SubscriptionExpiry } from './subscription-expiry.service';

/**
 * Expires subscriptions past their end date and flags those with fewer than 3 days left. No audit
 * event: audit events name a person as actor, and this is the system's own periodic work; each
 * row keeps its moment (`updated_at`, `few_days_left_notified_at`) and the log line the counts.
 */
@JobHandler('subscriptions.expire')
export class SubscriptionExpiryHandler implements HandlesJob<'subscriptions.expire'> {
  private readonly logger = new Logger(SubscriptionExpiryHandler.name);

  constructor(private readonly expiry: SubscriptionExpiry) {}

  async handle(): Promise<void> {
    const { expired, flagged } = await this.expiry.run();
    if (expired > 0 || flagged > 0) {
      this.logger.log(`Subscriptions: ${expired} expired, ${flagged} flagged with few days left`);
    }
  }
}
