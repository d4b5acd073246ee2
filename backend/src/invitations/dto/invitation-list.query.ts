import { PageQuery } from 'src/common/http/page-query';
import { ApiPropertyOptional } from '@nestjs/swagger';

import { IsIn, IsOptional, IsUUID } from 'class-validator';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** GET /api/v1/invitations: the invitations of a company or unit, newest first. */
export class InvitationListQuery extends PageQuery {
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
}
