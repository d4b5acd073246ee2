/** Dates of subscriptions: whole days in UTC, written `YYYY-MM-DD`. */

/** A trial (a client's own subscription without payment) lasts this many days. */
export const TRIAL_DAYS = 30;

/** Clients with fewer than this many days left are flagged. */
export const FEW_DAYS_LEFT = 3;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in UTC. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether the text is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Days from today to the end date, never below 0 (0 on the end date, the subscription's last day;
 * it is expired from the day after); null without an end date.
 */
export function daysLeft(endDate: string | null, today: string): number | null {
  if (endDate === null) return null;
  return Math.max(0, daysBetween(today, endDate));
}
