/**
 * A page's content_report_data: how the page's answers make a score and what the score means.
 * The server stores any JSON object (PageFieldsDto: IsObject) and this form edits these keys,
 * keeping any other key as it was:
 *
 *   { "score": "sum" | "mean",                  how the items' answer values combine
 *     "questions": [11, 12],                    the items (question ids) that count
 *     "bands": [{ "from": 0, "to": 4, "label": "Minimal" }, …]   what a score means (inclusive)
 *     "critical": [{ "question": 19, "threshold": 1 }, …] }     an item flagged from that value
 *
 * An empty form is stored as null; a key with nothing in it is left out.
 */

export const SCORE_RULES = ['sum', 'mean'] as const;

export interface Band {
  from: number | null;
  to: number | null;
  label: string;
}

export interface CriticalItem {
  question: number | null;
  threshold: number | null;
}

export interface ReportData {
  score: string;
  questions: number[];
  bands: Band[];
  critical: CriticalItem[];
  /** Every other key, kept as stored. */
  rest: Record<string, unknown>;
}

export interface Problem {
  message: string;
  args?: Record<string, number>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Keys this form edits; the others are kept. A key whose value it cannot show is kept too. */
function editable(stored: Record<string, unknown>): Set<string> {
  const keys = new Set<string>();
  if (typeof stored.score === 'string') keys.add('score');
  if (Array.isArray(stored.questions) && stored.questions.every((id) => typeof id === 'number'))
    keys.add('questions');
  if (Array.isArray(stored.bands) && stored.bands.every(isRecord)) keys.add('bands');
  if (Array.isArray(stored.critical) && stored.critical.every(isRecord)) keys.add('critical');
  return keys;
}

/** The stored object (or null) as the form shows it. */
export function readReportData(stored: unknown): ReportData {
  const record = isRecord(stored) ? stored : {};
  const keys = editable(record);
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !keys.has(key)));
  const list = (key: string): Record<string, unknown>[] =>
    keys.has(key) ? (record[key] as Record<string, unknown>[]) : [];
  return {
    score: keys.has('score') ? (record.score as string) : '',
    questions: keys.has('questions') ? (record.questions as number[]) : [],
    bands: list('bands').map((band) => ({
      from: numberOr(band.from),
      to: numberOr(band.to),
      label: typeof band.label === 'string' ? band.label : '',
    })),
    critical: list('critical').map((item) => ({
      question: numberOr(item.question),
      threshold: numberOr(item.threshold),
    })),
    rest,
  };
}

/** The form's data as stored: empty keys left out, null when nothing is left. */
export function writeReportData(data: ReportData): Record<string, unknown> | null {
  const stored: Record<string, unknown> = { ...data.rest };
  if (data.score !== '') stored.score = data.score;
  if (data.questions.length > 0) stored.questions = data.questions;
  if (data.bands.length > 0) stored.bands = data.bands;
  if (data.critical.length > 0) stored.critical = data.critical;
  return Object.keys(stored).length > 0 ? stored : null;
}

const KEY = 'app.modules.report_data';

/**
 * What is wrong with the report data, by field path (`bands.1.from`). The server only asks for
 * an object; these are the rules the scores need: whole numbers, a label for each band, bands in
 * order from low to high without overlap or gap (the reference templates' rule,
 * backend reports/intervals.ts), each critical item a question with a whole-number threshold.
 */
export function reportDataProblems(stored: unknown): Record<string, Problem> {
  if (stored !== null && stored !== undefined && !isRecord(stored))
    return { '': { message: `${KEY}.not_object` } };
  const data = readReportData(stored);
  const problems: Record<string, Problem> = {};
  const whole = (path: string, value: number | null) => {
    if (value === null) problems[path] = { message: `${KEY}.required` };
    else if (!Number.isInteger(value)) problems[path] = { message: `${KEY}.whole_number` };
  };
  data.bands.forEach((band, index) => {
    whole(`bands.${index}.from`, band.from);
    whole(`bands.${index}.to`, band.to);
    if (band.label.trim() === '') problems[`bands.${index}.label`] = { message: `${KEY}.required` };
    else if (band.label.length > 300)
      problems[`bands.${index}.label`] = { message: `${KEY}.label_too_long` };
    if (problems[`bands.${index}.from`] !== undefined || band.from === null) return;
    if (band.to !== null && band.from > band.to) {
      problems[`bands.${index}.from`] = { message: `${KEY}.band_bounds` };
      return;
    }
    const previous = index > 0 ? data.bands[index - 1] : undefined;
    if (previous === undefined || previous.to === null) return;
    const expected = previous.to + 1;
    if (band.from < expected) problems[`bands.${index}.from`] = { message: `${KEY}.band_overlap` };
    else if (band.from > expected)
      problems[`bands.${index}.from`] = { message: `${KEY}.band_gap`, args: { expected } };
  });
  data.critical.forEach((item, index) => {
    if (item.question === null)
      problems[`critical.${index}.question`] = { message: `${KEY}.required` };
    whole(`critical.${index}.threshold`, item.threshold);
  });
  return problems;
}

/** react-admin's validator: the first problem (each is shown under its own input). */
export function validateReportData(
  stored: unknown,
): { message: string; args: Record<string, number> } | undefined {
  const first = Object.values(reportDataProblems(stored))[0];
  return first === undefined ? undefined : { message: first.message, args: first.args ?? {} };
}
