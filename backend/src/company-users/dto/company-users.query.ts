import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQuery } from 'src/common/http/page-query';

/** GET /api/v1/companies/{company}/users: the members of a company, one unit's if named. */
export class CompanyUsersQuery extends PageQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only members of this unit or of a unit below it',
  })
  @IsOptional()
  @IsUUID(undefined, { message: 'validation.uuid' })
  unit_uuid?: string;
}
