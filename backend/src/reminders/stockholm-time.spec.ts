import { parseQuietHours, quietHoursDelay, stockholmDay, stockholmMoment } from './stockholm-time';

const QUIET = parseQuietHours('21-08');
const at = (iso: string) => new Date(iso);
const HOUR = 3600 * 1000;

describe('Stockholm time and quiet hours', () => {
  it('names the Stockholm day, which starts an hour (winter) or two (summer) before UTC', () => {
    expect(stockholmDay(at('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(stockholmDay(at('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(stockholmDay(at('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('finds 08:00 in Stockholm in winter and summer time', () => {
    expect(stockholmMoment('2026-11-24', 8).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(stockholmMoment('2026-07-01', 8).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    // The night summer time starts (29 March 2026): 08:00 is already CEST.
    expect(stockholmMoment('2026-03-29', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('delays mail found from 21:00 until 08:00 Stockholm time, and nothing in the day', () => {
    expect(QUIET).toEqual({ start: 21, end: 8 });
    // 12:00 and 20:59 Stockholm (winter): no delay.
    expect(quietHoursDelay(at('2026-11-24T11:00:00Z'), QUIET)).toBe(0);
    expect(quietHoursDelay(at('2026-11-24T19:59:00Z'), QUIET)).toBe(0);
    // 21:00 Stockholm: 11 hours until 08:00 the next morning.
    expect(quietHoursDelay(at('2026-11-24T20:00:00Z'), QUIET)).toBe(11 * HOUR);
    // 01:45 Stockholm: until 08:00 the same morning.
    expect(quietHoursDelay(at('2026-11-24T00:45:00Z'), QUIET)).toBe(6.25 * HOUR);
    // 07:59 Stockholm: one minute; 08:00: none.
    expect(quietHoursDelay(at('2026-11-24T06:59:00Z'), QUIET)).toBe(60 * 1000);
    expect(quietHoursDelay(at('2026-11-24T07:00:00Z'), QUIET)).toBe(0);
    // Summer: 23:00 Stockholm is 21:00 UTC; 08:00 is 06:00 UTC.
    expect(quietHoursDelay(at('2026-07-01T21:00:00Z'), QUIET)).toBe(9 * HOUR);
  });

  it('has no quiet hours when switched off', () => {
    expect(parseQuietHours('off')).toBeNull();
    expect(quietHoursDelay(at('2026-11-24T00:45:00Z'), parseQuietHours('off'))).toBe(0);
    expect(parseQuietHours('09-17')).toEqual({ start: 9, end: 17 });
    expect(quietHoursDelay(at('2026-11-24T10:00:00Z'), parseQuietHours('09-17'))).toBe(6 * HOUR);
  });
});
