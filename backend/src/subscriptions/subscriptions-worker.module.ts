import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { ModuleDistributionService } from './module-distribution.service';
import { SubscriptionsProcessor } from './subscriptions.processor';

/** The worker side: runs the jobs of the `subscriptions` queue. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUE_NAMES.subscriptions })],
  providers: [SubscriptionsProcessor, ModuleDistributionService],
})
export class SubscriptionsWorkerModule {}
