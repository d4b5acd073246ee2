import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ChangesData, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { ModuleReportsQuery } from './dto/module-reports.query';
import { OfferInitiateDto } from './dto/offer-initiate.dto';
import { ReportLanguageQuery } from './dto/report-language.query';
import {
  type GeneratedReportRow,
  type GeneratedReportView,
  type OfferStatusAnswer,
  type ReportViewedAnswer,
  type StaffReportView,
} from './generated-report-views';
import { GeneratedReportsService } from './generated-reports.service';

const LANG = { name: 'lang', enum: ['sv', 'en'], description: 'The caller’s language' };

/**
 * Reports generated from completed module instances. A client reaches only their own reports that
 * are visible to clients (another's, or a missing one, answers 404); staff read a client's reports
 * when their scope covers the client. Every read writes the access log.
 */
@ApiTags('reports')
@ApiBearerAuth()
@Controller()
export class GeneratedReportsController {
  constructor(private readonly reports: GeneratedReportsService) {}

  @Get('client/report/generated/list/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam(LANG)
  @ApiOperation({ summary: 'The caller’s own generated reports, newest first.' })
  ownList(
    @Access() caller: CallerAccess,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<GeneratedReportRow[]> {
    return this.reports.ownList(caller, lang);
  }

  @Get('client/report/generated/single/:id')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary: 'One of the caller’s own generated reports with its elements.',
    description: 'Texts in the language of `lang`, else in the language the report was built in.',
  })
  ownSingle(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ReportLanguageQuery,
  ): Promise<GeneratedReportView> {
    return this.reports.ownSingle(caller, id, query.lang);
  }

  @Get('api/specialist/report/generated/single/:id')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary:
      'A client’s generated report for staff whose scope covers them: its elements, every scored item with the answer and score (critical items flagged), the total and band, the bands, and the total of every round.',
    description:
      'For the client’s specialists and admins (any other role: 403). Texts in the language of `lang`, else in the language the report was built in.',
  })
  staffSingle(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ReportLanguageQuery,
  ): Promise<StaffReportView> {
    return this.reports.staffSingle(caller, id, query.lang);
  }

  @Get('api/reports/users/:user_id/modules/:module_id/:lang')
  @RequirePermission('user/subscription.read')
  @ApiParam({ name: 'user_id', description: 'The client’s id or uuid' })
  @ApiParam({ name: 'module_id', description: 'A content module' })
  @ApiParam(LANG)
  @ApiOperation({
    summary:
      'A client’s generated reports of one module: those in report_id_list, or the unread ones.',
  })
  ofModule(
    @Access() caller: CallerAccess,
    @Param('user_id', UserReferencePipe) user: UserReference,
    @Param('module_id', IdParamPipe) moduleId: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Query() query: ModuleReportsQuery,
  ): Promise<GeneratedReportView[]> {
    return this.reports.ofModule(caller, user, moduleId, query, lang);
  }

  @Get('api/reports/viewed/:report_id')
  @RequirePermission('user/subscription.read')
  @ChangesData()
  @ApiOperation({ summary: 'Marks one of the caller’s own reports viewed (idempotent).' })
  viewed(
    @Access() caller: CallerAccess,
    @Param('report_id', IdParamPipe) id: number,
  ): Promise<ReportViewedAnswer> {
    return this.reports.markViewed(caller, id);
  }

  @Get('client/reports/viewed/:reportId')
  @RequirePermission('user/subscription.read')
  @ChangesData()
  @ApiOperation({ summary: 'Marks one of the caller’s own reports viewed (idempotent).' })
  clientViewed(
    @Access() caller: CallerAccess,
    @Param('reportId', IdParamPipe) id: number,
  ): Promise<ReportViewedAnswer> {
    return this.reports.markViewed(caller, id);
  }

  @Put('client/user/offer-initiate/:reportId')
  @RequirePermission('user/subscription.read')
  @ApiOperation({
    summary:
      'Records when the therapist offer of the caller’s report was shown, accepted or declined.',
    description:
      'The body holds exactly one of offer_display_at, offer_accepted_at, offer_declined_at.',
  })
  offer(
    @Access() caller: CallerAccess,
    @Param('reportId', IdParamPipe) id: number,
    @Body() form: OfferInitiateDto,
  ): Promise<OfferStatusAnswer> {
    return this.reports.offer(caller, id, form);
  }
}
