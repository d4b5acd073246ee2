import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { ModuleRefPipe } from './content-id.pipe';
import { type ModuleDetail, type ModuleView } from './content-views';
import { AdminModuleUpdateDto, ListLanguageQuery } from './dto/admin-records.dto';
import { ModuleListQuery, MODULE_LIST_ORDERS, type ModuleListOrder } from './dto/module-list.query';
import { CreateModuleDto } from './dto/module.dto';
import { ModulesService } from './modules.service';
import { withoutReadOnly } from './admin-fields';

export class AdminListQuery {
  @IsOptional()
  @IsString()
  filter?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  sort?: string;

  @IsOptional()
  @IsIn(LANGUAGES, { message: 'content.languageUnknown' })
  lang?: Language;
}

/** The console's modules resource (ra-data-simple-rest): a thin adapter over ModulesService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/modules')
export class AdminModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'Modules, react-admin style: filter {q, type, is_published, id}, range, sort; ?lang.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModuleView[]> {
    const query = parseListQuery(raw, MODULE_LIST_ORDERS, 'name');
    const language = raw.lang ?? 'sv';
    if (query.ids) {
      const rows = await this.modules.byIds(caller, query.ids.map(Number), language);
      void reply.header('Content-Range', contentRange('modules', 0, rows.length, rows.length));
      return rows;
    }
    const { q, type, is_published: published } = query.filter;
    const page = await this.modules.list(
      caller,
      language,
      Object.assign(new ModuleListQuery(), {
        page: Math.floor(query.offset / query.limit) + 1,
        per_page: query.limit,
        keyword: typeof q === 'string' ? q : undefined,
        type: type === 'module' || type === 'assessment' ? type : undefined,
        is_published: typeof published === 'boolean' ? String(published) : undefined,
        order_by: query.sort.field satisfies ModuleListOrder,
        order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      }),
    );
    void reply.header(
      'Content-Range',
      contentRange('modules', query.offset, page.data.length, page.total),
    );
    return page.data;
  }

  @Get(':id')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One module with its chapters; texts in ?lang (default sv).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ModuleRefPipe) id: number | string,
    @Query() query: ListLanguageQuery,
  ): Promise<ModuleDetail> {
    return this.modules.show(caller, id, query.lang ?? 'sv');
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a module, as POST /api/modules.' })
  create(@Access() caller: CallerAccess, @Body() dto: CreateModuleDto): Promise<ModuleDetail> {
    return this.modules.create(caller, dto);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Saves the record sent back; texts go to its `language` (sv). Publishing is audited.',
  })
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
  ): Promise<ModuleDetail> {
    const record = await this.modules.show(caller, id, 'sv');
    await this.modules.remove(caller, id);
    return record;
  }
}
