export const CONSOLE_LOCALES = ['sv', 'en'] as const;

export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

export const DEFAULT_LOCALE: ConsoleLocale = 'sv';

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value);
}

/** The language the switch button offers: with two languages, always the one not in use. */
export function otherLocale(locale: string): ConsoleLocale {
  return locale === 'sv' ? 'en' : 'sv';
}
