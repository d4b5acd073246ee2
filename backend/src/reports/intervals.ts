import { type FieldErrors } from 'src/common/errors/api-exception';

export interface IntervalBounds {
  start_value: number;
  value: number;
}

/**
 * Checks a reference template's intervals as sent (in order): each starts at or before it ends,
 * and each starts exactly one after the previous one's end (integer scores), so the bands are
 * ordered, never overlap and leave no gap. Answers field errors keyed `intervals.<i>.<field>`.
 */
export function intervalErrors(intervals: readonly IntervalBounds[]): FieldErrors {
  const errors: FieldErrors = {};
  if (intervals.length === 0) return { intervals: [{ key: 'reports.intervalsRequired' }] };
  intervals.forEach((interval, index) => {
    if (interval.start_value > interval.value) {
      errors[`intervals.${index}.start_value`] = [{ key: 'reports.intervalBounds' }];
      return;
    }
    const previous = index > 0 ? intervals[index - 1] : undefined;
    if (!previous) return;
    const expected = previous.value + 1;
    if (interval.start_value < expected)
      errors[`intervals.${index}.start_value`] = [{ key: 'reports.intervalOverlap' }];
    else if (interval.start_value > expected)
      errors[`intervals.${index}.start_value`] = [
        { key: 'reports.intervalGap', params: { expected } },
      ];
  });
  return errors;
}

/** The interval that holds the score (bounds inclusive), if any. */
export function intervalFor<T extends { startValue: number; value: number }>(
  intervals: readonly T[],
  score: number,
): T | undefined {
  return intervals.find((interval) => interval.startValue <= score && score <= interval.value);
}
