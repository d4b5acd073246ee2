import { Module } from '@nestjs/common';
import { DistributeProgramModulesHandler } from './distribute-program-modules.handler';
import { ModuleDistributionService } from './module-distribution.service';
import { SubscriptionExpiryHandler } from './subscription-expiry.handler';
import { SubscriptionExpiryScheduler } from './subscription-expiry.scheduler';
import { SubscriptionExpiry } from './subscription-expiry.service';

/**
 * The worker side: runs the jobs of the `subscriptions` queue, and expires subscriptions every
 * 15 minutes and at start.
 */
@Module({
  providers: [
    DistributeProgramModulesHandler,
    ModuleDistributionService,
    SubscriptionExpiryHandler,
    SubscriptionExpiry,
    SubscriptionExpiryScheduler,
  ],
})
export class SubscriptionsWorkerModule {}
