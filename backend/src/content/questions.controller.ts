import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { ContentIdPipe } from './content-id.pipe';
import { type AnswerOptionView, type QuestionView } from './content-views';
import { OrderDto } from './dto/content-fields';
import {
  CreateAnswerOptionDto,
  CreateQuestionDto,
  UpdateAnswerOptionDto,
  UpdateQuestionDto,
} from './dto/question.dto';
import { QuestionsService } from './questions.service';

/**
 * Questions of a page and their answer options (value, is_correct). They are read through the
 * page (GET api/page/{id}/edit/{lang}); these routes write them.
 */
@ApiTags('content')
@ApiBearerAuth()
@Controller('api')
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @Post('question')
  @RequirePermission('module.create')
  @ApiOperation({ summary: 'Adds a question to a page at `position` (default last); 201.' })
  createQuestion(
    @Access() caller: CallerAccess,
    @Body() dto: CreateQuestionDto,
  ): Promise<QuestionView> {
    return this.questions.createQuestion(caller, dto);
  }

  @Put('question/:id/options/order')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Orders the question’s answer options as sent (every id once).' })
  orderOptions(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Body() dto: OrderDto,
  ): Promise<QuestionView> {
    return this.questions.orderOptions(caller, id, dto.ids);
  }

  @Put('question/:id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes the fields sent; the text goes to {lang} only.' })
  updateQuestion(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: UpdateQuestionDto,
  ): Promise<QuestionView> {
    return this.questions.updateQuestion(caller, id, lang, dto);
  }

  @Delete('question/:id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the question with its answer options.' })
  removeQuestion(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<{ id: number }> {
    return this.questions.removeQuestion(caller, id);
  }

  @Post('answer-option')
  @RequirePermission('module.create')
  @ApiOperation({
    summary: 'Adds an answer option (label, value, is_correct) to a question; 201.',
  })
  createOption(
    @Access() caller: CallerAccess,
    @Body() dto: CreateAnswerOptionDto,
  ): Promise<AnswerOptionView> {
    return this.questions.createOption(caller, dto);
  }

  @Put('answer-option/:id/:lang')
  @RequirePermission('module.update')
  @ApiOperation({ summary: 'Changes the fields sent; the label goes to {lang} only.' })
  updateOption(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
    @Param('lang', LanguageParamPipe) lang: Language,
    @Body() dto: UpdateAnswerOptionDto,
  ): Promise<AnswerOptionView> {
    return this.questions.updateOption(caller, id, lang, dto);
  }

  @Delete('answer-option/:id')
  @RequirePermission('module.delete')
  @ApiOperation({ summary: 'Deletes the answer option.' })
  removeOption(
    @Access() caller: CallerAccess,
    @Param('id', ContentIdPipe) id: number,
  ): Promise<{ id: number }> {
    return this.questions.removeOption(caller, id);
  }
}
