import { Module } from '@nestjs/common';
import { DistributeProgramModulesHandler } from './distribute-program-modules.handler';
import { ModuleDistributionService } from './module-distribution.service';

/** The worker side: runs the jobs of the `subscriptions` queue. */
@Module({
  providers: [DistributeProgramModulesHandler, ModuleDistributionService],
})
export class SubscriptionsWorkerModule {}
