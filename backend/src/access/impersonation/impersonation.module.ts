import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { UsersModule } from 'src/users/users.module';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationService } from './impersonation.service';

/** Admins acting as other users: start, stop, and "see the product as a role". */
@Module({
  imports: [UsersModule, OrganisationScopeModule],
  controllers: [ImpersonationController],
  providers: [ImpersonationService],
})
export class ImpersonationModule {}
