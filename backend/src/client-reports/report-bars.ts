/** The report bar's rules (specification section 5). */

import { roundScore } from './scoring-rule';

export const BAR_MIN = 0;
export const BAR_MAX = 100;
export const BAR_STEP = 0.5;
/** The shown value stays inside the bar so its marker is always visible. */
export const BAR_SHOWN_MIN = 1.5;
export const BAR_SHOWN_MAX = 98.5;
/** The colour of a score no band holds. */
export const DEFAULT_BAR_COLOR = '#9e9e9e';

/** A score's share of the highest score, 0–100 in steps of 0.5 (0 when nothing can be scored). */
export function barValue(score: number, maxScore: number): number {
  if (!(maxScore > 0)) return BAR_MIN;
  const percent = (score / maxScore) * BAR_MAX;
  const stepped = Math.round(percent / BAR_STEP) * BAR_STEP;
  return Math.min(BAR_MAX, Math.max(BAR_MIN, stepped));
}

/** The value the bar shows: the bar value clamped to 1.5–98.5. */
export function shownBarValue(value: number): number {
  return Math.min(BAR_SHOWN_MAX, Math.max(BAR_SHOWN_MIN, value));
}

/** Results are shown as whole numbers, rounded by the scoring rule (half away from zero). */
export function roundedResult(value: number): number {
  return roundScore(value);
}

/**
 * A multi-value answer as shown: the values split by commas, trimmed, the first kept as written
 * and the others lower-cased, joined by ", ".
 */
export function multiValueAnswer(values: readonly string[]): string {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0)
    .map((value, index) => (index === 0 ? value : value.toLowerCase()))
    .join(', ');
}
