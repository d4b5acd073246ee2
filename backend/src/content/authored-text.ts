import { Enum, PrimaryKey } from '@mikro-orm/core';
import { LANGUAGES, type Language } from 'src/common/i18n/language';

/**
 * One language's texts of an authored object (module, chapter, page, …): one row per language,
 * unique per owner and language. Reading falls back to Swedish (see pickText).
 */
export abstract class AuthoredText {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...LANGUAGES] })
  language!: Language;
}
