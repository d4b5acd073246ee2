import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { SectionsService } from './sections.service';
import { ContentIdPipe } from './content-id.pipe';
import { type SectionView } from './content-views';
import { CreateSectionDto, RenameDto } from './dto/chapter-section.dto';
import { OrderDto } from './dto/content-fields';

/**
 * Sections of a chapter or of a test (the section and test-section editors). Reads follow the
 * module's visibility (a test's: whether a published assessment runs it).
 */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api/section')
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @Get(':id/edit/:lang')
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'A section with its parent (chapter and module, or test) and pages, in {lang}.',
    description: 'empty_text is "No pages available" (in {lang}) when it has none.',
  })
  edit(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<SectionView> {
    return this.sections.show(caller, id, lang);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Adds a section to a chapter or (test_id) a test at `position` (default last); 201.',
  })
  create(@Access() caller: CallerAccess, @Body() dto: CreateSectionDto): Promise<SectionView> {
    return this.sections.create(caller, dto);
  }

  @Put(':id/pages/order')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Orders the section’s pages as sent (every page id once).' })
  orderPages(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: OrderDto,
  ): Promise<SectionView> {
    return this.sections.orderPages(caller, id, dto.ids);
  }

  @Put(':id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Renames the section in {lang} (other languages are kept).' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: RenameDto,
  ): Promise<SectionView> {
    return this.sections.rename(caller, id, lang, dto);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the section with its pages and questions.' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<{ id: number }> {
    return this.sections.remove(caller, id);
  }
}
