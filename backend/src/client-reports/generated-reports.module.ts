import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { UsersModule } from 'src/users/users.module';
import { GeneratedReportsController } from './generated-reports.controller';
import { GeneratedReportsService } from './generated-reports.service';
import { ReportJobs } from './report-jobs';

/** Generated reports: reading them, marking them viewed, the therapist offer, and queueing. */
@Module({
  imports: [UsersModule, OrganisationScopeModule],
  controllers: [GeneratedReportsController],
  providers: [GeneratedReportsService, ReportJobs],
  exports: [ReportJobs, GeneratedReportsService],
})
export class GeneratedReportsModule {}
