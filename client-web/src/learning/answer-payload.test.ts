import { describe, expect, it } from 'vitest';
import { buildAnswers, initialForm, questionType } from './answer-payload';
import { type PlayerQuestion } from './learning-api';

function question(id: number, overrides: Partial<PlayerQuestion> = {}): PlayerQuestion {
  return {
    id,
    code: null,
    position: id,
    required: true,
    text: `Fråga ${id}`,
    options: [],
    answer: null,
    language: 'sv',
    fallback: false,
    ...overrides,
  };
}

const options = [11, 12, 13].map((id, position) => ({
  id,
  position,
  value: position,
  label: `Alternativ ${id}`,
  language: 'sv' as const,
  fallback: false,
}));

const answered = (overrides: Partial<NonNullable<PlayerQuestion['answer']>>) => ({
  option_ids: null,
  answer_text: null,
  text: null,
  number: null,
  date: null,
  answered_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('questionType', () => {
  it('uses the page’s answer type, else a choice when the question has options', () => {
    expect(questionType('scale', question(1, { options }))).toBe('scale');
    expect(questionType(null, question(1, { options }))).toBe('single_choice');
    expect(questionType(null, question(1))).toBe('text');
  });
});

describe('buildAnswers', () => {
  it('sends option ids as numbers, keyed by question id', () => {
    const questions = [question(1, { options }), question(2, { options })];
    expect(buildAnswers('single_choice', questions, { '1': '12', '2': '13' })).toEqual({
      '1': 12,
      '2': 13,
    });
    expect(buildAnswers('scale', questions, { '1': '11', '2': '' })).toEqual({ '1': 11 });
  });

  it('sends several chosen options as a sorted list, none as no answer', () => {
    const questions = [question(1, { options }), question(2, { options })];
    expect(buildAnswers('multiple_choice', questions, { '1': [13, 11], '2': [] })).toEqual({
      '1': [11, 13],
    });
  });

  it('sends texts as typed, numbers as numbers (a decimal comma too) and dates as YYYY-MM-DD', () => {
    expect(buildAnswers('long_text', [question(1)], { '1': '  Mer tid med vänner\n' })).toEqual({
      '1': '  Mer tid med vänner\n',
    });
    expect(buildAnswers('text', [question(1)], { '1': '   ' })).toEqual({});
    expect(buildAnswers('number', [question(1), question(2)], { '1': ' 7,5 ', '2': '3' })).toEqual({
      '1': 7.5,
      '2': 3,
    });
    expect(buildAnswers('date', [question(1)], { '1': '2026-11-24' })).toEqual({
      '1': '2026-11-24',
    });
  });

  it('sends a number that does not parse as typed, so the server names the question', () => {
    expect(buildAnswers('number', [question(1)], { '1': 'tre' })).toEqual({ '1': 'tre' });
  });

  it('leaves out questions that are not on the page', () => {
    expect(buildAnswers('text', [question(1)], { '1': 'ja', '99': 'nej' })).toEqual({ '1': 'ja' });
  });
});

describe('initialForm', () => {
  it('fills the form with the answers given before, empty where there are none', () => {
    const form = initialForm(null, [
      question(1, { options, answer: answered({ option_ids: [12] }) }),
      question(2, { options }),
      question(3, { answer: answered({ text: 'Sova bättre' }) }),
    ]);
    expect(form).toEqual({ '1': '12', '2': '', '3': 'Sova bättre' });
    expect(
      initialForm('multiple_choice', [
        question(1, { options, answer: answered({ option_ids: [11, 13] }) }),
      ]),
    ).toEqual({ '1': [11, 13] });
    expect(initialForm('number', [question(1, { answer: answered({ number: 4 }) })])).toEqual({
      '1': '4',
    });
    expect(
      initialForm('date', [question(1, { answer: answered({ date: '2026-11-01' }) })]),
    ).toEqual({ '1': '2026-11-01' });
  });

  it('round-trips: a prefilled form builds the same answers again', () => {
    const questions = [question(1, { options, answer: answered({ option_ids: [13] }) })];
    expect(
      buildAnswers('single_choice', questions, initialForm('single_choice', questions)),
    ).toEqual({ '1': 13 });
  });
});
