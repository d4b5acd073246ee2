import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, Min } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import {
  type BarDetails,
  REFERENCE_TYPES,
  type ReferenceType,
  REPORT_ELEMENT_TYPES,
  type ReportElementType,
} from '../report-element.entity';
import { LangField, LongTextField, NameField } from './text-fields';

class ReportElementFields {
  @LangField()
  lang?: Language;

  @LongTextField()
  explanation_text?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'single_question only' })
  @IsOptional()
  @IsInt()
  @Min(1)
  question_id?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    description: 'combined_question only: the questions whose scores are summed',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  question_ids?: number[];

  @ApiPropertyOptional({ enum: REFERENCE_TYPES, default: 'none' })
  @IsOptional()
  @IsIn(REFERENCE_TYPES)
  reference_type?: ReferenceType;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Required when reference_type is other',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  reference_template_id?: number | null;

  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true })
  @IsOptional()
  @IsObject()
  bar_details?: BarDetails | null;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'Place among the template’s elements, from 0; default last',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  position?: number;
}

/** POST api/report/{id}/element: a new element of the report template. */
export class CreateReportElementDto extends ReportElementFields {
  @ApiPropertyOptional({ enum: REPORT_ELEMENT_TYPES })
  @IsIn(REPORT_ELEMENT_TYPES)
  report_element_type!: ReportElementType;

  @NameField('required')
  name!: string;
}

/** PUT api/report/element/{id}: the fields sent change. */
export class UpdateReportElementDto extends ReportElementFields {
  @ApiPropertyOptional({ enum: REPORT_ELEMENT_TYPES })
  @IsOptional()
  @IsIn(REPORT_ELEMENT_TYPES)
  report_element_type?: ReportElementType;

  @NameField('optional')
  name?: string;
}
