import { type Language } from 'src/common/i18n/language';
import { CodeField, LanguageField, LongTextField, NameField } from './content-fields';

class TestFieldsDto {
  /** Stable machine name, unique, e.g. `phq9`. */
  @CodeField()
  code?: string | null;

  @LongTextField()
  description?: string | null;
}

export class CreateTestDto extends TestFieldsDto {
  @NameField(true)
  name!: string;

  @LanguageField()
  language?: Language;
}

export class UpdateTestDto extends TestFieldsDto {
  @NameField(false)
  name?: string;
}
