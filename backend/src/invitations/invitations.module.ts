import { Module } from '@nestjs/common';
import { AdminInvitationsController } from './admin-invitations.controller';
import { InvitationFormChecksService } from './invitation-form-checks.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

/** /api/v1/invitations and the console's /api/admin/invitations. */
@Module({
  controllers: [InvitationsController, AdminInvitationsController],
  providers: [InvitationsService, InvitationFormChecksService],
})
export class InvitationsModule {}
