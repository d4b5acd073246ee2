/**
 * The one way both apps write money and dates, per interface language: Swedish as sv-SE
 * ("1 234,50 kr", "1 dec. 2026 09:05"), every other language as en-GB ("SEK 1,234.50",
 * "1 Dec 2026, 09:05"; the console's Hebrew and Arabic show English texts, so English formats).
 * Amounts are stored and sent in minor units (öre); moments are UTC timestamps from the API and
 * are shown in the viewer's own time zone.
 */

/** The formatting locale of an interface language (sv, en, he, …, or a tag such as sv-SE). */
export function formatLocale(language: string | undefined): 'sv-SE' | 'en-GB' {
  return (language ?? 'sv').split('-')[0] === 'sv' ? 'sv-SE' : 'en-GB';
}

/** Minor units per major unit of a currency (100 öre to the krona). */
function minorUnitsPer(currency: string): number {
  const digits =
    new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return 10 ** digits;
}

/**
 * An amount in minor units (öre) in major units (kronor) as the language writes it; whole amounts
 * without decimals ("499 kr", "SEK 499"), others with two ("1 234,50 kr", "SEK 1,234.50").
 */
export function formatMoney(minorUnits: number, currency = 'SEK', language?: string): string {
  const major = minorUnits / minorUnitsPer(currency);
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat(formatLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : undefined,
    maximumFractionDigits: whole ? 0 : undefined,
  }).format(major);
}

/** Öre as a form shows them: kronor (a number), or '' for no amount. */
export function majorFromMinor(minorUnits: unknown, currency = 'SEK'): number | '' {
  return typeof minorUnits === 'number' && Number.isFinite(minorUnits)
    ? minorUnits / minorUnitsPer(currency)
    : '';
}

/**
 * Kronor typed in a form (a number, or text with a comma or a point as decimal sign) as öre,
 * rounded to whole öre; null for nothing or something that is not a number.
 */
export function minorFromMajor(major: unknown, currency = 'SEK'): number | null {
  const value =
    typeof major === 'number'
      ? major
      : typeof major === 'string' && major.trim() !== ''
        ? Number(major.trim().replace(/\s/g, '').replace(',', '.'))
        : Number.NaN;
  return Number.isFinite(value) ? Math.round(value * minorUnitsPer(currency)) : null;
}

export type DateInput = string | number | Date;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A Date of the input: an ISO timestamp (UTC from the API) or epoch milliseconds as is; a bare
 * calendar date (YYYY-MM-DD) stays that day wherever the viewer is (see calendarDay).
 */
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  return new Date(value);
}

/** Whether the input is a calendar date without a time (a billing start, a birth date). */
function calendarDay(value: DateInput): boolean {
  return typeof value === 'string' && CALENDAR_DATE.test(value);
}

function format(
  value: DateInput,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  const date = calendarDay(value) ? new Date(`${value as string}T00:00:00Z`) : toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(formatLocale(language), {
    ...options,
    // A calendar date is the same day everywhere; a moment is shown in the viewer's zone.
    ...(calendarDay(value) ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A day: "1 dec. 2026" / "1 Dec 2026". Empty for an invalid input. */
export function formatDate(value: DateInput, language?: string): string {
  return format(value, language, { dateStyle: 'medium' });
}

/** A moment with its time: "1 dec. 2026 09:05" / "1 Dec 2026, 09:05". */
export function formatDateTime(value: DateInput, language?: string): string {
  return format(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The time of a moment: "09:05" in both languages (24-hour clock). */
export function formatTime(value: DateInput, language?: string): string {
  return format(value, language, { timeStyle: 'short' });
}
