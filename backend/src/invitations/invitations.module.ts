import { Module } from '@nestjs/common';
import { CompaniesModule } from 'src/companies/companies.module';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { AdminInvitationsController } from './admin-invitations.controller';
import { InvitationCareService } from './invitation-care';
import { InvitationFormChecksService } from './invitation-form-checks.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

/** /api/v1/invitations and the console's /api/admin/invitations. */
@Module({
  imports: [OrganisationScopeModule, CompaniesModule],
  controllers: [InvitationsController, AdminInvitationsController],
  providers: [InvitationsService, InvitationFormChecksService, InvitationCareService],
})
export class InvitationsModule {}
