import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsUUID,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { type UsageMeta } from '../usage-record.entity';
import { DigitsAsNumber, IsWholeNumber } from './numeric-input';

const MAX_META_KEYS = 20;
const MAX_META_TEXT = 200;

/** Flat: at most 20 keys, each a number, a boolean or a short text (no free-form documents). */
export function isUsageMeta(value: unknown): value is UsageMeta {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_META_KEYS &&
    entries.every(
      ([key, item]) =>
        key.length <= 50 &&
        (typeof item === 'boolean' ||
          (typeof item === 'number' && Number.isFinite(item)) ||
          (typeof item === 'string' && item.length <= MAX_META_TEXT)),
    )
  );
}

/** One product used: by `code` (e.g. `session_45`) or by `id` (number or uuid), and how many. */
export class UsageProductDto {
  @ApiPropertyOptional({ type: String, example: 'therapist_call_25' })
  @IsOptional()
  code?: unknown;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string', format: 'uuid' }] })
  @IsOptional()
  id?: unknown;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'For `session`: the number of calls' })
  @DigitsAsNumber()
  @IsDefined({ message: 'credits.quantityInvalid' })
  @IsWholeNumber(1, 1000, { message: 'credits.quantityInvalid' })
  quantity!: number;
}

/** A use of services by a user, paid with their credits. */
export class CreateUsageRecordDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { minutes: 25 },
    description: 'Flat facts of the use (numbers, short texts, booleans); never health data',
  })
  @IsOptional()
  @ValidateBy(
    { name: 'isUsageMeta', validator: { validate: (value: unknown) => isUsageMeta(value) } },
    { message: 'credits.metaInvalid' },
  )
  meta?: UsageMeta;

  @ApiProperty({ type: [UsageProductDto] })
  @IsDefined({ message: 'credits.productRequired' })
  @IsArray({ message: 'credits.productRequired' })
  @ArrayNotEmpty({ message: 'credits.productRequired' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => UsageProductDto)
  products!: UsageProductDto[];

  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: 'credits.unitRequired' })
  @IsUUID('all', { message: 'credits.unitInvalid' })
  company_unit_uuid!: string;
}
