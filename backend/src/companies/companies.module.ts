import { Module } from '@nestjs/common';
import { AdminCompaniesController } from './admin-companies.controller';
import { AdminCompanyUnitsController } from './admin-company-units.controller';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanyProductsService } from './company-products.service';
import { CompanyUnitsController } from './company-units.controller';
import { CompanyUnitsService } from './company-units.service';
import { CostCentresService } from './cost-centres.service';
import { OrganisationScopeService } from './organisation-scope.service';

/**
 * Companies, their units and sub-units, cost centres and company products. Exports the scope
 * service: other domains check a unit (and its sub-units) against `[company-unit]` grants with it.
 */
@Module({
  controllers: [
    CompaniesController,
    CompanyUnitsController,
    AdminCompaniesController,
    AdminCompanyUnitsController,
  ],
  providers: [
    OrganisationScopeService,
    CompaniesService,
    CompanyProductsService,
    CompanyUnitsService,
    CostCentresService,
  ],
  exports: [OrganisationScopeService, CompaniesService],
})
export class CompaniesModule {}
