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
import {
  AdminReferenceTemplateCreate,
  AdminReferenceTemplateUpdate,
} from './dto/admin-records.dto';
import { IdParamPipe } from './id-param.pipe';
import { type ReferenceTemplateRow, type ReferenceTemplateView } from './reference-template-view';
import { ReferenceTemplatesService } from './reference-templates.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

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
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReferenceTemplateRow[]> {
    const query = parseAdminList(raw, NAMED_SORTS.reference, 'name');
    const page = await this.templates.page({
      language,
      offset: query.offset,
      limit: query.limit,
      keyword: filters.text(query.filter, 'q'),
      ids: filters.numericIds(query),
      sort: query.sort.field,
      order: query.sort.order === 'ASC' ? 'asc' : 'desc',
    });
    return sendListPage(reply, 'reference-templates', query, page);
  }

  @Get(':id')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'One reference template with its intervals (as api/reference-template/{id}/edit).',
  })
  one(
    @Param('id', IdParamPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<ReferenceTemplateView> {
    return this.templates.show(id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Creates a reference template (as POST api/reference-template/create).',
  })
  @TakesLongTexts()
  create(
    @Access() caller: CallerAccess,
    @Body() form: AdminReferenceTemplateCreate,
  ): Promise<ReferenceTemplateView> {
    return this.templates.create(caller, form);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes a reference template (as PUT api/reference-template/{id}).' })
  @TakesLongTexts()
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
