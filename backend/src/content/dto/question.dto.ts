import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { type Language } from 'src/common/i18n/language';
import {
  CodeField,
  FlagField,
  LanguageField,
  ParentIdField,
  PositionField,
} from './content-fields';

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});
const whenSent = ValidateIf((_object: object, value: unknown) => value !== undefined);

const QuestionTextField = (required: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, required, maxLength: 5000 }),
    ...(required ? [] : [whenSent]),
    trimmed,
    IsNotEmpty({ message: 'content.textRequired' }),
    IsString(),
    MaxLength(5000),
  );

const LabelField = (required: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, required, maxLength: 300 }),
    ...(required ? [] : [whenSent]),
    trimmed,
    IsNotEmpty({ message: 'content.labelRequired' }),
    IsString(),
    MaxLength(300, { message: 'content.nameTooLong' }),
  );

class QuestionFieldsDto {
  /** Stable machine name, e.g. `phq9_1`. */
  @CodeField()
  code?: string | null;

  @FlagField()
  required?: boolean;

  /** Scored as (lowest + highest option value) − chosen value. */
  @FlagField()
  reverse_scored?: boolean;

  /**
   * A risk item (e.g. PHQ-9 item 9): an answer at or above `risk_threshold` raises a risk flag.
   * Changing it needs `module/risk-item.update` (403 otherwise) and is audited; unmarking the last
   * risk item of a published module answers 409.
   */
  @FlagField()
  is_risk_item?: boolean;

  /** The lowest answer value of a risk item that raises the flag (default 1); as is_risk_item. */
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 1000 })
  @whenSent
  @IsInt({ message: 'content.riskThresholdInvalid' })
  @Min(0, { message: 'content.riskThresholdInvalid' })
  @Max(1000, { message: 'content.riskThresholdInvalid' })
  risk_threshold?: number;
}

export class CreateQuestionDto extends QuestionFieldsDto {
  @ParentIdField()
  page_id!: number;

  @QuestionTextField(true)
  text!: string;

  @LanguageField()
  language?: Language;

  @PositionField()
  position?: number;
}

export class UpdateQuestionDto extends QuestionFieldsDto {
  @QuestionTextField(false)
  text?: string;
}

/** The answer_options.value column's range (integer). */
const OPTION_VALUE_MIN = -2_147_483_648;
const OPTION_VALUE_MAX = 2_147_483_647;

/** An answer option's score: a whole number the column holds (beyond it was a 500). */
const OptionValueField = (defaultValue?: number) =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: OPTION_VALUE_MIN,
      maximum: OPTION_VALUE_MAX,
      ...(defaultValue === undefined ? {} : { default: defaultValue }),
    }),
    whenSent,
    IsInt(),
    Min(OPTION_VALUE_MIN),
    Max(OPTION_VALUE_MAX),
  );

class AnswerOptionFieldsDto {
  @FlagField()
  is_correct?: boolean;
}

export class CreateAnswerOptionDto extends AnswerOptionFieldsDto {
  @ParentIdField()
  question_id!: number;

  @LabelField(true)
  label!: string;

  /** The score the option gives. */
  @OptionValueField(0)
  value?: number;

  @LanguageField()
  language?: Language;

  @PositionField()
  position?: number;
}

export class UpdateAnswerOptionDto extends AnswerOptionFieldsDto {
  @LabelField(false)
  label?: string;

  @OptionValueField()
  value?: number;
}
