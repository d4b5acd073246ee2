import { Module } from '@nestjs/common';
import { AdminCompaniesController } from './admin-companies.controller';
import { AdminCompanyUnitsController } from './admin-company-units.controller';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanyProductsService } from './company-products.service';
import { CompanyUnitsController } from './company-units.controller';
import { CompanyUnitsService } from './company-units.service';
import { CostCentresService } from './cost-centres.service';
import { OrganisationScopeModule } from './organisation-scope.module';

/** Companies, their units and sub-units, cost centres and company products. */
@Module({
  imports: [OrganisationScopeModule],
  controllers: [
    CompaniesController,
    CompanyUnitsController,
    AdminCompaniesController,
    AdminCompanyUnitsController,
  ],
  providers: [CompaniesService, CompanyProductsService, CompanyUnitsService, CostCentresService],
  exports: [CompaniesService],
})
export class CompaniesModule {}
