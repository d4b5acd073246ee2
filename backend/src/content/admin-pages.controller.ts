import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminLanguage,
  AdminListQuery,
  parseAdminList,
  sendListPage,
  withoutReadOnly,
} from 'src/common/http/react-admin';
import { type Language } from 'src/common/i18n/language';
import { AdminContentService, PAGE_SORTS, type PageRow } from './admin-content.service';
import { ContentIdPipe } from './content-id.pipe';
import { type PageView } from './content-views';
import { AdminPageUpdateDto } from './dto/admin-records.dto';
import { CreatePageDto } from './dto/page.dto';
import { PagesService } from './pages.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** The console's pages resource: filter {section_id} or {id: [...]}; over PagesService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/pages')
export class AdminPagesController {
  constructor(
    private readonly lists: AdminContentService,
    private readonly pages: PagesService,
  ) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'Pages in order: filter {section_id, id}, range, sort; ?lang.' })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageRow[]> {
    const query = parseAdminList(raw, PAGE_SORTS, 'position');
    return sendListPage(reply, 'pages', query, await this.lists.pages(caller, query, language));
  }

  @Get(':id')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One page with questions and options; texts in ?lang (default sv).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<PageView> {
    return this.pages.show(caller, id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a page, as POST /api/page.' })
  @TakesLongTexts()
  create(@Access() caller: CallerAccess, @Body() dto: CreatePageDto): Promise<PageView> {
    return this.pages.create(caller, dto);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Saves the record sent back; name and body in its `language` (sv).' })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: AdminPageUpdateDto,
  ): Promise<PageView> {
    const { language, ...fields } = withoutReadOnly(dto, ['section_id', 'questions']);
    return this.pages.update(caller, id, language ?? 'sv', fields);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the page; answers the deleted record.' })
  async remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<PageView> {
    const record = await this.pages.show(caller, id, language);
    await this.pages.remove(caller, id);
    return record;
  }
}
