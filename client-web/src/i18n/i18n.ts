import {
  applyDocumentLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  readSelectedLocale,
  storeSelectedLocale,
  type Locale,
} from '@sinnro/web-session';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { sv } from './sv';

export const resources = {
  sv: { translation: sv },
  en: { translation: en },
} as const;

i18n.on('languageChanged', applyDocumentLocale);

void i18n.use(initReactI18next).init({
  resources,
  lng: readSelectedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  // Resources are bundled, so initialise synchronously and render translated from the first paint.
  initImmediate: false,
  // React escapes rendered values itself.
  interpolation: { escapeValue: false },
});

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

/** Switches the interface language and remembers the choice in the selectedLocale cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeSelectedLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
