import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';

/** A question as scoring sees it: its options' values and whether it must be answered. */
export interface ScorableQuestion {
  id: number;
  required: boolean;
  reverseScored: boolean;
  options: { id: number; value: number }[];
}

export interface ChosenAnswer {
  question_id: number;
  option_id: number;
}

export interface TestScore {
  score: number;
  maxScore: number;
  /** Each answered question's score (reverse scoring applied). */
  byQuestion: Map<number, number>;
  /** Each scored question's highest possible score. */
  maxByQuestion: Map<number, number>;
}

/**
 * A test's score from the chosen options: the sum of their values, where a reverse-scored
 * question scores (lowest + highest option value) − value. Only questions with options are scored.
 * Throws 400 naming the offending answer (`answers.<i>.question_id` / `.option_id`) or, when
 * required questions are unanswered, listing their ids under `answers`.
 */
export function scoreTest(questions: ScorableQuestion[], answers: ChosenAnswer[]): TestScore {
  const scored = new Map(questions.filter((q) => q.options.length > 0).map((q) => [q.id, q]));
  const errors: FieldErrors = {};
  const byQuestion = new Map<number, number>();
  answers.forEach((answer, index) => {
    const problem = answerProblem(scored, byQuestion, answer);
    if (problem) {
      errors[`answers.${index}.${problem.field}`] = [{ key: problem.key }];
      return;
    }
    const question = scored.get(answer.question_id) as ScorableQuestion;
    byQuestion.set(question.id, questionScore(question, answer.option_id));
  });
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
  const missing = [...scored.values()].filter((q) => q.required && !byQuestion.has(q.id));
  if (missing.length > 0) {
    const params = { ids: missing.map((q) => q.id).join(', ') };
    throw ApiException.badRequest(
      'scoring.missingAnswers',
      { answers: [{ key: 'scoring.missingAnswers', params }] },
      params,
    );
  }
  const maxByQuestion = new Map([...scored.values()].map((q) => [q.id, bounds(q).max]));
  return {
    score: sum(byQuestion.values()),
    maxScore: sum(maxByQuestion.values()),
    byQuestion,
    maxByQuestion,
  };
}

/** The score and highest score of a subset of the test's questions (a report element). */
export function scoreOf(
  test: TestScore,
  questionIds: readonly number[],
): { score: number; maxScore: number } {
  return {
    score: sum(questionIds.map((id) => test.byQuestion.get(id) ?? 0)),
    maxScore: sum(questionIds.map((id) => test.maxByQuestion.get(id) ?? 0)),
  };
}

function answerProblem(
  scored: Map<number, ScorableQuestion>,
  answered: Map<number, number>,
  answer: ChosenAnswer,
): {
  field: string;
  key:
    'scoring.questionNotInTest' | 'scoring.optionNotOfQuestion' | 'scoring.questionAnsweredTwice';
} | null {
  const question = scored.get(answer.question_id);
  if (!question) return { field: 'question_id', key: 'scoring.questionNotInTest' };
  if (answered.has(question.id))
    return { field: 'question_id', key: 'scoring.questionAnsweredTwice' };
  if (!question.options.some((option) => option.id === answer.option_id))
    return { field: 'option_id', key: 'scoring.optionNotOfQuestion' };
  return null;
}

function questionScore(question: ScorableQuestion, optionId: number): number {
  const value = (question.options.find((option) => option.id === optionId) as { value: number })
    .value;
  if (!question.reverseScored) return value;
  const { min, max } = bounds(question);
  return min + max - value;
}

function bounds(question: ScorableQuestion): { min: number; max: number } {
  const values = question.options.map((option) => option.value);
  return { min: Math.min(...values), max: Math.max(...values) };
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
