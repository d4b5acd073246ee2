import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { CompanyUsersController } from './company-users.controller';
import { CompanyUsersService } from './company-users.service';

/** The members of a company with their assigned services, for company administrators. */
@Module({
  imports: [OrganisationScopeModule],
  controllers: [CompanyUsersController],
  providers: [CompanyUsersService],
})
export class CompanyUsersModule {}
