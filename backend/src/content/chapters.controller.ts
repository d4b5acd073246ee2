import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ChaptersService } from './chapters.service';
import { ContentIdPipe } from './content-id.pipe';
import { type ChapterView } from './content-views';
import { CreateChapterDto, RenameDto } from './dto/chapter-section.dto';
import { OrderDto } from './dto/content-fields';

/** Chapters of a module (the chapter editor). Reads follow the module's visibility. */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api/chapter')
export class ChaptersController {
  constructor(private readonly chapters: ChaptersService) {}

  @Get(':id/edit/:lang')
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'A chapter with its module and sections, names in {lang} (else Swedish).',
    description: 'empty_text is "No sections available" (in {lang}) when it has none.',
  })
  edit(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ChapterView> {
    return this.chapters.show(caller, id, lang);
  }

  @Post()
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Adds a chapter to a module at `position` (default last); 201.' })
  create(@Access() caller: CallerAccess, @Body() dto: CreateChapterDto): Promise<ChapterView> {
    return this.chapters.create(caller, dto);
  }

  @Put(':id/sections/order')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Orders the chapter’s sections as sent (every section id once).' })
  orderSections(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: OrderDto,
  ): Promise<ChapterView> {
    return this.chapters.orderSections(caller, id, dto.ids);
  }

  @Put(':id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Renames the chapter in {lang} (other languages are kept).' })
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: RenameDto,
  ): Promise<ChapterView> {
    return this.chapters.rename(caller, id, lang, dto);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the chapter with its sections, pages and questions.' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<{ id: number }> {
    return this.chapters.remove(caller, id);
  }
}
