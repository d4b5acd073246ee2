import { type Role } from '@sinnro/access';
import { type Language } from 'src/common/i18n/language';
import {
  BirthYearField,
  LanguageField,
  LookupCodeField,
  PermissionsField,
  RoleField,
  UuidField,
} from './user-field.decorators';

/** The fields the create and edit forms share, all of which may be left out. */
export abstract class UserAdministrationFields {
  @BirthYearField()
  birth_year?: number | null;

  @LookupCodeField()
  gender?: string | null;

  @LookupCodeField()
  position?: string | null;

  @LookupCodeField()
  specialty?: string | null;

  @LanguageField()
  default_lang?: Language;

  /** Platform role; admins may give any role, everyone else creates clients only. */
  @RoleField()
  role?: Role;

  /** uuid of the responsible health coach or therapist (admin and hc; null removes). */
  @UuidField('clearable')
  health_coach?: string | null;

  /** Extra grants beyond the role's, `resource.action.[scope]` (admin only; replaces the set). */
  @PermissionsField()
  permissions?: string[];

  /** Adds a membership of this company (admin and hc only). */
  @UuidField('optional')
  company_uuid?: string;

  /** Adds a membership of this unit; the company is taken from it when not given. */
  @UuidField('optional')
  unit_uuid?: string;
}
