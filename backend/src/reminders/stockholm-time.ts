/** The platform's time zone: due days and quiet hours are Swedish days and hours. */
export const PLATFORM_TIME_ZONE = 'Europe/Stockholm';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in Stockholm at a moment. */
export function stockholmClock(moment: Date): WallClock {
  const parts = Object.fromEntries(
    PARTS.formatToParts(moment).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The day (YYYY-MM-DD) it is in Stockholm at a moment. */
export function stockholmDay(moment: Date): string {
  const { year, month, day } = stockholmClock(moment);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The moment the Stockholm wall clock shows `hour`:00 on the given day (summer time honoured). */
export function stockholmMoment(day: string, hour: number): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wanted = Date.UTC(year, month - 1, date, hour);
  let guess = wanted;
  // Twice: the offset at the first guess may differ from the offset at the answer (DST change).
  for (let round = 0; round < 2; round++) {
    const clock = stockholmClock(new Date(guess));
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** Quiet hours from `start`:00 until `end`:00, Stockholm time (over midnight when start > end). */
export interface QuietHours {
  start: number;
  end: number;
}

/** REMINDER_QUIET_HOURS (`HH-HH` or `off`) as quiet hours, or null for none. */
export function parseQuietHours(value: string): QuietHours | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return start === end ? null : { start, end };
}

/**
 * How long mail found at `now` waits: 0 outside quiet hours, else the time until they end (the
 * next `end`:00 in Stockholm).
 */
export function quietHoursDelay(now: Date, quiet: QuietHours | null): number {
  if (!quiet) return 0;
  const { hour } = stockholmClock(now);
  const inQuiet =
    quiet.start < quiet.end
      ? hour >= quiet.start && hour < quiet.end
      : hour >= quiet.start || hour < quiet.end;
  if (!inQuiet) return 0;
  const today = stockholmDay(now);
  let until = stockholmMoment(today, quiet.end);
  if (until.getTime() <= now.getTime()) {
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 3600 * 1000);
    until = stockholmMoment(tomorrow.toISOString().slice(0, 10), quiet.end);
  }
  return until.getTime() - now.getTime();
}
