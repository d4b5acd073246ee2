import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';

export interface PickedText<T> {
  text: T | undefined;
  /** The language the text is actually in. */
  language: Language;
  /** True when the asked language had no text and Swedish was used instead. */
  fallback: boolean;
}

/** The text in `language`, else the Swedish one (the platform's default language). */
export function pickText<T extends { language: Language }>(
  texts: Iterable<T>,
  language: Language,
): PickedText<T> {
  const all = [...texts];
  const exact = all.find((text) => text.language === language);
  if (exact) return { text: exact, language, fallback: false };
  const swedish = all.find((text) => text.language === DEFAULT_LANGUAGE);
  return { text: swedish, language: DEFAULT_LANGUAGE, fallback: language !== DEFAULT_LANGUAGE };
}
