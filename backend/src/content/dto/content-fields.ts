import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { LANGUAGES } from 'src/common/i18n/language';
import { type MessageKey } from 'src/common/i18n/messages';

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

/** Present only when sent: may be left out, not sent as null or empty. */
const whenSent = ValidateIf((_object: object, value: unknown) => value !== undefined);

/** An authored name (module, chapter, section, page, test): required on create. */
export const NameField = (required: boolean, message: MessageKey = 'content.nameRequired') =>
  applyDecorators(
    ApiProperty({ type: String, required, maxLength: 300 }),
    ...(required ? [] : [whenSent]),
    trimmed,
    IsNotEmpty({ message }),
    IsString(),
    MaxLength(300, { message: 'content.nameTooLong' }),
  );

/** A longer optional text (description, page body); null removes it. */
export const LongTextField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 100_000 }),
    IsOptional(),
    IsString(),
    MaxLength(100_000),
  );

/** The language the texts sent are written in (default sv); only that language's row changes. */
export const LanguageField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, default: 'sv' }),
    IsOptional(),
    IsIn(LANGUAGES, { message: 'content.languageUnknown' }),
  );

/** Where among its siblings the new object goes (0 = first); absent = last. */
export const PositionField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0 }),
    IsOptional(),
    IsInt({ message: 'content.positionInvalid' }),
    Min(0, { message: 'content.positionInvalid' }),
  );

export const FlagField = () =>
  applyDecorators(ApiPropertyOptional({ type: Boolean }), whenSent, IsBoolean());

/** A short free-text code (category, tool, questionnaire template); null removes it. */
export const CodeField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 80 }),
    IsOptional(),
    trimmed,
    IsString(),
    MaxLength(80),
  );

/** The id of a parent object that must be sent. */
export const ParentIdField = () =>
  applyDecorators(ApiProperty({ type: 'integer' }), IsNotEmpty(), IsInt(), Min(1));

/** PUT …/order: the children's ids in the new order, every child exactly once. */
export class OrderDto {
  @ApiProperty({ type: [Number], description: 'Every child id once, in the new order' })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids!: number[];
}
