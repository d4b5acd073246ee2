import { Logger } from '@nestjs/common';
import { type JobCatalogue } from 'src/jobs/job-catalogue';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { DataExportBuilder } from './data-export-builder';

/** Builds a requested data export and mails its link (once, however often it runs). */
@JobHandler('data-exports.build')
export class BuildDataExportHandler implements HandlesJob<'data-exports.build'> {
  private readonly logger = new Logger(BuildDataExportHandler.name);

  constructor(private readonly builder: DataExportBuilder) {}

  async handle({ exportId }: JobCatalogue['data-exports.build']): Promise<void> {
    const outcome = await this.builder.build(exportId);
    this.logger.log(`Data export ${exportId}: ${outcome}`);
  }
}
