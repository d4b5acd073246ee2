import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { UsersModule } from 'src/users/users.module';
import { ModuleDistributionService } from './module-distribution.service';
import { ProgramModuleDistribution } from './program-module-distribution';
import { ProgramSubscriptionsController } from './program-subscriptions.controller';
import { ProgramSubscriptionsService } from './program-subscriptions.service';
import { SubscriptionAccess } from './subscription-access.service';
import { SubscriptionModulesService } from './subscription-modules.service';
import { SubscriptionReadsModule } from './subscription-reads.module';
import { SubscriptionWriter } from './subscription-writer.service';

/**
 * The API side of user subscriptions: the client program subscription routes, and queueing work
 * on the `subscriptions` queue.
 */
@Module({
  imports: [OrganisationScopeModule, UsersModule, SubscriptionReadsModule],
  controllers: [ProgramSubscriptionsController],
  providers: [
    ProgramModuleDistribution,
    ModuleDistributionService,
    SubscriptionAccess,
    ProgramSubscriptionsService,
    SubscriptionWriter,
    SubscriptionModulesService,
  ],
  exports: [ProgramModuleDistribution, SubscriptionWriter],
})
export class SubscriptionsModule {}
