import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import { LanguageField, NameField, ParentIdField, PositionField } from './content-fields';

export class CreateChapterDto {
  @ParentIdField()
  module_id!: number;

  @NameField(true)
  name!: string;

  @LanguageField()
  language?: Language;

  @PositionField()
  position?: number;
}

/** A chapter's or section's name in the path's language. */
export class RenameDto {
  @NameField(false)
  name?: string;
}

/** A section belongs to exactly one parent: a chapter (module content) or a test. */
export class CreateSectionDto {
  @ApiPropertyOptional({ type: 'integer', description: 'The chapter; or send test_id' })
  @IsOptional()
  @IsInt()
  @Min(1)
  chapter_id?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'The test; or send chapter_id' })
  @IsOptional()
  @IsInt()
  @Min(1)
  test_id?: number;

  @NameField(true)
  name!: string;

  @LanguageField()
  language?: Language;

  @PositionField()
  position?: number;
}
