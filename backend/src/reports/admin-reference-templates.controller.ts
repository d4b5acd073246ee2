import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import {
  AdminReferenceTemplateCreate,
  AdminReferenceTemplateUpdate,
} from './dto/admin-records.dto';
import { AdminListQuery, AdminRecordQuery, listLanguage, textFilter } from './dto/admin-list.query';
import { IdParamPipe } from './id-param.pipe';
import { type ReferenceTemplateRow, type ReferenceTemplateView } from './reference-template-view';
import { ReferenceTemplatesService } from './reference-templates.service';

const SORTABLE = ['name', 'id', 'created_at'] as const;

/** The console's reference-templates resource (ra-data-simple-rest) over ReferenceTemplatesService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/reference-templates')
export class AdminReferenceTemplatesController {
  constructor(private readonly templates: ReferenceTemplatesService) {}

  @Get()
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Reference templates, react-admin style: filter {q, lang, id}, range, sort.',
  })
  async list(
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReferenceTemplateRow[]> {
    const query = parseListQuery(raw, SORTABLE, 'name');
    const { rows, total } = await this.templates.page({
      language: listLanguage(query.filter),
      offset: query.offset,
      limit: query.limit,
      keyword: textFilter(query.filter.q),
      ids: query.ids?.map(Number).filter(Number.isInteger),
      sort: query.sort.field,
      order: query.sort.order === 'ASC' ? 'asc' : 'desc',
    });
    void reply.header(
      'Content-Range',
      contentRange('reference-templates', query.offset, rows.length, total),
    );
    return rows;
  }

  @Get(':id')
  @RequirePermission('module.update')
  @ApiQuery({ name: 'lang', required: false, enum: ['sv', 'en'] })
  @ApiOperation({
    summary: 'One reference template with its intervals (as api/reference-template/{id}/edit).',
  })
  one(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AdminRecordQuery,
  ): Promise<ReferenceTemplateView> {
    return this.templates.show(id, query.lang ?? 'sv');
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Creates a reference template (as POST api/reference-template/create).',
  })
  create(
    @Access() caller: CallerAccess,
    @Body() form: AdminReferenceTemplateCreate,
  ): Promise<ReferenceTemplateView> {
    return this.templates.create(caller, form);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes a reference template (as PUT api/reference-template/{id}).' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: AdminReferenceTemplateUpdate,
  ): Promise<ReferenceTemplateView> {
    return this.templates.update(caller, id, form);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes an unused reference template; answers { id }.' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ id: number }> {
    return this.templates.remove(caller, id);
  }
}
