import { Module } from '@nestjs/common';
import { CareTeamService } from './care-team.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Therapist–client assignments and the specialists' notifications. */
@Module({
  controllers: [NotificationsController],
  providers: [CareTeamService, NotificationsService],
  exports: [CareTeamService],
})
export class CareTeamModule {}
