import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ReferenceDetailsDto } from './dto/reference-details.dto';
import {
  CreateReferenceTemplateDto,
  UpdateReferenceTemplateDto,
} from './dto/reference-template.dto';
import { IdParamPipe } from './id-param.pipe';
import { type ReferenceTemplateRow, type ReferenceTemplateView } from './reference-template-view';
import { type ReferenceDetails, ReferenceTemplatesService } from './reference-templates.service';
import { RequestLanguage } from './request-language';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

const LANG = {
  name: 'lang',
  enum: ['sv', 'en'],
  description: 'Texts in this language (sv fallback, flagged)',
};

/**
 * Reference templates (score bands with label, colour and explanation per language), for content
 * creators and admins. Intervals must be ordered, contiguous and non-overlapping.
 */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('api/reference-template')
export class ReferenceTemplatesController {
  constructor(private readonly templates: ReferenceTemplatesService) {}

  @Get('list/:lang')
  @RequirePermission('module.update')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'Every reference template by name: { id, uuid, name, intervals_count }.',
  })
  list(@Param('lang', LanguageParamPipe) lang: Language): Promise<ReferenceTemplateRow[]> {
    return this.templates.list(lang);
  }

  @Get(':id/edit/:lang')
  @RequirePermission('module.update')
  @ApiParam(LANG)
  @ApiOperation({
    summary: 'A reference template with its intervals (start_value, value, color, label, …).',
  })
  edit(
    @Param('id', IdParamPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<ReferenceTemplateView> {
    return this.templates.show(id, lang);
  }

  @Post('create')
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Creates a reference template with its intervals (201).' })
  @TakesLongTexts()
  create(
    @Access() caller: CallerAccess,
    @Body() form: CreateReferenceTemplateDto,
  ): Promise<ReferenceTemplateView> {
    return this.templates.create(caller, form);
  }

  @Put(':id')
  @RequirePermission('module.update')
  @ApiOperation({
    summary: 'Changes the name of `lang` and, when sent, replaces the intervals.',
    description:
      'Send an existing interval with its id to keep its texts in the other languages; intervals ' +
      'left out are removed.',
  })
  @TakesLongTexts()
  update(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: UpdateReferenceTemplateDto,
  ): Promise<ReferenceTemplateView> {
    return this.templates.update(caller, id, form);
  }

  @Delete(':id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes an unused reference template (409 while elements use it).' })
  remove(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<{ id: number }> {
    return this.templates.remove(caller, id);
  }
}

/** POST /reference-details, as the specification writes it (outside /api). */
@ApiTags('reports')
@ApiBearerAuth()
@Controller()
export class ReferenceDetailsController {
  constructor(private readonly templates: ReferenceTemplatesService) {}

  @Post('reference-details')
  @HttpCode(200)
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'The band of a reference template that a score falls in.',
    description:
      'Body { reference_template_id, score, lang? }; answers { reference_template_id, score, ' +
      'start_value, value, label, color, explanation_text, language, fallback }. A score outside ' +
      'every interval answers 400.',
  })
  details(
    @Body() form: ReferenceDetailsDto,
    @RequestLanguage() language: Language,
  ): Promise<ReferenceDetails> {
    return this.templates.details(form, language);
  }
}
