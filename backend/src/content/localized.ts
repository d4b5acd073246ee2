import { type Language } from 'src/common/i18n/language';
import { pickText } from './pick-text';

/** Which language a read answer's text is in, and whether that was a fallback. */
export interface LanguageUsed {
  language: Language;
  fallback: boolean;
}

/**
 * The text in `language`, else Swedish (pickText), else — for content first written in another
 * language — whichever text exists. Anything but the asked language is a fallback.
 */
export function localized<T extends { language: Language }>(
  texts: Iterable<T>,
  language: Language,
): { text: T | undefined } & LanguageUsed {
  const all = [...texts];
  const picked = pickText(all, language);
  if (picked.text || all.length === 0) return picked;
  const first = all[0];
  return { text: first, language: first.language, fallback: true };
}

/** `{ name, language, fallback }` of an object whose texts carry a name. */
export function namedIn<T extends { language: Language; name: string }>(
  texts: Iterable<T>,
  language: Language,
): { name: string } & LanguageUsed {
  const picked = localized(texts, language);
  return { name: picked.text?.name ?? '', language: picked.language, fallback: picked.fallback };
}

/** The languages an object has texts in. */
export function languagesOf(texts: Iterable<{ language: Language }>): Language[] {
  return [...texts].map((text) => text.language).sort();
}
