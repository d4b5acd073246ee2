import { PageQuery } from 'src/common/http/page-query';
import { ApiPropertyOptional } from '@nestjs/swagger';

import { IsIn, IsOptional, IsUUID } from 'class-validator';

/** GET /api/v1/usage-records/{lang}: a page of usage records, newest first, filtered. */
export class UsageRecordListQuery extends PageQuery {
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
