import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Min, ValidateNested } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { LangField } from './text-fields';

export class ChosenAnswerDto {
  @ApiProperty({ type: 'integer' })
  @IsInt({ message: 'scoring.answerRequired' })
  @Min(1)
  question_id!: number;

  @ApiProperty({ type: 'integer' })
  @IsInt({ message: 'scoring.answerRequired' })
  @Min(1)
  option_id!: number;
}

/**
 * POST api/test/{id}/score: one answer per chosen option: one per single-choice or scale question,
 * one per chosen option of a multiple-choice question (see client-reports/scoring-rule.ts).
 */
export class ScoreTestDto {
  @ApiProperty({ type: ChosenAnswerDto, isArray: true })
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => ChosenAnswerDto)
  answers!: ChosenAnswerDto[];

  @LangField()
  lang?: Language;
}
