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
import { AdminContentService, CHAPTER_SORTS, type ChapterRow } from './admin-content.service';
import { ChaptersService } from './chapters.service';
import { ContentIdPipe } from './content-id.pipe';
import { type ChapterView } from './content-views';
import { AdminChapterUpdateDto } from './dto/admin-records.dto';
import { CreateChapterDto } from './dto/chapter-section.dto';

/** The console's chapters resource: filter {module_id} or {id: [...]}; over ChaptersService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/chapters')
export class AdminChaptersController {
  constructor(
    private readonly lists: AdminContentService,
    private readonly chapters: ChaptersService,
  ) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'Chapters in order: filter {module_id, id}, range, sort; ?lang.' })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChapterRow[]> {
    const query = parseAdminList(raw, CHAPTER_SORTS, 'position');
    return sendListPage(
      reply,
      'chapters',
      query,
      await this.lists.chapters(caller, query, language),
    );
  }

  @Get(':id')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One chapter with its sections; texts in ?lang (default sv).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<ChapterView> {
    return this.chapters.show(caller, id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a chapter, as POST /api/chapter.' })
  create(@Access() caller: CallerAccess, @Body() dto: CreateChapterDto): Promise<ChapterView> {
    return this.chapters.create(caller, dto);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Saves the record sent back: the name in its `language` (sv).' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: AdminChapterUpdateDto,
  ): Promise<ChapterView> {
    const { language, ...fields } = withoutReadOnly(dto, ['module_id', 'module', 'sections']);
    return this.chapters.rename(caller, id, language ?? 'sv', fields);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the chapter; answers the deleted record.' })
  async remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<ChapterView> {
    const record = await this.chapters.show(caller, id, language);
    await this.chapters.remove(caller, id);
    return record;
  }
}
