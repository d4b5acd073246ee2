import { ApiProperty } from '@nestjs/swagger';
import { type CompanyRole, type Role } from '@sinnro/access';
import { IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { type Language } from 'src/common/i18n/language';
import {
  EmailField,
  FirstNameField,
  LanguageField,
  LastNameField,
  NationalIdField,
  PhoneField,
  RoleField,
  UuidField,
} from 'src/users/dto/user-field.decorators';
import { CompanyRoleField, InvitationPermissionsField, ProductsField } from './invitation-fields';

/** POST /api/v1/invitations: the invitee's details, where they join, and what they get. */
export class CreateInvitationDto {
  @FirstNameField('required')
  first_name!: string;

  @LastNameField('required')
  last_name!: string;

  @EmailField('required')
  email!: string;

  @PhoneField('required')
  phone!: string;

  @NationalIdField('required')
  national_id!: string;

  /** Platform role of the invitee; client unless an admin chooses another. */
  @RoleField()
  role?: Role;

  /** Language of the invitation mail and the account (sv by default). */
  @LanguageField()
  default_lang?: Language;

  @ApiProperty({ format: 'uuid', description: 'The company the invitee joins' })
  @IsNotEmpty({ message: 'invitations.companyRequired' })
  @IsUUID(undefined, { message: 'invitations.companyRequired' })
  company_uuid!: string;

  /** The unit the invitee joins (required for callers whose scope is their units). */
  @UuidField('optional')
  unit_uuid?: string;

  @CompanyRoleField()
  company_role?: CompanyRole;

  @InvitationPermissionsField('required')
  permissions!: string[];

  @ProductsField('required')
  products!: (string | number)[];

  @ApiProperty({
    required: false,
    format: 'uuid',
    description:
      'A client’s therapist: a clinic therapist of the company (400 otherwise); the client is ' +
      'assigned to them when the invitation is accepted.',
  })
  @IsOptional()
  @IsUUID(undefined, { message: 'validation.uuid' })
  therapist_uuid?: string;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description:
      'A program the company offers (400 otherwise); the client’s subscription to it starts ' +
      'when the invitation is accepted.',
  })
  @IsOptional()
  @IsUUID(undefined, { message: 'validation.uuid' })
  program_uuid?: string;
}
