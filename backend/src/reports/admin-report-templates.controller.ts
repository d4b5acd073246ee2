import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { AdminReportTemplateCreate, AdminReportTemplateUpdate } from './dto/admin-records.dto';
import {
  AdminListQuery,
  AdminRecordQuery,
  listLanguage,
  numberFilter,
  textFilter,
} from './dto/admin-list.query';
import { IdParamPipe } from './id-param.pipe';
import { type ReportTemplateRow, type ReportTemplateView } from './report-template-view';
import { ReportTemplatesService } from './report-templates.service';

const SORTABLE = ['name', 'id', 'created_at'] as const;

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
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportTemplateRow[]> {
    const query = parseListQuery(raw, SORTABLE, 'name');
    const { rows, total } = await this.templates.rows({
      language: listLanguage(query.filter),
      offset: query.offset,
      limit: query.limit,
      keyword: textFilter(query.filter.q),
      testId: numberFilter(query.filter.test_id, 'test_id'),
      ids: query.ids?.map(Number).filter(Number.isInteger),
      sort: query.sort.field,
      order: query.sort.order === 'ASC' ? 'asc' : 'desc',
    });
    void reply.header(
      'Content-Range',
      contentRange('report-templates', query.offset, rows.length, total),
    );
    return rows;
  }

  @Get(':id')
  @RequirePermission('module.update')
  @ApiQuery({ name: 'lang', required: false, enum: ['sv', 'en'] })
  @ApiOperation({ summary: 'One report template with its elements (as api/report/{id}/edit).' })
  one(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminRecordQuery,
  ): Promise<ReportTemplateView> {
    return this.templates.show(id, query.lang ?? 'sv');
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
