import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import {
  applyDocumentLanguage,
  DEFAULT_LOCALE,
  initialLocale,
  isLocale,
  LOCALES,
  storeLocale,
  type Locale,
} from './locale';
import { sv } from './sv';

export const resources = {
  sv: { translation: sv },
  en: { translation: en },
} as const;

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
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
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
