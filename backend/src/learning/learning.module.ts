import { Module } from '@nestjs/common';
import { CareTeamModule } from 'src/care-team/care-team.module';
import { ChatModule } from 'src/chat/chat.module';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { GeneratedReportsModule } from 'src/client-reports/generated-reports.module';
import { UsersModule } from 'src/users/users.module';
import { AnswersService } from './answers.service';
import { ApprovalsController } from './approvals.controller';
import { InstanceStoreService } from './instance-store.service';
import { LearningController } from './learning.controller';
import { LearningOverviewService } from './learning-overview.service';
import { LearningSubscriptionsService } from './learning-subscriptions.service';
import { PageApprovalService } from './page-approval.service';
import { PagePlayerService } from './page-player.service';
import { PageViewService } from './page-view.service';
import { ProgressModule } from './progress.module';

/** Client learning: module instances, the page player, answers and their approval. */
@Module({
  imports: [
    UsersModule,
    OrganisationScopeModule,
    CareTeamModule,
    GeneratedReportsModule,
    ProgressModule,
    ChatModule,
  ],
  controllers: [LearningController, ApprovalsController],
  providers: [
    LearningSubscriptionsService,
    LearningOverviewService,
    InstanceStoreService,
    PageViewService,
    PagePlayerService,
    AnswersService,
    PageApprovalService,
  ],
  exports: [LearningOverviewService, LearningSubscriptionsService, InstanceStoreService],
})
export class LearningModule {}
