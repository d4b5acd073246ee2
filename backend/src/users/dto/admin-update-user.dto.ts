import { ApiHideProperty, OmitType } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { Allow } from 'class-validator';
import { withoutReadOnly } from 'src/common/http/react-admin';
import { NationalIdField, PermissionsField, PhoneField, UuidField } from './user-field.decorators';
import { UpdateUserDto } from './update-user.dto';

/** The record's health coach ({uuid, names}) as the form's uuid; a uuid or null passes as is. */
const coachUuid = Transform(({ value }: TransformFnParams): unknown => {
  const coach: unknown = value;
  return typeof coach === 'object' && coach !== null && 'uuid' in coach ? coach.uuid : coach;
});

/**
 * react-admin's update sends the whole user record back. The record's read-only parts are
 * accepted and ignored; `permissions` there is every grant the user holds, so the grants given to
 * this user alone travel as `extra_permissions` (the form's `permissions`, admin only).
 */
/** A field left empty on the record (null) is not a change: these cannot be removed anyway. */
export const nullAsAbsent = Transform(({ value }: TransformFnParams): unknown =>
  value === null ? undefined : value,
);

export class AdminUpdateUserDto extends OmitType(UpdateUserDto, [
  'health_coach',
  'permissions',
  'phone',
  'national_id',
]) {
  @coachUuid
  @UuidField('clearable')
  health_coach?: string | null;

  @nullAsAbsent
  @PhoneField('optional')
  phone?: string;

  @nullAsAbsent
  @NationalIdField('optional')
  national_id?: string;

  @PermissionsField()
  extra_permissions?: string[];

  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() uuid?: unknown;
  @ApiHideProperty() @Allow() name?: unknown;
  @ApiHideProperty() @Allow() external_id?: unknown;
  @ApiHideProperty() @Allow() role_name?: unknown;
  @ApiHideProperty() @Allow() roles?: unknown;
  @ApiHideProperty() @Allow() permissions?: unknown;
  @ApiHideProperty() @Allow() white_label?: unknown;
  @ApiHideProperty() @Allow() profile?: unknown;
  @ApiHideProperty() @Allow() companies?: unknown;
  @ApiHideProperty() @Allow() company_units?: unknown;
  @ApiHideProperty() @Allow() platform_start_date?: unknown;
  @ApiHideProperty() @Allow() platform_end_date?: unknown;
  @ApiHideProperty() @Allow() free_card?: unknown;
  @ApiHideProperty() @Allow() terms_accepted_at?: unknown;
  @ApiHideProperty() @Allow() activated_at?: unknown;
  @ApiHideProperty() @Allow() displayed_finding_therapist_dialog_at?: unknown;
  @ApiHideProperty() @Allow() promotion_code?: unknown;
  @ApiHideProperty() @Allow() consent_documents?: unknown;
  @ApiHideProperty() @Allow() therapist?: unknown;
  @ApiHideProperty() @Allow() motifire_id?: unknown;
  @ApiHideProperty() @Allow() profile_image?: unknown;
  @ApiHideProperty() @Allow() blocked_at?: unknown;
  @ApiHideProperty() @Allow() invitation?: unknown;
  @ApiHideProperty() @Allow() pending_email?: unknown;
  @ApiHideProperty() @Allow() created_at?: unknown;
}

const RECORD_ONLY = [
  'name',
  'therapist',
  'external_id',
  'role_name',
  'roles',
  'permissions',
  'white_label',
  'profile',
  'companies',
  'company_units',
  'platform_start_date',
  'platform_end_date',
  'free_card',
  'terms_accepted_at',
  'activated_at',
  'displayed_finding_therapist_dialog_at',
  'promotion_code',
  'consent_documents',
  'motifire_id',
  'profile_image',
  'blocked_at',
  'invitation',
  'pending_email',
  'extra_permissions',
] as const;

/** The PUT /api/users/:id form of a record sent back. */
export function userForm(record: AdminUpdateUserDto): UpdateUserDto {
  const fields = withoutReadOnly(record, RECORD_ONLY);
  const extra = record.extra_permissions;
  return Object.assign(new UpdateUserDto(), fields, extra ? { permissions: extra } : {});
}
