import { formatDateTime, formatLocale, formatTime } from '@sinnro/web-session';

/** A meeting's start as the interface language writes a moment (1 dec. 2026 09:00 / 1 Dec 2026, 09:00). */
export function meetingDateTime(value: string, language: string | undefined): string {
  return formatDateTime(value, language);
}

export function meetingTime(value: string, language: string | undefined): string {
  return formatTime(value, language);
}

/** A day of the calendar as its heading: weekday, day and month in words. */
export function dayHeading(day: Date, language: string | undefined): string {
  return new Intl.DateTimeFormat(formatLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(day);
}

/** Monday 00:00 (local time) of the week holding `day`. */
export function startOfWeek(day: Date): Date {
  const start = new Date(day);
  start.setHours(0, 0, 0, 0);
  const offset = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - offset);
  return start;
}

export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next;
}

/** A local date (YYYY-MM-DD) and time (HH:MM) as an ISO time with the browser's zone offset. */
export function localToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const value = new Date(`${date}T${time}:00`);
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
}

/** YYYY-MM-DD of a local date. */
export function isoDate(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
