import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { ScoreTestDto } from './dto/score-test.dto';
import { IdParamPipe } from './id-param.pipe';
import { RequestLanguage } from './request-language';
import { ScoringService, type TestScoreAnswer } from './scoring.service';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('api/test')
export class ScoringController {
  constructor(private readonly scoring: ScoringService) {}

  @Post(':id/score')
  @HttpCode(200)
  @RequirePermission('module.read')
  @ApiOperation({
    summary: 'Scores a test on the server from the chosen answer options.',
    description:
      'Body { answers: [{ question_id, option_id }], lang? }. Scored by the one scoring rule ' +
      '(client-reports/scoring-rule.ts, the same as generated reports): the sum of the chosen ' +
      'options’ values (one answer per single-choice or scale question, one per chosen option of ' +
      'a multiple-choice question); a reverse-scored question scores (lowest + highest value) − ' +
      'value; rounded once at the end, half away from zero; the band looked up on that score. ' +
      'Every required question with options needs an answer (400 listing the missing ones: an ' +
      'incomplete test is never scored as if they were 0); an option must ' +
      'belong to its question and the question to the test (400 naming the answer). Answers ' +
      '{ test_id, score, max_score, interval: { label, color, explanation_text, start_value, ' +
      'value } | null, reports: [{ id, name, elements: [{ …, score, max_score, interval }] }] }. ' +
      'Callers who do not author content may score only tests of published modules (else 404); ' +
      'clients see only reports visible to clients. Nothing is stored.',
  })
  score(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() form: ScoreTestDto,
    @RequestLanguage() language: Language,
  ): Promise<TestScoreAnswer> {
    return this.scoring.score(caller, id, form, language);
  }
}
