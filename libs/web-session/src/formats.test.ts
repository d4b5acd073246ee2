import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLocale,
  formatMoney,
  formatTime,
  majorFromMinor,
  minorFromMajor,
} from './formats';

/** Intl writes a no-break space (or a narrow one) where people write a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The viewer's local clock of a moment, as HH:MM. */
function localClock(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('formatLocale', () => {
  it('writes Swedish as sv-SE and every other language as en-GB', () => {
    expect(formatLocale('sv')).toBe('sv-SE');
    expect(formatLocale('sv-SE')).toBe('sv-SE');
    expect(formatLocale(undefined)).toBe('sv-SE');
    expect(formatLocale('en')).toBe('en-GB');
    expect(formatLocale('he')).toBe('en-GB');
    expect(formatLocale('ar')).toBe('en-GB');
  });
});

describe('formatMoney', () => {
  it('shows öre as kronor in Swedish', () => {
    expect(spaced(formatMoney(123450, 'SEK', 'sv'))).toBe('1 234,50 kr');
    expect(spaced(formatMoney(49900, 'SEK', 'sv'))).toBe('499 kr');
    expect(spaced(formatMoney(5, 'SEK', 'sv'))).toBe('0,05 kr');
    expect(spaced(formatMoney(0, 'SEK', 'sv'))).toBe('0 kr');
  });

  it('shows öre as kronor in English', () => {
    expect(spaced(formatMoney(123450, 'SEK', 'en'))).toBe('SEK 1,234.50');
    expect(spaced(formatMoney(49900, 'SEK', 'en'))).toBe('SEK 499');
    expect(spaced(formatMoney(123450, 'SEK', 'ar'))).toBe('SEK 1,234.50');
  });

  it('counts in the currency’s own minor units and defaults to kronor', () => {
    expect(spaced(formatMoney(1999, 'EUR', 'en'))).toBe('€19.99');
    expect(spaced(formatMoney(250000))).toBe('2 500 kr');
  });
});

describe('majorFromMinor and minorFromMajor', () => {
  it('turns öre into kronor for a form, and nothing into an empty field', () => {
    expect(majorFromMinor(123450)).toBe(1234.5);
    expect(majorFromMinor(null)).toBe('');
    expect(majorFromMinor(undefined)).toBe('');
  });

  it('turns typed kronor into whole öre, with a comma or a point', () => {
    expect(minorFromMajor(1234.5)).toBe(123450);
    expect(minorFromMajor('1234,5')).toBe(123450);
    expect(minorFromMajor('1 234.50')).toBe(123450);
    expect(minorFromMajor(19.999)).toBe(2000);
    expect(minorFromMajor(0.1 + 0.2)).toBe(30);
    expect(minorFromMajor('')).toBeNull();
    expect(minorFromMajor('tio')).toBeNull();
    expect(minorFromMajor(null)).toBeNull();
  });
});

describe('dates', () => {
  it('writes a calendar date as the same day wherever the viewer is', () => {
    expect(formatDate('2026-12-01', 'sv')).toBe('1 dec. 2026');
    expect(formatDate('2026-12-01', 'en')).toBe('1 Dec 2026');
  });

  it('writes a UTC moment in the viewer’s local time', () => {
    const moment = '2026-06-15T12:05:00Z';
    expect(formatTime(moment, 'sv')).toBe(localClock(moment));
    expect(formatTime(moment, 'en')).toBe(localClock(moment));
    expect(spaced(formatDateTime(moment, 'sv'))).toBe(`15 juni 2026 ${localClock(moment)}`);
    expect(spaced(formatDateTime(moment, 'en'))).toBe(`15 Jun 2026, ${localClock(moment)}`);
    expect(formatDate(moment, 'sv')).toBe('15 juni 2026');
  });

  it('takes a Date or epoch milliseconds as well', () => {
    const moment = new Date('2026-06-15T12:05:00Z');
    expect(formatDate(moment, 'en')).toBe('15 Jun 2026');
    expect(formatDate(moment.getTime(), 'en')).toBe('15 Jun 2026');
  });

  it('writes nothing for something that is not a date', () => {
    expect(formatDate('not a date', 'sv')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
  });
});
