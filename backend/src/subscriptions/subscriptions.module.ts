import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { RedisClient } from 'src/redis/redis.module';
import { ProgramModuleDistribution } from './program-module-distribution';

/**
 * The API side of user subscriptions: queueing work on the `subscriptions` queue. The queue uses
 * the shared fail-fast Redis client, so a request fails at once while Redis is down.
 */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: QUEUE_NAMES.subscriptions,
      inject: [RedisClient],
      useFactory: (redis: RedisClient) => ({ connection: redis }),
    }),
  ],
  providers: [ProgramModuleDistribution],
  exports: [ProgramModuleDistribution],
})
export class SubscriptionsModule {}
