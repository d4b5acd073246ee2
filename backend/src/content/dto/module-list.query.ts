import { PageQuery } from 'src/common/http/page-query';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MODULE_TYPES, type ModuleType } from '../content-module.entity';

export const MODULE_LIST_ORDERS = ['name', 'type', 'created_at', 'updated_at'] as const;
export type ModuleListOrder = (typeof MODULE_LIST_ORDERS)[number];

const lowerCase = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
});

/** GET /api/modules/{lang}: a page of modules, filtered, searched and sorted. */
export class ModuleListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: MODULE_TYPES })
  @IsOptional()
  @IsIn(MODULE_TYPES, { message: 'content.moduleTypeInvalid' })
  type?: ModuleType;

  @ApiPropertyOptional({ description: 'Words each found in the module’s name (any language)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Authors only: true or false filters by published state',
  })
  @IsOptional()
  @lowerCase
  @IsIn(['true', 'false'])
  is_published?: 'true' | 'false';

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'true',
    description: 'false answers every matching module on one page',
  })
  @IsOptional()
  @lowerCase
  @IsIn(['true', 'false'])
  paginate: 'true' | 'false' = 'true';

  @ApiPropertyOptional({ enum: MODULE_LIST_ORDERS, default: 'name' })
  @IsOptional()
  @IsIn(MODULE_LIST_ORDERS)
  order_by: ModuleListOrder = 'name';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @lowerCase
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';
}
