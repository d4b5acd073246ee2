import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
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

/** POST /api/program/create: the content creator's simpler form; with `_id` it updates. */
export class CcProgramFormDto {
  @ApiPropertyOptional({ description: 'The program to update; left out to create one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  _id?: number;

  @ApiProperty({ maxLength: 300 })
  @trimmed
  @IsNotEmpty({ message: 'programs.nameRequired' })
  @IsString()
  @MaxLength(300, { message: 'programs.nameTooLong' })
  name!: string;

  @ApiProperty({ description: 'Days' })
  @IsDefined({ message: 'programs.durationRequired' })
  @IsInt({ message: 'programs.durationInvalid' })
  @Min(1, { message: 'programs.durationInvalid' })
  @Max(3650, { message: 'programs.durationInvalid' })
  duration!: number;

  @ApiPropertyOptional({ description: 'true/false or 0/1' })
  @IsOptional()
  @flag
  @IsBoolean()
  default?: boolean;

  @ApiProperty({ description: 'Ordered module ids (at least one)', type: [Number] })
  @IsDefined({ message: 'programs.modulesRequired' })
  @moduleRefs
  @ArrayNotEmpty({ message: 'programs.modulesRequired' })
  @IsModuleIdList()
  modules!: number[];

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'sv' })
  @IsOptional()
  @IsIn(LANGUAGES)
  language: Language = 'sv';
}
