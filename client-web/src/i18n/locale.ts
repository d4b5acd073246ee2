import { readCookie, writeCookie } from '../cookies/cookies';

export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';

export const LOCALE_COOKIE = 'selectedLocale';
const LOCALE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = ['he', 'ar'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language to start in: the selectedLocale cookie when it names a supported language, else sv. */
export function initialLocale(): Locale {
  const stored = readCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { expires: new Date(Date.now() + LOCALE_COOKIE_LIFETIME_MS) });
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RIGHT_TO_LEFT_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
