import { Module } from '@nestjs/common';
import { OrganisationScopeService } from './organisation-scope.service';

/** The organisation scope (companies, units and sub-units), for every domain that checks it. */
@Module({
  providers: [OrganisationScopeService],
  exports: [OrganisationScopeService],
})
export class OrganisationScopeModule {}
