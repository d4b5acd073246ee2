import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Min,
  ValidateNested,
} from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { LangField, LongTextField, NameField } from './text-fields';

/** One band as sent: `start_value` to `value`, both inclusive. */
export class ReferenceIntervalDto {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'An existing interval (keeps its texts in other languages); new ones omit it',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;

  @ApiProperty({ type: 'integer' })
  @IsInt()
  start_value!: number;

  @ApiProperty({ type: 'integer', description: 'End of the interval, inclusive' })
  @IsInt()
  value!: number;

  @ApiProperty({ example: '#2e7d32' })
  @IsString()
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'reports.colorInvalid' })
  color!: string;

  @NameField('required', 'reports.labelRequired')
  label!: string;

  @LongTextField()
  explanation_text?: string | null;
}

class ReferenceTemplateFields {
  @LangField()
  lang?: Language;
}

/** POST api/reference-template/create. */
export class CreateReferenceTemplateDto extends ReferenceTemplateFields {
  @NameField('required')
  name!: string;

  @ApiProperty({ type: ReferenceIntervalDto, isArray: true })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ReferenceIntervalDto)
  intervals!: ReferenceIntervalDto[];
}

/** PUT api/reference-template/{id}: intervals, when sent, replace the template's intervals. */
export class UpdateReferenceTemplateDto extends ReferenceTemplateFields {
  @NameField('optional')
  name?: string;

  @ApiPropertyOptional({ type: ReferenceIntervalDto, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ReferenceIntervalDto)
  intervals?: ReferenceIntervalDto[];
}
