/** A date (YYYY-MM-DD or an ISO time) as the interface language writes it. */
export function shortDate(value: string, language: string | undefined): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language ?? 'sv', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

/** A moment with its time, in the browser's zone. */
export function dateTime(value: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language ?? 'sv', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}
