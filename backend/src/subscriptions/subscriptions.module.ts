import { Module } from '@nestjs/common';
import { ProgramModuleDistribution } from './program-module-distribution';

/** The API side of user subscriptions: queueing work on the `subscriptions` queue. */
@Module({
  providers: [ProgramModuleDistribution],
  exports: [ProgramModuleDistribution],
})
export class SubscriptionsModule {}
