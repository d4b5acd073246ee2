import { type Language } from 'src/common/i18n/language';
import {
  BirthYearField,
  FirstNameField,
  LanguageField,
  LastNameField,
  LookupCodeField,
  PhoneField,
} from './user-field.decorators';

/**
 * The fields a signed-in user may change on their own profile. Every field may be left out (it
 * stays as it is); names and phone cannot be removed, the others can be sent as null to clear.
 */
export class UpdateOwnProfileDto {
  @FirstNameField('optional')
  first_name?: string;

  @LastNameField('optional')
  last_name?: string;

  @PhoneField('optional')
  phone?: string;

  @LanguageField()
  default_lang?: Language;

  @BirthYearField()
  birth_year?: number | null;

  /** A gender code from /api/gender/full-list/{lang}. */
  @LookupCodeField()
  gender?: string | null;

  /** A position code from /api/position/full-list/{lang}. */
  @LookupCodeField()
  position?: string | null;

  /** A speciality code from /api/speciality/full-list/{lang}. */
  @LookupCodeField()
  specialty?: string | null;
}
