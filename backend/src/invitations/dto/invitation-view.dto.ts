import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ROLES, ROLES } from '@sinnro/access';
import { INVITATION_STATUSES, type InvitationStatus } from './invitation-list.query';

/** An invitation as the company and console screens show it (never its token). */
export class InvitationViewDto {
  @ApiProperty({ format: 'uuid' })
  uuid!: string;

  /** The same uuid, for react-admin records. */
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: INVITATION_STATUSES })
  status!: InvitationStatus;

  @ApiProperty({ format: 'uuid', description: 'The invited account' })
  user_uuid!: string;

  @ApiProperty()
  first_name!: string;

  @ApiProperty()
  last_name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Null when the invited account has a protected identity (see protected_identity)',
  })
  national_id!: string | null;

  @ApiProperty({
    description:
      'The invited account has a protected identity (skyddad identitet): no personal number is ' +
      'shown. Always false for a pending invitation of an account that existed before (the ' +
      'details shown are those the inviter typed).',
  })
  protected_identity!: boolean;

  @ApiProperty({ enum: ['sv', 'en'] })
  default_lang!: string;

  @ApiProperty({ enum: ROLES })
  role!: string;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  company_uuid!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  unit_uuid!: string | null;

  @ApiProperty({ nullable: true, enum: COMPANY_ROLES })
  company_role!: string | null;

  @ApiProperty({ type: [String] })
  permissions!: string[];

  @ApiProperty({ type: [String], description: 'Product codes' })
  products!: string[];

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  invited_by!: string | null;

  @ApiProperty()
  created_at!: Date;

  @ApiProperty()
  updated_at!: Date;

  @ApiProperty()
  expires_at!: Date;

  @ApiProperty({ nullable: true, type: Date })
  accepted_at!: Date | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The client’s therapist, assigned on acceptance',
  })
  therapist_uuid!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The program the client starts on acceptance',
  })
  program_uuid!: string | null;
}

export class InvitationPageDto {
  @ApiProperty({ type: [InvitationViewDto] })
  data!: InvitationViewDto[];

  @ApiProperty()
  total!: number;

  @ApiProperty()
  page!: number;

  @ApiProperty()
  per_page!: number;
}
