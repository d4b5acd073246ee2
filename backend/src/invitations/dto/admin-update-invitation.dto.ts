import { ApiHideProperty, OmitType } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { withoutReadOnly } from 'src/common/http/react-admin';
import { nullAsAbsent } from 'src/users/dto/admin-update-user.dto';
import { NationalIdField } from 'src/users/dto/user-field.decorators';
import { UpdateInvitationDto } from './update-invitation.dto';

/**
 * react-admin's update sends the whole record back: the read-only fields of the invitation view
 * are accepted here and ignored, the rest is the PUT /api/v1/invitations form.
 */
export class AdminUpdateInvitationDto extends OmitType(UpdateInvitationDto, ['national_id']) {
  /** Null on the record of a protected identity (no number shown): no change. */
  @nullAsAbsent
  @NationalIdField('optional')
  national_id?: string;

  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() uuid?: unknown;
  @ApiHideProperty() @Allow() status?: unknown;
  @ApiHideProperty() @Allow() user_uuid?: unknown;
  @ApiHideProperty() @Allow() invited_by?: unknown;
  @ApiHideProperty() @Allow() created_at?: unknown;
  @ApiHideProperty() @Allow() updated_at?: unknown;
  @ApiHideProperty() @Allow() expires_at?: unknown;
  @ApiHideProperty() @Allow() accepted_at?: unknown;
  @ApiHideProperty() @Allow() protected_identity?: unknown;
  // The client's therapist and program are given when the invitation is made, not changed here.
  @ApiHideProperty() @Allow() therapist_uuid?: unknown;
  @ApiHideProperty() @Allow() program_uuid?: unknown;
}

/** The form without the record's read-only fields. */
export function editableFields(record: AdminUpdateInvitationDto): UpdateInvitationDto {
  const form = withoutReadOnly(record, [
    'status',
    'user_uuid',
    'invited_by',
    'expires_at',
    'accepted_at',
    'protected_identity',
    'therapist_uuid',
    'program_uuid',
  ]);
  return Object.assign(new UpdateInvitationDto(), form);
}
