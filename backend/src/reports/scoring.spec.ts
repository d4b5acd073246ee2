import { ApiException } from 'src/common/errors/api-exception';
import { type ScorableQuestion, scoreOf, scoreTest } from './scoring';

const likert = (id: number, extra: Partial<ScorableQuestion> = {}): ScorableQuestion => ({
  id,
  kind: 'one_option',
  required: true,
  reverseScored: false,
  options: [0, 1, 2, 3].map((value) => ({ id: id * 10 + value, value })),
  ...extra,
});

/** The answer choosing the option with `value` of question `id` (see likert). */
const choose = (id: number, value: number) => ({ question_id: id, option_id: id * 10 + value });

function errorOf(run: () => unknown): ApiException {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiException) return error;
    throw error;
  }
  throw new Error('expected an ApiException');
}

describe('scoreTest', () => {
  const questions = [likert(1), likert(2), likert(3)];

  it('sums the chosen options’ values and the highest possible score', () => {
    const result = scoreTest(questions, [choose(1, 3), choose(2, 0), choose(3, 2)]);
    expect(result.score).toBe(5);
    expect(result.maxScore).toBe(9);
    expect([1, 2, 3].map((id) => scoreOf(result, [id]).score)).toEqual([3, 0, 2]);
  });

  it('scores a reverse-scored question as (lowest + highest) − value', () => {
    const reversed = [likert(1), likert(2, { reverseScored: true })];
    expect(scoreTest(reversed, [choose(1, 1), choose(2, 0)]).score).toBe(1 + 3);
    expect(scoreTest(reversed, [choose(1, 1), choose(2, 3)]).score).toBe(1 + 0);
  });

  it('uses the question’s own bounds when reversing (options 1–5)', () => {
    const fivePoint: ScorableQuestion = {
      id: 7,
      kind: 'one_option',
      required: true,
      reverseScored: true,
      options: [1, 2, 3, 4, 5].map((value) => ({ id: 70 + value, value })),
    };
    expect(scoreTest([fivePoint], [{ question_id: 7, option_id: 72 }]).score).toBe(4);
    expect(scoreTest([fivePoint], [{ question_id: 7, option_id: 72 }]).maxScore).toBe(5);
  });

  it('lists unanswered required questions', () => {
    const error = errorOf(() => scoreTest(questions, [choose(2, 1)]));
    expect(error.getStatus()).toBe(400);
    expect(error.messageRef).toEqual({ key: 'scoring.missingAnswers', params: { ids: '1, 3' } });
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['answers']);
  });

  it('lets optional questions go unanswered (scoring them 0)', () => {
    const optional = [likert(1), likert(2, { required: false })];
    expect(scoreTest(optional, [choose(1, 2)]).score).toBe(2);
  });

  it('refuses an option of another question, naming the answer', () => {
    const error = errorOf(() =>
      scoreTest(questions, [choose(1, 1), { question_id: 2, option_id: 31 }, choose(3, 1)]),
    );
    expect(error.fieldErrors).toEqual({
      'answers.1.option_id': [{ key: 'scoring.optionNotOfQuestion' }],
    });
  });

  it('refuses a question outside the test and a question answered twice', () => {
    const error = errorOf(() =>
      scoreTest(questions, [choose(1, 1), choose(9, 0), choose(1, 2), choose(2, 0), choose(3, 0)]),
    );
    expect(error.fieldErrors).toEqual({
      'answers.1.question_id': [{ key: 'scoring.questionNotInTest' }],
      'answers.2.question_id': [{ key: 'scoring.questionAnsweredTwice' }],
    });
  });

  it('ignores questions without options (free text)', () => {
    const withText: ScorableQuestion[] = [
      ...questions,
      { id: 4, kind: 'unscored', required: true, reverseScored: false, options: [] },
    ];
    const result = scoreTest(withText, [choose(1, 1), choose(2, 1), choose(3, 1)]);
    expect(result).toMatchObject({ score: 3, maxScore: 9 });
  });

  it('sums the chosen options of a multiple-choice question, each option once', () => {
    const multi = [likert(1), likert(2, { kind: 'options' })];
    const result = scoreTest(multi, [choose(1, 1), choose(2, 1), choose(2, 3)]);
    expect(result).toMatchObject({ score: 1 + 1 + 3, maxScore: 3 + (1 + 2 + 3) });
    const error = errorOf(() => scoreTest(multi, [choose(1, 1), choose(2, 1), choose(2, 1)]));
    expect(error.fieldErrors).toEqual({
      'answers.2.question_id': [{ key: 'scoring.questionAnsweredTwice' }],
    });
  });
});

describe('scoreOf', () => {
  it('sums a subset of the questions (a report element)', () => {
    const test = scoreTest(
      [likert(1), likert(2), likert(3)],
      [choose(1, 3), choose(2, 2), choose(3, 1)],
    );
    expect(scoreOf(test, [1, 3])).toEqual({ score: 4, maxScore: 6 });
    expect(scoreOf(test, [2])).toEqual({ score: 2, maxScore: 3 });
  });
});
