import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  NationalIdField,
  PhoneField,
} from './user-field.decorators';
import { UserAdministrationFields } from './user-administration-fields';

/** A change to a user: only the fields sent change; names, e-mail, phone cannot be removed. */
export class UpdateUserDto extends UserAdministrationFields {
  @FirstNameField('optional')
  first_name?: string;

  @LastNameField('optional')
  last_name?: string;

  @EmailField('optional')
  email?: string;

  @PhoneField('optional')
  phone?: string;

  @NationalIdField('optional')
  national_id?: string;

  /**
   * Protected identity (skyddad identitet): staff then see no personal number. Only an
   * administrator may change it (403 otherwise); sending the current value changes nothing.
   */
  @ApiProperty({ type: Boolean, required: false })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean()
  protected_identity?: boolean;
}
