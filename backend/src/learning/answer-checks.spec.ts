import { checkAnswers, joinChoices, type CheckedQuestion } from './answer-checks';

const choice: CheckedQuestion = {
  id: 10,
  required: true,
  options: [
    { id: 1, value: 0, isCorrect: false },
    { id: 2, value: 1, isCorrect: false },
  ],
};
const quiz: CheckedQuestion = {
  id: 11,
  required: true,
  options: [
    { id: 3, value: 0, isCorrect: true },
    { id: 4, value: 0, isCorrect: false },
    { id: 5, value: 0, isCorrect: true },
  ],
};

describe('checkAnswers', () => {
  it('takes an option id of the question, as a number or a string', () => {
    expect(checkAnswers('single_choice', [choice], { 10: '2' })).toEqual({
      kind: 'ok',
      answers: [
        { questionId: 10, optionIds: [2], textValue: null, numberValue: null, dateValue: null },
      ],
    });
  });

  it('names the question of every bad answer, and unknown questions', () => {
    const result = checkAnswers('single_choice', [choice], { 10: 9, 99: 1 });
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        10: [{ key: 'learning.optionUnknown' }],
        99: [{ key: 'learning.questionNotOnPage', params: { id: '99' } }],
      },
    });
    expect(checkAnswers('single_choice', [choice], {})).toMatchObject({
      errors: { 10: [{ key: 'learning.answerRequired' }] },
    });
  });

  it('splits several ids by commas and wants exactly the correct ones of a quiz', () => {
    expect(checkAnswers('multiple_choice', [quiz], { 11: '5, 3' })).toMatchObject({
      kind: 'ok',
      answers: [{ optionIds: [3, 5] }],
    });
    expect(checkAnswers('multiple_choice', [quiz], { 11: [3] })).toEqual({
      kind: 'wrong',
      errors: { 11: [{ key: 'learning.wrongAnswer' }] },
    });
  });

  it('types texts, numbers and dates', () => {
    const open: CheckedQuestion = { id: 12, required: true, options: [] };
    expect(checkAnswers('number', [open], { 12: 'x' })).toMatchObject({ kind: 'invalid' });
    expect(checkAnswers('number', [open], { 12: '4.5' })).toMatchObject({
      answers: [{ numberValue: 4.5 }],
    });
    expect(checkAnswers('date', [open], { 12: '2026-02-30' })).toMatchObject({ kind: 'invalid' });
    expect(checkAnswers('text', [open], { 12: 'x'.repeat(2001) })).toMatchObject({
      errors: { 12: [{ key: 'validation.tooLong', params: { max: 2000 } }] },
    });
    expect(checkAnswers('long_text', [open], { 12: 5 })).toMatchObject({
      errors: { 12: [{ key: 'learning.textExpected' }] },
    });
  });
});

describe('joinChoices', () => {
  it('joins by commas and lower-cases every label after the first', () => {
    expect(joinChoices(['Sömn', 'Mat', 'Motion'])).toBe('Sömn, mat, motion');
  });
});
