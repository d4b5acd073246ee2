import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseAdminList,
  sendListPage,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { NAMED_SORTS } from './named-page';
import { AdminReportTemplateCreate, AdminReportTemplateUpdate } from './dto/admin-records.dto';
import { IdParamPipe } from './id-param.pipe';
import { type ReportTemplateRow, type ReportTemplateView } from './report-template-view';
import { ReportTemplatesService } from './report-templates.service';

/** The console's report-templates resource (ra-data-simple-rest) over ReportTemplatesService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/report-templates')
export class AdminReportTemplatesController {
  constructor(private readonly templates: ReportTemplatesService) {}

  @Get()
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Report templates, react-admin style: filter {q, lang, test_id, id}, range, sort.',
  })
  async list(
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportTemplateRow[]> {
    const query = parseAdminList(raw, NAMED_SORTS.report, 'name');
    const page = await this.templates.rows({
      language,
      offset: query.offset,
      limit: query.limit,
      keyword: filters.text(query.filter, 'q'),
      testId: filters.id(query.filter, 'test_id'),
      ids: filters.numericIds(query),
      sort: query.sort.field,
      order: query.sort.order === 'ASC' ? 'asc' : 'desc',
    });
    return sendListPage(reply, 'report-templates', query, page);
  }

  @Get(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'One report template with its elements (as api/report/{id}/edit).' })
  one(
    @Param('id', IdParamPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<ReportTemplateView> {
    return this.templates.show(id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a report template (as POST api/report/create).' })
  create(
    @Access() caller: CallerAccess,
    @Body() form: AdminReportTemplateCreate,
  ): Promise<ReportTemplateView> {
    return this.templates.create(caller, form);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes a report template (as PUT api/report/{id}).' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: AdminReportTemplateUpdate,
  ): Promise<ReportTemplateView> {
    return this.templates.update(caller, id, form);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes a report template; answers { id }.' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ id: number }> {
    return this.templates.remove(caller, id);
  }
}
