import { formatDate, formatDateTime } from '@sinnro/web-session';

/** A date (YYYY-MM-DD or an ISO time) as the interface language writes it. */
export function shortDate(value: string, language: string | undefined): string {
  return formatDate(value, language);
}

/** A moment with its time, in the browser's zone. */
export function dateTime(value: string, language: string | undefined): string {
  return formatDateTime(value, language);
}
