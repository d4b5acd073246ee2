import { type CompanyRole, type Role } from '@sinnro/access';
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

/** PUT /api/v1/invitations/{uuid}: the fields sent replace the pending invitation's. */
export class UpdateInvitationDto {
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

  @RoleField()
  role?: Role;

  @LanguageField()
  default_lang?: Language;

  @UuidField('optional')
  company_uuid?: string;

  @UuidField('optional')
  unit_uuid?: string;

  @CompanyRoleField()
  company_role?: CompanyRole;

  @InvitationPermissionsField('optional')
  permissions?: string[];

  @ProductsField('optional')
  products?: (string | number)[];
}
