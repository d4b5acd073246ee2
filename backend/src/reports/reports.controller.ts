import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { CreateReportElementDto, UpdateReportElementDto } from './dto/report-element.dto';
import { ReportListQuery } from './dto/report-list.query';
import { CreateReportTemplateDto, UpdateReportTemplateDto } from './dto/report-template.dto';
import { IdParamPipe } from './id-param.pipe';
import { RequestLanguage } from './request-language';
import { ReportElementsService } from './report-elements.service';
import {
  type ReportElementDetails,
  type ReportTemplateRow,
  type ReportTemplateView,
} from './report-template-view';
import { type ReportTemplatePage, ReportTemplatesService } from './report-templates.service';

const LANG = {
  name: 'lang',
  enum: ['sv', 'en'],
  description: 'Texts in this language (sv fallback, flagged)',
};

/**
 * Report templates and their elements, for content creators and admins (module authoring).
 * Writes are audited. Texts are per language: a write changes the texts of its `lang`.
 */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('api')
export class ReportsController {
  constructor(
    private readonly templates: ReportTemplatesService,
    private readonly elements: ReportElementsService,
  ) {}

  @Get('report/list/:lang/page/:page_id')
  @RequirePermission('module.update')
  @ApiParam(LANG)
  @ApiParam({ name: 'page_id', description: 'Page number of the list, from 1' })
  @ApiOperation({
    summary: 'A page of report templates by name: { data, total, page, per_page, last_page }.',
  })
  list(
    @Param('lang', LanguageParamPipe) lang: Language,
    @Param('page_id', IdParamPipe) page: number,
    @Query() query: ReportListQuery,
  ): Promise<ReportTemplatePage> {
    return this.templates.page(lang, page, query.per_page, query.keyword);
  }

  @Get('reports/list/:id')
  @RequirePermission('module.update')
  @ApiParam({ name: 'id', description: 'A test id' })
  @ApiOperation({
    summary:
      'The report templates of a test, by name in the caller’s language (404: no such test).',
  })
  ofTest(
    @Param('id', IdParamPipe) testId: number,
    @RequestLanguage() lang: Language,
  ): Promise<ReportTemplateRow[]> {
    return this.templates.ofTest(testId, lang);
  }

  @Get('report/:id/edit/:lang')
  @RequirePermission('module.update')
  @ApiParam(LANG)
  @ApiOperation({ summary: 'A report template with its elements, for the report editor.' })
  edit(
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ReportTemplateView> {
    return this.templates.show(id, lang);
  }

  @Get('report/single-question/:id/edit/:lang')
  @RequirePermission('module.update')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'A single-question element with its question, options and reference bands.',
    description: 'The id is the element’s; an element of another type answers 404.',
  })
  editSingle(
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ReportElementDetails> {
    return this.elements.show(id, lang, 'single_question');
  }

  @Get('report/combined-question/:id/edit/:lang')
  @RequirePermission('module.update')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'A combined-question element with its questions, options and reference bands.',
    description: 'The id is the element’s; an element of another type answers 404.',
  })
  editCombined(
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ReportElementDetails> {
    return this.elements.show(id, lang, 'combined_question');
  }

  @Post('report/create')
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a report template (201); answers it as /edit does.' })
  create(
    @Access() caller: CallerAccess,
    @Body() form: CreateReportTemplateDto,
  ): Promise<ReportTemplateView> {
    return this.templates.create(caller, form);
  }

  @Put('report/:id')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Changes the fields sent (texts of `lang`); element_order reorders the elements.',
  })
  update(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: UpdateReportTemplateDto,
  ): Promise<ReportTemplateView> {
    return this.templates.update(caller, id, form);
  }

  @Delete('report/:id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes a report template with its elements.' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ id: number }> {
    return this.templates.remove(caller, id);
  }

  @Post('report/:id/element')
  @RequirePermission('module.create')
  @ApiParam({ name: 'id', description: 'The report template' })
  @ApiOperation({
    summary: 'Adds an element (title, single_question, combined_question) to a report (201).',
    description:
      'single_question needs question_id, combined_question question_ids; reference_type other ' +
      'needs reference_template_id. When the report has a test, questions must be of that test.',
  })
  createElement(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: CreateReportElementDto,
  ): Promise<ReportElementDetails> {
    return this.elements.create(caller, id, form);
  }

  @Put('report/element/:id')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes the fields sent of a report element.' })
  updateElement(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: UpdateReportElementDto,
  ): Promise<ReportElementDetails> {
    return this.elements.update(caller, id, form);
  }

  @Delete('report/element/:id')
  @HttpCode(200)
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes a report element; the others close up.' })
  removeElement(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ id: number }> {
    return this.elements.remove(caller, id);
  }
}
