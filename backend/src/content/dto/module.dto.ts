import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Min, ValidateIf } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { MODULE_TYPES, type ModuleType } from '../content-module.entity';
import { CodeField, FlagField, LanguageField, LongTextField, NameField } from './content-fields';

/** Module fields other than the name; each is changed only when sent. */
export class ModuleFieldsDto {
  @ApiPropertyOptional({ enum: MODULE_TYPES, default: 'module' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsIn(MODULE_TYPES, { message: 'content.moduleTypeInvalid' })
  type?: ModuleType;

  @CodeField()
  category?: string | null;

  @LongTextField()
  description?: string | null;

  /** Changing it is audited as publish/unpublish. */
  @FlagField()
  is_published?: boolean;

  @FlagField()
  chat_available?: boolean;

  @FlagField()
  billable?: boolean;

  @FlagField()
  suggested?: boolean;

  @FlagField()
  repeatable?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    nullable: true,
    description: 'Days between runs: required (positive) for assessments, absent for modules',
  })
  @IsOptional()
  @IsInt({ message: 'content.iterationDaysRequired' })
  @Min(1, { message: 'content.iterationDaysRequired' })
  iteration_days?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'The test an assessment runs: required for assessments, absent for modules',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  test_id?: number | null;
}

export class CreateModuleDto extends ModuleFieldsDto {
  @NameField(true)
  name!: string;

  @LanguageField()
  language?: Language;
}

export class UpdateModuleDto extends ModuleFieldsDto {
  @NameField(false)
  name?: string;
}
