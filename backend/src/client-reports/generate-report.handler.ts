import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { buildReports } from './report-builder';

/** Builds a completed module instance's reports (each exactly once, however often it runs). */
@JobHandler('reports.generate')
export class GenerateReportHandler implements HandlesJob<'reports.generate'> {
  private readonly logger = new Logger(GenerateReportHandler.name);

  constructor(private readonly em: EntityManager) {}

  async handle({ moduleInstanceId }: JobCatalogue['reports.generate']): Promise<void> {
    const result = await this.em.transactional((tx) => buildReports(tx, moduleInstanceId));
    if (!result.completed) {
      this.logger.warn(`Module instance ${moduleInstanceId} is not completed: no report built`);
      return;
    }
    this.logger.log(`Module instance ${moduleInstanceId}: ${result.created} reports built`);
  }
}
