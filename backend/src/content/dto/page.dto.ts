import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, ValidateIf } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { ANSWER_TYPES, type AnswerType, PAGE_TYPES, type PageType } from '../page.entity';
import {
  CodeField,
  FlagField,
  LanguageField,
  LongTextField,
  NameField,
  ParentIdField,
  PositionField,
} from './content-fields';

/** Page fields besides the name; each changes only when sent. */
class PageFieldsDto {
  @ApiPropertyOptional({ enum: PAGE_TYPES, default: 'content' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsIn(PAGE_TYPES, { message: 'content.pageTypeInvalid' })
  page_type?: PageType;

  @ApiPropertyOptional({ enum: ANSWER_TYPES, nullable: true })
  @IsOptional()
  @IsIn(ANSWER_TYPES, { message: 'content.answerTypeInvalid' })
  answer_type?: AnswerType | null;

  /** The page's content in this language (HTML). */
  @LongTextField()
  body?: string | null;

  @CodeField()
  tool?: string | null;

  @CodeField()
  questionnaire_template?: string | null;

  @FlagField()
  report_read_mandatory?: boolean;

  @ApiPropertyOptional({ type: Object, nullable: true })
  @IsOptional()
  @IsObject()
  content_report_data?: Record<string, unknown> | null;

  @FlagField()
  therapist_approval_required?: boolean;
}

export class CreatePageDto extends PageFieldsDto {
  @ParentIdField()
  section_id!: number;

  @NameField(true)
  name!: string;

  @LanguageField()
  language?: Language;

  @PositionField()
  position?: number;
}

/** PUT api/page/{id}/{lang}: the texts go to the path's language. */
export class UpdatePageDto extends PageFieldsDto {
  @NameField(false)
  name?: string;
}

/** PUT /api/pages/{id}: the page editor's save, the language in the body (default sv). */
export class SavePageDto extends UpdatePageDto {
  @LanguageField()
  language?: Language;
}

/** POST /api/pages/copy: a deep copy of a page into a section, at a position. */
export class CopyPageDto {
  @ApiProperty({ type: 'integer', description: 'The page to copy' })
  @ParentIdField()
  page_id!: number;

  @ApiProperty({ type: 'integer', description: 'The section the copy goes to' })
  @ParentIdField()
  section_id!: number;

  @PositionField()
  position?: number;
}
