import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { AdminCompanySubscriptionsController } from './admin-company-subscriptions.controller';
import { CompanySubscriptionsController } from './company-subscriptions.controller';
import { CompanySubscriptionsService } from './company-subscriptions.service';
import { CreditScopeService } from './credit-scope.service';
import { UsageProductsService } from './usage-products.service';
import { UsageRecordListService } from './usage-record-list.service';
import { UsageRecordsController } from './usage-records.controller';
import { UsageRecordsService } from './usage-records.service';
import { UserCreditsController } from './user-credits.controller';
import { UserCreditsService } from './user-credits.service';

/** Company subscriptions, credits granted to users, and usage records that spend them. */
@Module({
  imports: [OrganisationScopeModule],
  controllers: [
    CompanySubscriptionsController,
    UserCreditsController,
    UsageRecordsController,
    AdminCompanySubscriptionsController,
  ],
  providers: [
    CreditScopeService,
    CompanySubscriptionsService,
    UserCreditsService,
    UsageProductsService,
    UsageRecordsService,
    UsageRecordListService,
  ],
})
export class CreditsModule {}
