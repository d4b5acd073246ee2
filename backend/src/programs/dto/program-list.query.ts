import { PageQuery } from 'src/common/http/page-query';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export const PROGRAM_LIST_FIELDS = [
  'id',
  'name',
  'modules',
  'subscription_model_name',
  'duration',
] as const;
export type ProgramListField = (typeof PROGRAM_LIST_FIELDS)[number];

export const PROGRAM_LIST_ORDERS = [
  'name',
  'duration',
  'subscription_model_name',
  'id',
  'created_at',
] as const;
export type ProgramListOrder = (typeof PROGRAM_LIST_ORDERS)[number];

const booleanText = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return raw;
});

const lowerCase = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
});

/** `fields=id,name` → ['id', 'name']; each must be a list field (checked below). */
const commaList = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  if (typeof raw !== 'string') return raw;
  return raw
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
});

/** GET /api/programs/{locale}: a page of programs, searched, filtered and sorted. */
export class ProgramListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Words each found in the name (markup stripped)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ enum: PROGRAM_LIST_ORDERS, default: 'name' })
  @IsOptional()
  @IsIn(PROGRAM_LIST_ORDERS)
  order_by: ProgramListOrder = 'name';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @lowerCase
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';

  @ApiPropertyOptional({
    description: `Comma-separated subset of ${PROGRAM_LIST_FIELDS.join(', ')} (default all); id is always answered`,
    type: String,
  })
  @IsOptional()
  @commaList
  @IsIn(PROGRAM_LIST_FIELDS, { each: true })
  fields?: ProgramListField[];

  @ApiPropertyOptional({
    type: Boolean,
    description: 'false answers every match on one page',
    default: true,
  })
  @IsOptional()
  @booleanText
  @IsBoolean()
  paginate = true;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  subscription_model_uuid?: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @booleanText
  @IsBoolean()
  is_treatment?: boolean;
}
