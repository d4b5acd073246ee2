import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { CallerLanguage } from './caller-language';
import { ModuleOptionsQuery } from './dto/module-options.query';
import { ProgramListQuery } from './dto/program-list.query';
import { ProgramCollectionUpdateDto, ProgramFormDto } from './dto/program-form.dto';
import { ProgramDeletionService } from './program-deletion.service';
import { ProgramEditorService, type ProgramEditorView } from './program-editor.service';
import { fromEditorForm } from './program-input';
import {
  type ModuleGroupView,
  type ModuleOptionView,
  ProgramOptionsService,
} from './program-options.service';
import { ProgramIdPipe, ProgramIdsPipe } from './program-params';
import { type SavedProgram, ProgramWriterService } from './program-writer.service';
import { type ProgramListAnswer, ProgramsCatalogueService } from './programs-catalogue.service';
import { TakesLongTexts } from 'src/common/http/input-checks-body-limit';

export interface ProgramSaveAnswer {
  status: 200 | 201;
  message: string;
  id: number;
  _id: number;
  uuid: string;
  /** On update: modules and assessments new to the program in this save. */
  added_module_ids: number[];
  /** The queued distribution to existing subscriptions, when distribute_modules was true. */
  distribution_job_id: string | null;
}

export function saveAnswer(
  saved: SavedProgram,
  status: 200 | 201,
  language: Language,
): ProgramSaveAnswer {
  return {
    status,
    message: translate({ key: status === 201 ? 'programs.created' : 'programs.updated' }, language),
    id: saved.id,
    _id: saved.id,
    uuid: saved.uuid,
    added_module_ids: saved.addedModuleIds,
    distribution_job_id: saved.distributionJobId,
  };
}

/** The admin program editor and list (specification: administration document, section 7). */
@ApiTags('programs')
@ApiBearerAuth()
@Controller('api/programs')
export class ProgramsController {
  constructor(
    private readonly catalogue: ProgramsCatalogueService,
    private readonly editor: ProgramEditorService,
    private readonly writer: ProgramWriterService,
    private readonly deletion: ProgramDeletionService,
    private readonly options: ProgramOptionsService,
  ) {}

  @Get()
  @RequirePermission('program.read')
  @ApiOperation({
    summary: 'The program list in the caller’s language (as GET /api/programs/{locale}).',
  })
  listInCallerLanguage(
    @Query() query: ProgramListQuery,
    @CallerLanguage() language: Language,
  ): Promise<ProgramListAnswer> {
    return this.catalogue.list(query, language);
  }

  @Get(':locale')
  @RequirePermission('program.read')
  @ApiOperation({
    summary: 'A page of programs: { data, total, page, per_page, from, to, last_page }.',
    description:
      'Rows carry the fields asked for (id, name, modules, subscription_model_name, duration; ' +
      'all by default). Names are in the locale, else Swedish (fallback: true), markup stripped. ' +
      'Default sort: name ascending. paginate=false answers every match.',
  })
  list(
    @Param('locale', LanguageParamPipe) locale: Language,
    @Query() query: ProgramListQuery,
  ): Promise<ProgramListAnswer> {
    return this.catalogue.list(query, locale);
  }

  @Get('options/modules/:lang')
  @RequirePermission('program.read')
  @ApiOperation({
    summary:
      'The editor’s module or assessment picker: [{ _id, id, name, type, is_published, disabled, fallback }].',
    description:
      'type=module|assessment; with program_id, modules already in it are disabled; ' +
      'published=true answers the published ones only (the subscription editors’ picker).',
  })
  moduleOptions(
    @Param('lang', LanguageParamPipe) lang: Language,
    @Query() query: ModuleOptionsQuery,
  ): Promise<ModuleOptionView[]> {
    return this.options.modules(lang, query.type, query.program_id, query.published);
  }

  @Get('options/module-groups/:lang')
  @RequirePermission('program.read')
  @ApiOperation({ summary: 'Module groups for content permissions: [{ value, name }].' })
  moduleGroups(@Param('lang', LanguageParamPipe) lang: Language): Promise<ModuleGroupView[]> {
    return this.options.moduleGroups(lang);
  }

  @Get(':id/:language')
  @RequirePermission('program.read')
  @ApiOperation({
    summary: 'A program for the editor, texts in the language (else Swedish, fallback: true).',
  })
  view(
    @Param('id', ProgramIdPipe) id: number,
    @Param('language', LanguageParamPipe) language: Language,
  ): Promise<ProgramEditorView> {
    return this.editor.view(id, language);
  }

  @Post()
  @RequirePermission('program.create')
  @ApiOperation({
    summary: 'Creates a program (201, "Success on program creation"); texts in `language`.',
  })
  @TakesLongTexts()
  async create(
    @Access() caller: CallerAccess,
    @Body() form: ProgramFormDto,
    @CallerLanguage() language: Language,
  ): Promise<ProgramSaveAnswer> {
    return saveAnswer(await this.writer.create(caller, fromEditorForm(form)), 201, language);
  }

  @Put()
  @HttpCode(200)
  @RequirePermission('program.update')
  @ApiOperation({ summary: 'Updates the program named by `_id` (as PUT /api/programs/{id}).' })
  @TakesLongTexts()
  async updateInCollection(
    @Access() caller: CallerAccess,
    @Body() form: ProgramCollectionUpdateDto,
    @CallerLanguage() language: Language,
  ): Promise<ProgramSaveAnswer> {
    return saveAnswer(
      await this.writer.update(caller, form._id, fromEditorForm(form)),
      200,
      language,
    );
  }

  @Put(':id')
  @RequirePermission('program.update')
  @ApiOperation({
    summary: 'Updates a program (200). The subscription model is locked once it has a name.',
    description:
      'Texts are saved in `language` only. With distribute_modules: true, the modules new in ' +
      'this save are added to every active subscription of the program by a job (open when ' +
      'open_all_modules, else locked); its id is answered as distribution_job_id.',
  })
  @TakesLongTexts()
  async update(
    @Access() caller: CallerAccess,
    @Param('id', ProgramIdPipe) id: number,
    @Body() form: ProgramFormDto,
    @CallerLanguage() language: Language,
  ): Promise<ProgramSaveAnswer> {
    return saveAnswer(await this.writer.update(caller, id, fromEditorForm(form)), 200, language);
  }

  @Delete(':ids')
  @RequirePermission('program.delete')
  @ApiOperation({
    summary:
      'Deletes the programs (comma-separated ids); 409 naming those with active subscriptions.',
  })
  async delete(
    @Access() caller: CallerAccess,
    @Param('ids', ProgramIdsPipe) ids: number[],
    @CallerLanguage() language: Language,
  ): Promise<{ message: string; deleted: number[] }> {
    const deleted = await this.deletion.delete(caller, ids);
    return {
      message: translate({ key: 'programs.deleted' }, language),
      deleted: deleted.map((program) => program.id),
    };
  }
}
