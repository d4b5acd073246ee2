import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ContentIdPipe } from './content-id.pipe';
import { type PageView } from './content-views';
import { OrderDto } from './dto/content-fields';
import { CopyPageDto, CreatePageDto, SavePageDto, UpdatePageDto } from './dto/page.dto';
import { PagesService } from './pages.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

/** Pages of a section (the page editor): fields, texts per language, questions, copies. */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get('page/:id/edit/:lang')
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'A page with its questions and answer options, texts in {lang} (else Swedish).',
  })
  edit(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<PageView> {
    return this.pages.show(caller, id, lang);
  }

  @Post('page')
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Adds a page to a section at `position` (default last); 201.',
    description: 'A questions page needs answer_type. Name and body go to `language` (sv).',
  })
  @TakesLongTexts()
  create(@Access() caller: CallerAccess, @Body() dto: CreatePageDto): Promise<PageView> {
    return this.pages.create(caller, dto);
  }

  @Post('pages/copy')
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Copies a page with its texts, questions and answer options into a section (201).',
    description: 'The copy goes to `position` among the section’s pages (default last).',
  })
  copy(@Access() caller: CallerAccess, @Body() dto: CopyPageDto): Promise<PageView> {
    return this.pages.copy(caller, dto);
  }

  @Put('pages/:id')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'The page editor’s save: the fields sent; name and body go to `language` (sv).',
  })
  @TakesLongTexts()
  save(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: SavePageDto,
  ): Promise<PageView> {
    const { language, ...fields } = dto;
    return this.pages.update(caller, id, language ?? 'sv', fields);
  }

  @Put('page/:id/questions/order')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Orders the page’s questions as sent (every question id once).' })
  orderQuestions(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: OrderDto,
  ): Promise<PageView> {
    return this.pages.orderQuestions(caller, id, dto.ids);
  }

  @Put('page/:id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes the fields sent; name and body go to {lang} only.' })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: UpdatePageDto,
  ): Promise<PageView> {
    return this.pages.update(caller, id, lang, dto);
  }

  @Delete('page/:id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the page with its questions and answer options.' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<{ id: number }> {
    return this.pages.remove(caller, id);
  }
}
