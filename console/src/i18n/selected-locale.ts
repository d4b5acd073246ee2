import { readCookie, writeCookie } from '../browser/cookies';
import { DEFAULT_LOCALE, isConsoleLocale, type ConsoleLocale } from './locales';

const SELECTED_LOCALE_COOKIE = 'selectedLocale';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The language the user chose last time, or Swedish. */
export function readSelectedLocale(): ConsoleLocale {
  const stored = readCookie(SELECTED_LOCALE_COOKIE);
  return isConsoleLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeSelectedLocale(locale: string): void {
  writeCookie(SELECTED_LOCALE_COOKIE, locale, { expires: new Date(Date.now() + ONE_YEAR_MS) });
}
