import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { flag, IsModuleIdList, moduleRefs } from './module-refs';

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

/**
 * The program editor's form (create and update). Texts are saved in `language` only; the switches
 * and lists left out keep their value on update (false / empty on create).
 */
export class ProgramFormDto {
  @ApiProperty({ maxLength: 300, description: 'In `language`; may hold markup' })
  @trimmed
  @IsNotEmpty({ message: 'programs.nameRequired' })
  @IsString()
  @MaxLength(300, { message: 'programs.nameTooLong' })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  description?: string | null;

  @ApiProperty({ description: 'Days, one of the duration options' })
  @IsDefined({ message: 'programs.durationRequired' })
  @IsInt({ message: 'programs.durationInvalid' })
  @Min(1, { message: 'programs.durationInvalid' })
  @Max(3650, { message: 'programs.durationInvalid' })
  duration!: number;

  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: 'programs.subscriptionModelRequired' })
  @IsUUID('all', { message: 'programs.subscriptionModelUnknown' })
  subscription_model_uuid!: string;

  @ApiPropertyOptional({ description: 'Sent by the editor; the uuid decides' })
  @IsOptional()
  @IsString()
  subscription_model_name?: string;

  @ApiPropertyOptional({ description: 'true/false or 0/1' })
  @IsOptional()
  @flag
  @IsBoolean()
  default?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @flag
  @IsBoolean()
  open_all_modules?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @flag
  @IsBoolean()
  is_treatment?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @flag
  @IsBoolean()
  hide_in_digital_treatment?: boolean;

  @ApiPropertyOptional({
    description: 'Ordered module ids, or options { id | _id, name }; each once',
    type: [Number],
  })
  @IsOptional()
  @moduleRefs
  @IsModuleIdList()
  modules?: number[];

  @ApiPropertyOptional({ description: 'Ordered assessment ids, or options', type: [Number] })
  @IsOptional()
  @moduleRefs
  @IsModuleIdList()
  assessments?: number[];

  @ApiPropertyOptional({ description: 'Module group values', type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  content_permissions?: string[];

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'sv' })
  @IsOptional()
  @IsIn(LANGUAGES)
  language: Language = 'sv';

  @ApiPropertyOptional({
    description: 'On update: add the newly added modules to the active subscriptions (a job)',
  })
  @IsOptional()
  @IsBoolean()
  distribute_modules?: boolean;

  @ApiPropertyOptional({ description: 'Editor placeholder text; not stored' })
  @IsOptional()
  @IsString()
  name_place_holder?: string;

  @ApiPropertyOptional({ description: 'Editor placeholder text; not stored' })
  @IsOptional()
  @IsString()
  description_place_holder?: string;
}

/** PUT /api/programs (the collection): the form with the program's id. */
export class ProgramCollectionUpdateDto extends ProgramFormDto {
  @ApiProperty()
  @IsDefined()
  @IsInt()
  @Min(1)
  _id!: number;
}
