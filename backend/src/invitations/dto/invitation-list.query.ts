import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** GET /api/v1/invitations: the invitations of a company or unit, newest first. */
export class InvitationListQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  company_uuid?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this unit (not its sub-units)' })
  @IsOptional()
  @IsUUID()
  unit_uuid?: string;

  @ApiPropertyOptional({ enum: INVITATION_STATUSES })
  @IsOptional()
  @IsIn(INVITATION_STATUSES, { message: 'invitations.statusUnknown' })
  status?: InvitationStatus;

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
}
