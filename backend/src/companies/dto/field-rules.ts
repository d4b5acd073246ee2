import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { type MessageKey } from 'src/common/i18n/messages';

/** Trims text; an empty or blank string becomes null (a cleared field). */
export const TrimmedOrNull = () =>
  Transform(({ value }: TransformFnParams): unknown => {
    const raw: unknown = value;
    if (typeof raw !== 'string') return raw;
    const trimmed = raw.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Answered as the catalogue's "Must be at most {max} characters". */
const tooLong = (max: number) => MaxLength(max);

/**
 * A text that must be present: on create it must be sent, on update it may be left out but not
 * sent empty. The required message is the field's own (e.g. "Name is required").
 */
export const RequiredText = (max: number, required: MessageKey, presence: 'create' | 'update') =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: max, required: presence === 'create' }),
    ...(presence === 'update'
      ? [ValidateIf((_object: object, value: unknown) => value !== undefined)]
      : []),
    TrimmedOrNull(),
    IsNotEmpty({ message: required }),
    IsString(),
    tooLong(max),
  );

/** A text that may be left out or sent as null (or empty) to clear it. */
export const OptionalText = (max: number) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: max, required: false, nullable: true }),
    TrimmedOrNull(),
    IsOptional(),
    IsString(),
    tooLong(max),
  );
