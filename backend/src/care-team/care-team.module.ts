import { Module } from '@nestjs/common';
import { CareTeamService } from './care-team.service';
import { CareTeamEvents } from './care-team-events';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { RiskFlagsController } from './risk-flags.controller';
import { RiskFlagsService } from './risk-flags.service';

/** Therapist–client assignments and the specialists' notifications. */
@Module({
  controllers: [NotificationsController, RiskFlagsController],
  providers: [CareTeamService, NotificationsService, CareTeamEvents, RiskFlagsService],
  exports: [CareTeamService, NotificationsService, CareTeamEvents],
})
export class CareTeamModule {}
