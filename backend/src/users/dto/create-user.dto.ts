import { ApiProperty } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  NationalIdRules,
  PhoneField,
} from './user-field.decorators';
import { UserAdministrationFields } from './user-administration-fields';

/** A new user (no password: the invitation or e-ID flow gives access). */
export class CreateUserDto extends UserAdministrationFields {
  @FirstNameField('required')
  first_name!: string;

  @LastNameField('required')
  last_name!: string;

  @EmailField('required')
  email!: string;

  @PhoneField('required')
  phone!: string;

  /** Required for clients (the default role); optional for staff. Unique. */
  @ApiProperty({ required: false, description: 'Required when the role is client' })
  @ValidateIf(
    (dto: CreateUserDto) =>
      (dto.role ?? 'client') === 'client' ||
      (dto.national_id !== undefined && dto.national_id !== null),
  )
  @NationalIdRules()
  national_id?: string;
}
