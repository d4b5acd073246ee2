import { type AnswerType, type PlayerQuestion } from './learning-api';

/** What the form holds per question: an option id, several, or the typed text. */
export type FormValue = string | number[];

/** The form's values keyed by question id. */
export type AnswerForm = Record<string, FormValue>;

/** The type a question is answered as: the page's, else a choice when it has options. */
export function questionType(
  answerType: AnswerType | null,
  question: Pick<PlayerQuestion, 'options'>,
): AnswerType {
  return answerType ?? (question.options.length > 0 ? 'single_choice' : 'text');
}

/** The form prefilled with the answers given before in this instance. */
export function initialForm(
  answerType: AnswerType | null,
  questions: readonly Pick<PlayerQuestion, 'id' | 'options' | 'answer'>[],
): AnswerForm {
  const form: AnswerForm = {};
  for (const question of questions) {
    const type = questionType(answerType, question);
    const answer = question.answer;
    const key = String(question.id);
    if (type === 'multiple_choice') {
      form[key] = answer?.option_ids ?? [];
    } else if (type === 'single_choice' || type === 'scale') {
      const chosen = answer?.option_ids?.[0];
      form[key] = chosen === undefined ? '' : String(chosen);
    } else if (type === 'number') {
      form[key] =
        answer?.number === null || answer?.number === undefined ? '' : String(answer.number);
    } else if (type === 'date') {
      form[key] = answer?.date ?? '';
    } else {
      form[key] = answer?.text ?? '';
    }
  }
  return form;
}

/**
 * The `answers` of POST /client/page/…: keyed by question id, an option id (single choice,
 * scale), a list of option ids (multiple choice), a number, a date (YYYY-MM-DD) or a text.
 * Unanswered questions are left out (the server names the required ones); a number that does
 * not parse is sent as typed, so the server's message names the question.
 */
export function buildAnswers(
  answerType: AnswerType | null,
  questions: readonly Pick<PlayerQuestion, 'id' | 'options'>[],
  form: AnswerForm,
): Record<string, string | number | number[]> {
  const answers: Record<string, string | number | number[]> = {};
  for (const question of questions) {
    const key = String(question.id);
    const value = form[key];
    if (value === undefined) continue;
    const type = questionType(answerType, question);
    if (Array.isArray(value)) {
      if (value.length > 0) answers[key] = [...value].sort((a, b) => a - b);
      continue;
    }
    if (type === 'text' || type === 'long_text') {
      if (value.trim() !== '') answers[key] = value;
      continue;
    }
    const trimmed = value.trim();
    if (trimmed === '') continue;
    if (type === 'single_choice' || type === 'scale' || type === 'number') {
      const number = Number(trimmed.replace(',', '.'));
      answers[key] = Number.isFinite(number) ? number : trimmed;
    } else {
      answers[key] = trimmed;
    }
  }
  return answers;
}
