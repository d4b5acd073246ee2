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
}
