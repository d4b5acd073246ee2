import { readCookie, writeCookie } from './cookies';

/** The interface languages of both apps; Swedish first and default. */
export const LOCALES = ['sv', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'sv';

/** Shared by both apps, so a language chosen in one opens the other in it too. */
export const LOCALE_COOKIE = 'selectedLocale';

const LOCALE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = ['he', 'ar'];

/**
 * The console's languages: both apps' two, and Hebrew and Arabic, laid out right to left and
 * showing English texts until translations exist. client-web keeps LOCALES: a console-only
 * language in the shared cookie opens client-web in Swedish.
 */
export const CONSOLE_LOCALES = [...LOCALES, 'he', 'ar'] as const;

export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value);
}

/** Whether a language (or a locale such as ar-SA) is written right to left. */
export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT_LANGUAGES.includes(locale.split('-')[0] ?? locale);
}

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

/** The console's language the user chose last time (any of CONSOLE_LOCALES), or Swedish. */
export function readSelectedConsoleLocale(): ConsoleLocale {
  const stored = readCookie(LOCALE_COOKIE);
  return isConsoleLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeSelectedLocale(locale: Locale | ConsoleLocale): void {
  writeCookie(LOCALE_COOKIE, locale, { expires: new Date(Date.now() + LOCALE_COOKIE_LIFETIME_MS) });
}

/** Keeps <html lang dir> in step with the UI language (screen readers, hyphenation, RTL). */
export function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}
