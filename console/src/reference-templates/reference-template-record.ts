import { type ApiSchemas } from '@sinnro/web-session';

/** A row of /api/admin/reference-templates. */
export type ReferenceTemplateRow = ApiSchemas['ReferenceTemplateRow'];

/** One reference template with its intervals (GET /api/admin/reference-templates/{id}). */
export type ReferenceTemplateView = ApiSchemas['ReferenceTemplateView'];

export type ReferenceIntervalView = ApiSchemas['ReferenceIntervalView'];

/** The colour a new interval starts with (the server's "green"). */
export const DEFAULT_INTERVAL_COLOR = '#2e7d32';

/** An interval's bounds as the form holds them (empty inputs are null or absent). */
export interface IntervalBounds {
  start_value?: number | null;
  value?: number | null;
}

export interface IntervalProblem {
  message: string;
  args: Record<string, number>;
}

/**
 * The server's rule for the interval at `index` (reports/intervals.ts): it starts at or before
 * it ends, and exactly one after the previous interval's end (integer scores), so the intervals
 * are ordered, never overlap and leave no gap. Answers a translation key or undefined.
 */
export function intervalProblem(
  intervals: readonly IntervalBounds[],
  index: number,
): IntervalProblem | undefined {
  const interval = intervals[index];
  if (interval === undefined) return undefined;
  const { start_value: start, value: end } = interval;
  if (typeof start !== 'number' || typeof end !== 'number') return undefined;
  if (start > end) return { message: 'app.reference-templates.interval_bounds', args: {} };
  const previous = index > 0 ? intervals[index - 1] : undefined;
  if (previous === undefined || typeof previous.value !== 'number') return undefined;
  const expected = previous.value + 1;
  if (start < expected) return { message: 'app.reference-templates.interval_overlap', args: {} };
  if (start > expected) {
    return { message: 'app.reference-templates.interval_gap', args: { expected } };
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function boundsOf(value: unknown): IntervalBounds {
  if (!isRecord(value)) return {};
  const number = (field: unknown) => (typeof field === 'number' ? field : null);
  return { start_value: number(value.start_value), value: number(value.value) };
}

/** The form's intervals as bounds, whatever else the form holds. */
export function intervalsOf(values: unknown): IntervalBounds[] {
  if (!isRecord(values) || !Array.isArray(values.intervals)) return [];
  return values.intervals.map(boundsOf);
}

/** The interval index in an input's final source such as `intervals.2.start_value`. */
export function intervalIndexOf(props: unknown): number | undefined {
  if (!isRecord(props) || typeof props.finalSource !== 'string') return undefined;
  const match = /^intervals\.(\d+)\./.exec(props.finalSource);
  return match ? Number(match[1]) : undefined;
}
