import { Module } from '@nestjs/common';
import { CareTeamModule } from 'src/care-team/care-team.module';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { ProgressModule } from 'src/learning/progress.module';
import { SubscriptionReadsModule } from 'src/subscriptions/subscription-reads.module';
import { UsersModule } from 'src/users/users.module';
import { ClientHoldsService } from './client-holds.service';
import { ClientModulesController } from './client-modules.controller';
import { ClientModulesService } from './client-modules.service';
import { ClientNotesService } from './client-notes.service';
import { SpecialistAccessService } from './specialist-access.service';
import { SpecialistClientsService } from './specialist-clients.service';
import { SpecialistsController } from './specialists.controller';

/** The specialists' views of their clients: lists, summaries, notes, passive, block and snooze. */
@Module({
  imports: [
    CareTeamModule,
    OrganisationScopeModule,
    ProgressModule,
    SubscriptionReadsModule,
    UsersModule,
  ],
  controllers: [SpecialistsController, ClientModulesController],
  providers: [
    SpecialistAccessService,
    SpecialistClientsService,
    ClientNotesService,
    ClientHoldsService,
    ClientModulesService,
  ],
  exports: [SpecialistClientsService],
})
export class SpecialistsModule {}
