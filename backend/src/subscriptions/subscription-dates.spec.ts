import { addDays, daysBetween, daysLeft, isIsoDate, todayUtc } from './subscription-dates';

describe('subscription dates', () => {
  it('reads only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('03/02/2026')).toBe(false);
  });

  it('counts whole days in UTC', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(todayUtc(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
  });

  it('counts days to the end date and never goes below 0', () => {
    expect(daysLeft('2026-11-25', '2026-11-23')).toBe(2);
    expect(daysLeft('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysLeft('2026-11-20', '2026-11-23')).toBe(0);
    expect(daysLeft(null, '2026-11-23')).toBeNull();
  });
});
