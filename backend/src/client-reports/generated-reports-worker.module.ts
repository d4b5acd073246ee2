import { Module } from '@nestjs/common';
import { GenerateReportHandler } from './generate-report.handler';

/** The worker side: builds the reports of completed module instances (`reports` queue). */
@Module({ providers: [GenerateReportHandler] })
export class GeneratedReportsWorkerModule {}
