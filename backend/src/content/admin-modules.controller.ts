import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminLanguage,
  AdminListQuery,
  filters,
  parseAdminList,
  sendListPage,
  withoutReadOnly,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { ModuleRefPipe } from './content-id.pipe';
import { type ModuleDetail, type ModuleView } from './content-views';
import { AdminModuleUpdateDto } from './dto/admin-records.dto';
import { ModuleListQuery } from './dto/module-list.query';
import { CreateModuleDto } from './dto/module.dto';
import { MODULE_SORT_SQL, ModulesService } from './modules.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** The console's modules resource (ra-data-simple-rest): a thin adapter over ModulesService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/modules')
export class AdminModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({
    summary:
      'Modules, react-admin style: filter {q, type, is_published, test_id, id}, range, sort.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModuleView[]> {
    const query = parseAdminList(raw, MODULE_SORT_SQL, 'name');
    const ids = filters.numericIds(query);
    if (ids) {
      const rows = await this.modules.byIds(caller, ids, language);
      return sendListPage(reply, 'modules', { offset: 0 }, { rows, total: rows.length });
    }
    const { filter } = query;
    const page = await this.modules.list(
      caller,
      language,
      Object.assign(new ModuleListQuery(), {
        page: Math.floor(query.offset / query.limit) + 1,
        per_page: query.limit,
        keyword: filters.text(filter, 'q'),
        type: filters.oneOf(filter, 'type', ['module', 'assessment'] as const),
        is_published: filters.boolean(filter, 'is_published')?.toString(),
        order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      }),
      { sortBy: query.sort.field, testId: filters.id(filter, 'test_id') },
    );
    return sendListPage(reply, 'modules', query, { rows: page.data, total: page.total });
  }

  @Get(':id')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One module with its chapters; texts in ?lang (default sv).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @AdminLanguage() language: Language,
  ): Promise<ModuleDetail> {
    return this.modules.show(caller, id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a module, as POST /api/modules.' })
  @TakesLongTexts()
  create(@Access() caller: CallerAccess, @Body() dto: CreateModuleDto): Promise<ModuleDetail> {
    return this.modules.create(caller, dto);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Saves the record sent back; texts go to its `language` (sv). Publishing is audited.',
  })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @Body() dto: AdminModuleUpdateDto,
  ): Promise<ModuleDetail> {
    const { language, ...fields } = withoutReadOnly(dto, ['test', 'chapters']);
    return this.modules.update(caller, id, language ?? 'sv', fields);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the module; answers the deleted record.' })
  async remove(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @AdminLanguage() language: Language,
  ): Promise<ModuleDetail> {
    const record = await this.modules.show(caller, id, language);
    await this.modules.remove(caller, id);
    return record;
  }
}
