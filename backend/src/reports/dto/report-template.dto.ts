import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { LangField, LongTextField, NameField } from './text-fields';
import { WhenSent } from 'src/common/http/input-checks';

/** Fields shared by create and update of a report template. */
class ReportTemplateFields {
  @LangField()
  lang?: Language;

  @LongTextField()
  description?: string | null;

  @ApiPropertyOptional({ default: false })
  @WhenSent()
  @IsBoolean()
  visible_to_client?: boolean;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The test reported on' })
  @IsOptional()
  @IsInt()
  @Min(1)
  test_id?: number | null;
}

/** POST api/report/create: a new report template (texts in `lang`, default sv). */
export class CreateReportTemplateDto extends ReportTemplateFields {
  @NameField('required')
  name!: string;
}

/** PUT api/report/{id}: the fields sent change; texts are those of `lang`. */
export class UpdateReportTemplateDto extends ReportTemplateFields {
  @NameField('optional')
  name?: string;

  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    description: 'Every element id of the template, in the new order',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  element_order?: number[];
}
