import { Module } from '@nestjs/common';
import { AdminReferenceTemplatesController } from './admin-reference-templates.controller';
import { AdminReportTemplatesController } from './admin-report-templates.controller';
import { MetaController } from './meta.controller';
import {
  ReferenceDetailsController,
  ReferenceTemplatesController,
} from './reference-templates.controller';
import { ReferenceTemplatesService } from './reference-templates.service';
import { ReportElementsService } from './report-elements.service';
import { ReportTemplatesService } from './report-templates.service';
import { ReportsController } from './reports.controller';
import { ScoringController } from './scoring.controller';
import { ScoringService } from './scoring.service';

/** Report templates, reference templates, editor lists and the server-side scoring of tests. */
@Module({
  controllers: [
    ReportsController,
    ReferenceTemplatesController,
    ReferenceDetailsController,
    MetaController,
    ScoringController,
    AdminReportTemplatesController,
    AdminReferenceTemplatesController,
  ],
  providers: [
    ReportTemplatesService,
    ReportElementsService,
    ReferenceTemplatesService,
    ScoringService,
  ],
  exports: [ScoringService, ReferenceTemplatesService],
})
export class ReportsModule {}
