import { DynamicModule, Module } from '@nestjs/common';
import { type DestinationStream } from 'pino';
import { AccessModule } from './access/access.module';
import { EidModule } from './access/eid/eid.module';
import { ImpersonationModule } from './access/impersonation/impersonation.module';
import { InvitePasswordModule } from './access/invite-password/invite-password.module';
import { PasswordResetModule } from './access/password-reset/password-reset.module';
import { AuditModule } from './audit/audit.module';
import { ConfigModule } from './config/config.module';
import { Environment } from './config/environment';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { JobProducerModule } from './jobs/job-producer.module';
import { LoggingModule } from './logging/logging.module';
import { LookupsModule } from './lookups/lookups.module';
import { MailModule } from './mail/mail.module';
import { RedisModule } from './redis/redis.module';
import { RateLimitModule } from './common/http/rate-limit/rate-limit.module';
import { UsersModule } from './users/users.module';
import { ContentAuthoringModule } from './content/content.module';
import { ProgramsModule } from './programs/programs.module';
import { ReportsModule } from './reports/reports.module';
import { InvitationsModule } from './invitations/invitations.module';
import { CompanyLinksModule } from './company-links/company-links.module';
import { InsuranceModule } from './insurance/insurance.module';
import { DocumentsModule } from './documents/documents.module';
import { DataExportsModule } from './data-exports/data-exports.module';
import { ErasureModule } from './erasure/erasure.module';
import { CreditsModule } from './credits/credits.module';
import { CompaniesModule } from './companies/companies.module';
import { CompanyUsersModule } from './company-users/company-users.module';
import { ProductsModule } from './products/products.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { LearningModule } from './learning/learning.module';
import { CareTeamModule } from './care-team/care-team.module';
import { QueueBoardModule } from './queue-board/queue-board.module';
import { AssessmentsModule } from './assessments/assessments.module';
import { ChatModule } from './chat/chat.module';
import { SpecialistsModule } from './specialists/specialists.module';
import { MeetingsModule } from './meetings/meetings.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { ClientHomeModule } from './client-home/client-home.module';
import { PaymentsModule } from './payments/payments.module';

/** The HTTP application: every domain module plus the platform services they share. */
@Module({})
export class AppModule {
  static forRoot(environment: Environment, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(environment),
        LoggingModule.forRoot(logDestination),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        JobsModule,
        JobProducerModule.register('fail-fast'),
        MailModule,
        HealthModule,
        AuditModule,
        AccessModule,
        EidModule,
        PasswordResetModule,
        InvitePasswordModule,
        ImpersonationModule,
        UsersModule,
        InvitationsModule,
        CompanyLinksModule,
        InsuranceModule,
        DocumentsModule,
        DataExportsModule,
        ErasureModule,
        CreditsModule,
        CompaniesModule,
        CompanyUsersModule,
        ProductsModule,
        LookupsModule,
        ContentAuthoringModule,
        ProgramsModule,
        ReportsModule,
        SubscriptionsModule,
        CareTeamModule,
        LearningModule,
        QueueBoardModule,
        AssessmentsModule,
        ChatModule,
        SpecialistsModule,
        MeetingsModule,
        DashboardModule,
        ClientHomeModule,
        PaymentsModule,
      ],
    };
  }
}
