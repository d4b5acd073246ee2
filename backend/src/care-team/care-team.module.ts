import { Module } from '@nestjs/common';
import { CareTeamService } from './care-team.service';
import { CareTeamEvents } from './care-team-events';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Therapist–client assignments and the specialists' notifications. */
@Module({
  controllers: [NotificationsController],
  providers: [CareTeamService, NotificationsService, CareTeamEvents],
  exports: [CareTeamService, NotificationsService, CareTeamEvents],
})
export class CareTeamModule {}
