import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** DELETE /api/v1/users/link: which company to unlink (needed only with several links). */
export class UnlinkCompanyQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  company_uuid?: string;
}
