import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { LANGUAGES } from 'src/common/i18n/language';

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

/** The language a write's texts are in (one language per request, like the editor's /{lang}). */
export const LangField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, default: 'sv', description: 'Language of the texts' }),
    IsOptional(),
    IsIn(LANGUAGES, { message: 'users.languageUnknown' }),
  );

/** A name or label: trimmed, not empty, at most 300 characters. */
export const NameField = (presence: 'required' | 'optional', message = 'reports.nameRequired') =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: 300, required: presence === 'required' }),
    ...(presence === 'optional'
      ? [ValidateIf((_: object, value: unknown) => value !== undefined)]
      : []),
    trimmed,
    IsString(),
    IsNotEmpty({ message }),
    MaxLength(300),
  );

/** A longer text that may be left out or cleared with null. */
export const LongTextField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 20000 }),
    IsOptional(),
    IsString(),
    MaxLength(20000),
  );
