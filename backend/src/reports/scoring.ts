import { type ChosenOptions, type RuleQuestion, scoreScale } from 'src/client-reports/scoring-rule';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';

/** A question as the scoring endpoint sees it (see scoring-rule.ts). */
export type ScorableQuestion = RuleQuestion;

export interface ChosenAnswer {
  question_id: number;
  option_id: number;
}

export interface TestScore {
  score: number;
  maxScore: number;
  /** The test's questions and the options chosen for each, to score a report element with. */
  questions: ReadonlyMap<number, RuleQuestion>;
  chosen: ChosenOptions;
}

/**
 * A test's score from the chosen options, by the one scoring rule (client-reports/scoring-rule.ts):
 * one answer per single-choice or scale question, one per chosen option of a multiple-choice
 * question. Throws 400 naming the offending answer (`answers.<i>.question_id` / `.option_id`) or,
 * when required questions are unanswered (the test would be incomplete), listing their ids under
 * `answers`.
 */
export function scoreTest(questions: ScorableQuestion[], answers: ChosenAnswer[]): TestScore {
  const scored = new Map(questions.filter((q) => q.kind !== 'unscored').map((q) => [q.id, q]));
  const errors: FieldErrors = {};
  const chosen = new Map<number, number[]>();
  answers.forEach((answer, index) => {
    const problem = answerProblem(scored, chosen, answer);
    if (problem) {
      errors[`answers.${index}.${problem.field}`] = [{ key: problem.key }];
      return;
    }
    chosen.set(answer.question_id, [...(chosen.get(answer.question_id) ?? []), answer.option_id]);
  });
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
  const total = scoreScale([...scored.values()], chosen);
  if (total.score === null) {
    const params = { ids: total.missing.join(', ') };
    throw ApiException.badRequest(
      'scoring.missingAnswers',
      { answers: [{ key: 'scoring.missingAnswers', params }] },
      params,
    );
  }
  return { score: total.score, maxScore: total.maxScore, questions: scored, chosen };
}

/**
 * The score and highest score of a subset of the test's questions (a report element), by the
 * same rule; null when a required question of the subset is unanswered.
 */
export function scoreOf(
  test: TestScore,
  questionIds: readonly number[],
): { score: number | null; maxScore: number } {
  const questions = questionIds
    .map((id) => test.questions.get(id))
    .filter((question): question is RuleQuestion => question !== undefined);
  const { score, maxScore } = scoreScale(questions, test.chosen);
  return { score, maxScore };
}

function answerProblem(
  scored: Map<number, ScorableQuestion>,
  chosen: Map<number, number[]>,
  answer: ChosenAnswer,
): {
  field: string;
  key:
    'scoring.questionNotInTest' | 'scoring.optionNotOfQuestion' | 'scoring.questionAnsweredTwice';
} | null {
  const question = scored.get(answer.question_id);
  if (!question) return { field: 'question_id', key: 'scoring.questionNotInTest' };
  const before = chosen.get(question.id);
  if (before && (question.kind === 'one_option' || before.includes(answer.option_id)))
    return { field: 'question_id', key: 'scoring.questionAnsweredTwice' };
  if (!question.options.some((option) => option.id === answer.option_id))
    return { field: 'option_id', key: 'scoring.optionNotOfQuestion' };
  return null;
}
