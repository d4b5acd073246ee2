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
import { AdminContentService, SECTION_SORTS, type SectionRow } from './admin-content.service';
import { SectionsService } from './sections.service';
import { ContentIdPipe } from './content-id.pipe';
import { type SectionView } from './content-views';
import { AdminSectionUpdateDto } from './dto/admin-records.dto';
import { CreateSectionDto } from './dto/chapter-section.dto';

/** The console's chapters resource: filter {module_id} or {id: [...]}; over SectionsService. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/sections')
export class AdminSectionsController {
  constructor(
    private readonly lists: AdminContentService,
    private readonly sections: SectionsService,
  ) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'Sections in order: filter {chapter_id, test_id, id}, range, sort; ?lang.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @AdminLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SectionRow[]> {
    const query = parseAdminList(raw, SECTION_SORTS, 'position');
    return sendListPage(
      reply,
      'sections',
      query,
      await this.lists.sections(caller, query, language),
    );
  }

  @Get(':id')
  @RequirePermission('module.read')
  @ApiOperation({ summary: 'One section with its pages; texts in ?lang (default sv).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<SectionView> {
    return this.sections.show(caller, id, language);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a section, as POST /api/section.' })
  create(@Access() caller: CallerAccess, @Body() dto: CreateSectionDto): Promise<SectionView> {
    return this.sections.create(caller, dto);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Saves the record sent back: the name in its `language` (sv).' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: AdminSectionUpdateDto,
  ): Promise<SectionView> {
    const { language, ...fields } = withoutReadOnly(dto, [
      'chapter_id',
      'test_id',
      'module',
      'chapter',
      'test',
      'pages',
      'pages_count',
    ]);
    return this.sections.rename(caller, id, language ?? 'sv', fields);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the section; answers the deleted record.' })
  async remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @AdminLanguage() language: Language,
  ): Promise<SectionView> {
    const record = await this.sections.show(caller, id, language);
    await this.sections.remove(caller, id);
    return record;
  }
}
