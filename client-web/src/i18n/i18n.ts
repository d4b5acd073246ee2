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
import { importWithTimeout } from '../lazy/import-with-timeout';
import { sv, type Translations } from './sv';

/**
 * The texts of each language. Swedish, the default and the fallback, is in the entry; English is
 * its own chunk, loaded before the first render for a visitor who chose it and when someone
 * switches to it, so the Swedish login page does not carry it.
 */
const TEXTS: Readonly<Record<Locale, () => Promise<Translations>>> = {
  sv: () => Promise.resolve(sv),
  en: () => importWithTimeout(() => import('./en')).then((module) => module.en),
};

i18n.on('languageChanged', applyDocumentLocale);

void i18n.use(initReactI18next).init({
  resources: { sv: { translation: sv } },
  // Until the chosen language's texts are in (see loadSelectedLocale), the page stays Swedish.
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  // The Swedish resources are bundled, so initialise synchronously and render translated from the
  // first paint.
  initImmediate: false,
  // React escapes rendered values itself.
  interpolation: { escapeValue: false },
});

function hasTexts(locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, 'translation');
}

/** Loads a language's texts once; false when they could not be loaded. */
export async function loadTexts(locale: Locale): Promise<boolean> {
  if (hasTexts(locale)) return true;
  try {
    i18n.addResourceBundle(locale, 'translation', await TEXTS[locale]());
    return true;
  } catch {
    return false;
  }
}

/**
 * Switches to the language of the selectedLocale cookie, loading its texts first: called once
 * before the first render. Without them (a failed load) the page stays Swedish.
 */
export async function loadSelectedLocale(): Promise<void> {
  const locale = readSelectedLocale();
  if (locale !== DEFAULT_LOCALE && (await loadTexts(locale))) await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

/**
 * Switches the interface language and remembers the choice in the selectedLocale cookie. When the
 * language's texts cannot be loaded, the interface stays as it is.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!hasTexts(locale) && !(await loadTexts(locale))) return;
  storeSelectedLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
