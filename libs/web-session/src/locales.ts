import { readCookie, writeCookie } from './cookies';

/** The interface languages of both apps; Swedish first and default. */
export const LOCALES = ['sv', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'sv';

/** Shared by both apps, so a language chosen in one opens the other in it too. */
export const LOCALE_COOKIE = 'selectedLocale';

const LOCALE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = ['he', 'ar'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a switch button offers: with two languages, always the one not in use. */
export function otherLocale(locale: string): Locale {
  return locale === 'sv' ? 'en' : 'sv';
}

/** The language the user chose last time, or Swedish. */
export function readSelectedLocale(): Locale {
  const stored = readCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeSelectedLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { expires: new Date(Date.now() + LOCALE_COOKIE_LIFETIME_MS) });
}

/** Keeps <html lang dir> in step with the UI language (screen readers, hyphenation, RTL). */
export function applyDocumentLocale(locale: string): void {
  const language = locale.split('-')[0] ?? locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = RIGHT_TO_LEFT_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
