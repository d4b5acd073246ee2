import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { LangField } from './text-fields';

/** POST /reference-details: which band of a reference template a score falls in. */
export class ReferenceDetailsDto {
  @ApiProperty({ type: 'integer' })
  @IsInt()
  @Min(1)
  reference_template_id!: number;

  @ApiProperty({ type: 'integer' })
  @IsInt()
  score!: number;

  @LangField()
  lang?: Language;
}
