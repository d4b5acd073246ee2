import { type AnswerType } from 'src/content/page.entity';
import { intervalFor } from 'src/reports/intervals';

/**
 * The one scoring rule. The scoring endpoint (reports/scoring.ts), the generated report
 * (report-builder.ts), the staff view of a report (staff-report.ts) and the risk flag
 * (learning/answers.service.ts) all score through this file and nowhere else.
 *
 * - An item (question) scores by its page's answer type:
 *   - single choice and scale (one option chosen): the chosen option's value;
 *   - multiple choice: the sum of the chosen options' values, each option counted once;
 *   - free text, long text, number and date answers, and questions without options: not scored
 *     (they add nothing to a score or its highest score). A page without an answer type is
 *     single choice when the question has options, as the answer checks read it.
 * - Reverse-scored items (`Question.reverseScored`): each chosen option scores
 *   (lowest + highest option value of the item) − its value.
 * - An item's highest score: its highest (reversed) option value; for multiple choice the sum of
 *   its options' positive (reversed) values (every option that adds to the score chosen).
 * - A scale (a report element: one question or combined questions; the whole test on the scoring
 *   endpoint) scores the sum of its answered items. An unanswered optional item adds nothing.
 *   A required item without an answer makes the scale incomplete: its score is null and
 *   `complete` false, never the sum as if the item were 0. No template field says how to prorate
 *   a missing item, so no scale is ever prorated.
 * - Rounding: once, at the end, on the scale's sum, half away from zero (2.5 → 3, −2.5 → −3).
 * - The band (reference interval, bounds inclusive) is looked up on that final rounded score;
 *   an incomplete scale has no band.
 * - The risk flag: a risk item (`Question.isRiskItem`, e.g. PHQ-9 item 9) with a chosen option
 *   whose value as authored (before any reverse scoring) is at least the item's `riskThreshold`.
 *   It depends on that item's answer alone, never on a total.
 */

/** How an item is scored: one chosen option, several, or not at all. */
export type ItemKind = 'one_option' | 'options' | 'unscored';

export interface RuleOption {
  id: number;
  value: number;
}

/** An item as the rule sees it. */
export interface RuleQuestion {
  id: number;
  kind: ItemKind;
  required: boolean;
  reverseScored: boolean;
  options: readonly RuleOption[];
}

/** The chosen option ids of each answered item, by question id. */
export type ChosenOptions = ReadonlyMap<number, readonly number[] | null>;

/** A scale's result. Scores are rounded; `rawScore`/`rawMax` are the sums before rounding. */
export interface ScaleScore {
  /** Null when the scale is incomplete. */
  score: number | null;
  maxScore: number;
  complete: boolean;
  /** Required items left unanswered, in the order given. */
  missing: number[];
  rawScore: number | null;
  rawMax: number;
}

/** How a question of a page with `answerType` and `optionCount` options is scored. */
export function itemKind(answerType: AnswerType | null, optionCount: number): ItemKind {
  if (optionCount === 0) return 'unscored';
  switch (answerType) {
    case null:
    case 'single_choice':
    case 'scale':
      return 'one_option';
    case 'multiple_choice':
      return 'options';
    case 'text':
    case 'long_text':
    case 'number':
    case 'date':
      return 'unscored';
  }
}

/** A question entity (page and options loaded) as the rule sees it. */
export function ruleQuestion(question: {
  id: number;
  required: boolean;
  reverseScored: boolean;
  page: { answerType: AnswerType | null };
  options: { getItems(): readonly RuleOption[] };
}): RuleQuestion {
  const options = question.options.getItems().map(({ id, value }) => ({ id, value }));
  return {
    id: question.id,
    kind: itemKind(question.page.answerType, options.length),
    required: question.required,
    reverseScored: question.reverseScored,
    options,
  };
}

/** Stored answers as chosen options by question id. */
export function chosenOptions(
  answers: Iterable<{ question: { id: number }; optionIds: number[] | null }>,
): Map<number, readonly number[] | null> {
  const chosen = new Map<number, readonly number[] | null>();
  for (const answer of answers) chosen.set(answer.question.id, answer.optionIds);
  return chosen;
}

/** An option's score within its item: its value, reversed for a reverse-scored item. */
export function optionScore(question: RuleQuestion, value: number): number {
  if (!question.reverseScored) return value;
  const values = question.options.map((option) => option.value);
  return Math.min(...values) + Math.max(...values) - value;
}

/** The item's score, or null when it is not scored or not answered. Not rounded. */
export function itemScore(
  question: RuleQuestion,
  chosen: readonly number[] | null | undefined,
): number | null {
  if (question.kind === 'unscored' || !chosen || chosen.length === 0) return null;
  const picked = question.options.filter((option) => chosen.includes(option.id));
  if (picked.length === 0) return null;
  const counted = question.kind === 'one_option' ? picked.slice(0, 1) : picked;
  return counted.reduce((total, option) => total + optionScore(question, option.value), 0);
}

/** The item's highest possible score (0 when it is not scored). */
export function itemMax(question: RuleQuestion): number {
  if (question.kind === 'unscored') return 0;
  const scores = question.options.map((option) => optionScore(question, option.value));
  if (question.kind === 'one_option') return Math.max(...scores);
  return scores.reduce((total, score) => total + Math.max(0, score), 0);
}

/** A scale's score from its items (each counted once) and the chosen options. */
export function scoreScale(questions: readonly RuleQuestion[], chosen: ChosenOptions): ScaleScore {
  const items = [...new Map(questions.map((question) => [question.id, question])).values()];
  let raw = 0;
  let rawMax = 0;
  const missing: number[] = [];
  for (const question of items) {
    if (question.kind === 'unscored') continue;
    rawMax += itemMax(question);
    const score = itemScore(question, chosen.get(question.id));
    if (score !== null) raw += score;
    else if (question.required) missing.push(question.id);
  }
  const complete = missing.length === 0;
  return {
    score: complete ? roundScore(raw) : null,
    maxScore: roundScore(rawMax),
    complete,
    missing,
    rawScore: complete ? raw : null,
    rawMax,
  };
}

/** Rounds half away from zero, to a whole number. */
export function roundScore(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** The band holding the final score (none for an incomplete scale). */
export function bandFor<T extends { startValue: number; value: number }>(
  intervals: readonly T[],
  score: number | null,
): T | undefined {
  return score === null ? undefined : intervalFor(intervals, score);
}

/** Whether a chosen option's value raises a risk flag on the item. */
export function raisesRiskFlag(
  question: { isRiskItem: boolean; riskThreshold: number },
  chosenValue: number,
): boolean {
  return question.isRiskItem && chosenValue >= question.riskThreshold;
}

/** The first chosen option (in the item's order) that raises a risk flag, if any. */
export function riskOption<T extends RuleOption>(
  question: { isRiskItem: boolean; riskThreshold: number; options: readonly T[] },
  chosen: readonly number[] | null | undefined,
): T | undefined {
  if (!chosen || !question.isRiskItem) return undefined;
  return question.options.find(
    (option) => chosen.includes(option.id) && raisesRiskFlag(question, option.value),
  );
}
