import {
  applyDocumentLocale,
  CONSOLE_LOCALES,
  type ConsoleLocale,
  isConsoleLocale,
  storeSelectedLocale,
} from '@sinnro/web-session';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { withFolderMessages } from './folder-messages';
import { sv } from './sv';

/** Each language's name in that language, for the language menu. */
export const LANGUAGE_NAMES: Record<ConsoleLocale, string> = {
  sv: sv.app.language.name,
  en: en.app.language.name,
  he: 'עברית',
  ar: 'العربية',
};

/** The language whose texts a UI language shows: Hebrew and Arabic show English for now. */
export function textLocale(locale: string): 'sv' | 'en' {
  return locale === 'sv' ? 'sv' : 'en';
}

const MESSAGES: Record<'sv' | 'en', TranslationMessages> = {
  sv: { ...sv, ...withFolderMessages(sv, 'sv') },
  en: { ...en, ...withFolderMessages(en, 'en') },
};

/**
 * react-admin's Polyglot provider (the one react-admin itself uses, so its first JavaScript
 * carries no second i18n library) with Swedish, English, Hebrew and Arabic; Hebrew and Arabic
 * show the English texts, with English plural rules. Every language change, whichever control
 * made it, is remembered in the selectedLocale cookie and applied to <html lang dir> (right to
 * left for he and ar).
 */
export function createI18nProvider(initialLocale: ConsoleLocale): Promise<I18nProvider> {
  const texts = polyglotI18nProvider(
    (locale) => MESSAGES[textLocale(locale)],
    textLocale(initialLocale),
    [],
    // Server messages are shown through translate() too: an unknown key is its own text.
    { allowMissing: true },
  );
  let current: string = initialLocale;
  applyDocumentLocale(initialLocale);
  return Promise.resolve({
    translate: texts.translate,
    getLocale: () => current,
    getLocales: () => CONSOLE_LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    changeLocale: async (locale: string) => {
      await texts.changeLocale(textLocale(locale));
      current = locale;
      if (isConsoleLocale(locale)) storeSelectedLocale(locale);
      applyDocumentLocale(locale);
    },
  });
}
