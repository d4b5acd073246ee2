import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import {
  applyDocumentLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  storeSelectedLocale,
  type Locale,
} from '@sinnro/web-session';
import { type I18nProvider } from 'react-admin';
import { en } from './en';
import { sv } from './sv';

const MESSAGES = { sv, en };

/**
 * react-admin's i18next provider with Swedish and English. Every language change, whichever
 * button made it, is remembered in the selectedLocale cookie and applied to <html lang dir>.
 */
export async function createI18nProvider(initialLocale: Locale): Promise<I18nProvider> {
  const provider = await getI18nProvider(
    createInstance(),
    {
      lng: initialLocale,
      fallbackLng: DEFAULT_LOCALE,
      resources: {
        sv: { translation: convertRaTranslationsToI18next(MESSAGES.sv) },
        en: { translation: convertRaTranslationsToI18next(MESSAGES.en) },
      },
      // Server messages are shown through translate() too; a colon in them must not be read as
      // an i18next namespace.
      nsSeparator: false,
      // React escapes rendered text already.
      interpolation: { escapeValue: false },
    },
    LOCALES.map((locale) => ({ locale, name: MESSAGES[locale].app.language.name })),
  );
  applyDocumentLocale(initialLocale);
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      await provider.changeLocale(locale);
      if (isLocale(locale)) storeSelectedLocale(locale);
      applyDocumentLocale(locale);
    },
  };
}
