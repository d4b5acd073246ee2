import { type Collection } from '@mikro-orm/core';
import { type Language } from 'src/common/i18n/language';
import { type AuthoredText } from 'src/content/authored-text';
import { pickText } from 'src/content/pick-text';

export interface TextChoice<T> {
  text: T | undefined;
  language: Language;
  fallback: boolean;
}

/**
 * The text in `language`, else Swedish (pickText), else whichever language the object was first
 * written in: an object authored only in English still shows its name in Swedish, flagged.
 */
export function textIn<T extends AuthoredText>(
  texts: Iterable<T>,
  language: Language,
): TextChoice<T> {
  const all = [...texts];
  const picked = pickText(all, language);
  if (picked.text || all.length === 0) return picked;
  const first = all[0];
  return { text: first, language: first.language, fallback: true };
}

/** Changes the text row of `language`, creating it when the object has none in that language. */
export function writeText<T extends AuthoredText>(
  texts: Collection<T>,
  language: Language,
  create: () => T,
  change: (text: T) => void,
): void {
  const existing = texts.getItems().find((text) => text.language === language);
  if (existing) change(existing);
  else texts.add(create());
}
