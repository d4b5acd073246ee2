import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { CallerLanguage } from './caller-language';
import { CcProgramFormDto } from './dto/cc-program-form.dto';
import { ProgramListQuery } from './dto/program-list.query';
import { ProgramEditorService, type ProgramEditorView } from './program-editor.service';
import { fromCcForm } from './program-input';
import { ProgramIdPipe } from './program-params';
import { ProgramWriterService } from './program-writer.service';
import { type CcProgramListAnswer, ProgramsCatalogueService } from './programs-catalogue.service';
import { saveAnswer } from './programs.controller';

/** The content creator's simpler program screens (/cc/programs). */
@ApiTags('programs')
@ApiBearerAuth()
@Controller('api/program')
export class CcProgramsController {
  constructor(
    private readonly catalogue: ProgramsCatalogueService,
    private readonly editor: ProgramEditorService,
    private readonly writer: ProgramWriterService,
  ) {}

  @Get('list/:locale')
  @RequirePermission('program.read')
  @ApiOperation({
    summary:
      'The content creator’s table: rows with name, modules, duration, default and the derived moduleText, durationText, defaultText.',
  })
  list(
    @Param('locale', LanguageParamPipe) locale: Language,
    @Query() query: ProgramListQuery,
  ): Promise<CcProgramListAnswer> {
    return this.catalogue.ccList(query, locale);
  }

  @Get(':id/edit/:language')
  @RequirePermission('program.read')
  @ApiOperation({
    summary: 'A program for the simpler editor: name, duration, default, modules, …',
  })
  edit(
    @Param('id', ProgramIdPipe) id: number,
    @Param('language', LanguageParamPipe) language: Language,
  ): Promise<ProgramEditorView> {
    return this.editor.view(id, language);
  }

  @Post('create')
  @RequirePermission('program.create')
  @ApiOperation({
    summary: 'Creates (201) or, with _id, updates (200) a program: answers { status, msg }.',
    description:
      'At least one module ("Please add the modules to be included"). A new program gets the ' +
      'Self study subscription model; an update keeps the model and the assessments.',
  })
  async save(
    @Access() caller: CallerAccess,
    @Body() form: CcProgramFormDto,
    @CallerLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: 200 | 201; msg: string; _id: number; id: number }> {
    if (form._id !== undefined && !caller.canAtAll('update', 'program')) {
      throw ApiException.forbidden();
    }
    const saved =
      form._id === undefined
        ? await this.writer.create(caller, fromCcForm(form))
        : await this.writer.update(caller, form._id, fromCcForm(form));
    const answer = saveAnswer(saved, form._id === undefined ? 201 : 200, language);
    void reply.status(answer.status);
    return { status: answer.status, msg: answer.message, _id: saved.id, id: saved.id };
  }

  @Get(':lang')
  @RequirePermission('program.read')
  @ApiQuery({ name: '_id', required: true, type: Number })
  @ApiOperation({ summary: 'A program by id (?_id=) in the language, as the editor reads it.' })
  byId(
    @Param('lang', LanguageParamPipe) lang: Language,
    @Query('_id', ProgramIdPipe) id: number,
  ): Promise<ProgramEditorView> {
    return this.editor.view(id, lang);
  }
}
