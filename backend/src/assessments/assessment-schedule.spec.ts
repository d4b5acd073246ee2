import { ApiException } from 'src/common/errors/api-exception';
import { mayStartNew, nextDueAt, repeatRefusal, utcDay } from './assessment-schedule';

const DAY = 24 * 3600 * 1000;
const completed = new Date('2026-11-01T10:00:00Z');
const phq9 = { type: 'assessment' as const, repeatable: true, iterationDays: 14 };
const lesson = { type: 'module' as const, repeatable: true, iterationDays: null };

describe('the repetition of assessments', () => {
  it('opens the next repetition iteration_days after the newest was completed', () => {
    expect(nextDueAt(phq9, { completedAt: completed })?.toISOString()).toBe(
      '2026-11-15T10:00:00.000Z',
    );
    expect(nextDueAt(phq9, { completedAt: null })).toBeNull();
    expect(nextDueAt(phq9, null)).toBeNull();
    expect(nextDueAt(lesson, { completedAt: completed })).toBeNull();
  });

  it('starts a new assessment instance only once iteration_days have passed', () => {
    const newest = { completedAt: completed };
    expect(mayStartNew(phq9, newest, new Date(completed.getTime() + 14 * DAY - 1))).toBe(false);
    expect(mayStartNew(phq9, newest, new Date(completed.getTime() + 14 * DAY))).toBe(true);
    expect(mayStartNew(phq9, { completedAt: null }, new Date('2027-01-01'))).toBe(false);
    // Without an interval an assessment does not repeat, whatever its repeatable flag.
    expect(mayStartNew({ ...phq9, iterationDays: null }, newest, new Date('2027-01-01'))).toBe(
      false,
    );
  });

  it('keeps the repeatable rule for other modules', () => {
    expect(mayStartNew(lesson, { completedAt: completed }, completed)).toBe(true);
    expect(mayStartNew({ ...lesson, repeatable: false }, { completedAt: completed })).toBe(false);
    expect(mayStartNew(lesson, { completedAt: null })).toBe(false);
  });

  it('refuses an early repetition with 409 naming the day it opens', () => {
    const early = repeatRefusal(phq9, { completedAt: completed });
    expect(early).toBeInstanceOf(ApiException);
    expect(early.getStatus()).toBe(409);
    expect(early.messageRef).toEqual({
      key: 'assessments.notDueYet',
      params: { date: '2026-11-15' },
    });
    expect(repeatRefusal(lesson, { completedAt: null }).messageRef.key).toBe(
      'learning.newInstanceNotAllowed',
    );
    expect(utcDay(completed)).toBe('2026-11-01');
  });
});
