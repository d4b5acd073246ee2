import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** GET /api/v1/usage-records/{lang}: a page of usage records, newest first, filtered. */
export class UsageRecordListQuery {
  @ApiPropertyOptional({ description: 'Page number, from 1', default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ description: 'Rows per page, at most 100', default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page = 25;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only records of this company' })
  @IsOptional()
  @IsUUID()
  company_uuid?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only records of this user' })
  @IsOptional()
  @IsUUID()
  user_uuid?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only records of this unit' })
  @IsOptional()
  @IsUUID()
  company_unit_uuid?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc', description: 'By time' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'desc';
}
