import { Module } from '@nestjs/common';
import { SubscriptionReader } from './subscription-reader.service';

/** Reading subscriptions as views, for domains that show them (the users' edit-temp form). */
@Module({
  providers: [SubscriptionReader],
  exports: [SubscriptionReader],
})
export class SubscriptionReadsModule {}
