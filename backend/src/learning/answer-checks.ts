import { type FieldErrors } from 'src/common/errors/api-exception';
import { type AnswerType } from 'src/content/page.entity';

/** A question as the checks see it: its options with their values and correctness. */
export interface CheckedQuestion {
  id: number;
  required: boolean;
  options: { id: number; value: number; isCorrect: boolean }[];
}

/** One answer in its stored form. */
export interface ParsedAnswer {
  questionId: number;
  optionIds: number[] | null;
  textValue: string | null;
  numberValue: number | null;
  dateValue: string | null;
}

export type AnswerCheck =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'wrong'; errors: FieldErrors }
  | { kind: 'ok'; answers: ParsedAnswer[] };

const TEXT_LIMIT: Partial<Record<AnswerType, number>> = { text: 2000, long_text: 20000 };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks a page's answers (`answers` keyed by question id) against the page's answer type:
 * choices are option ids of the question (several: a list, or ids split by commas), texts are
 * strings within the limit, numbers finite, dates YYYY-MM-DD. Every problem is named by question
 * id; a wrong choice on a question whose options mark correct ones is reported apart.
 */
export function checkAnswers(
  answerType: AnswerType | null,
  questions: readonly CheckedQuestion[],
  answers: Record<string, unknown>,
): AnswerCheck {
  const errors: FieldErrors = {};
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  for (const key of Object.keys(answers)) {
    if (!byId.has(key)) {
      errors[key] = [{ key: 'learning.questionNotOnPage', params: { id: key.slice(0, 20) } }];
    }
  }
  const parsed: ParsedAnswer[] = [];
  const wrong: FieldErrors = {};
  for (const question of questions) {
    const key = String(question.id);
    const raw = answers[key];
    if (raw === undefined || raw === null || raw === '' || isEmptyList(raw)) {
      if (question.required) errors[key] = [{ key: 'learning.answerRequired' }];
      continue;
    }
    const result = parseOne(answerType, question, raw);
    if ('error' in result) {
      errors[key] = [result.error];
      continue;
    }
    if (result.answer.optionIds && !isCorrect(question, result.answer.optionIds)) {
      wrong[key] = [{ key: 'learning.wrongAnswer' }];
    }
    parsed.push(result.answer);
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (Object.keys(wrong).length > 0) return { kind: 'wrong', errors: wrong };
  return { kind: 'ok', answers: parsed };
}

type ParseResult = { answer: ParsedAnswer } | { error: FieldErrors[string][number] };

function parseOne(
  answerType: AnswerType | null,
  question: CheckedQuestion,
  raw: unknown,
): ParseResult {
  const empty: ParsedAnswer = {
    questionId: question.id,
    optionIds: null,
    textValue: null,
    numberValue: null,
    dateValue: null,
  };
  const type = answerType ?? (question.options.length > 0 ? 'single_choice' : 'text');
  switch (type) {
    case 'single_choice':
    case 'scale': {
      const id = optionId(raw);
      if (id === null) return { error: { key: 'learning.oneOption' } };
      if (!question.options.some((option) => option.id === id)) {
        return { error: { key: 'learning.optionUnknown' } };
      }
      return { answer: { ...empty, optionIds: [id] } };
    }
    case 'multiple_choice': {
      const ids = optionIds(raw);
      if (ids === null) return { error: { key: 'learning.optionList' } };
      if (!ids.every((id) => question.options.some((option) => option.id === id))) {
        return { error: { key: 'learning.optionUnknown' } };
      }
      return { answer: { ...empty, optionIds: [...new Set(ids)].sort((a, b) => a - b) } };
    }
    case 'text':
    case 'long_text': {
      if (typeof raw !== 'string') return { error: { key: 'learning.textExpected' } };
      const max = TEXT_LIMIT[type] ?? 2000;
      if (raw.length > max) return { error: { key: 'validation.tooLong', params: { max } } };
      return { answer: { ...empty, textValue: raw } };
    }
    case 'number': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { error: { key: 'learning.numberExpected' } };
      }
      return { answer: { ...empty, numberValue: value } };
    }
    case 'date': {
      if (typeof raw !== 'string' || !isDate(raw))
        return { error: { key: 'learning.dateExpected' } };
      return { answer: { ...empty, dateValue: raw } };
    }
  }
}

function isEmptyList(raw: unknown): boolean {
  return Array.isArray(raw) && raw.length === 0;
}

function optionId(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A list of ids, or ids split by commas ("3, 5"). */
function optionIds(raw: unknown): number[] | null {
  const items = typeof raw === 'string' ? raw.split(',').map((part) => part.trim()) : raw;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) return null;
  const ids = items.map(optionId);
  return ids.every((id): id is number => id !== null) ? ids : null;
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A question with correct options marked takes exactly the correct ones; any other takes all. */
function isCorrect(question: CheckedQuestion, chosen: readonly number[]): boolean {
  const correct = question.options.filter((option) => option.isCorrect).map((option) => option.id);
  if (correct.length === 0) return true;
  return chosen.length === correct.length && chosen.every((id) => correct.includes(id));
}

/**
 * Several chosen labels as one text (specification section 5): joined by commas, every label after
 * the first lower-cased.
 */
export function joinChoices(labels: readonly string[]): string {
  return labels.map((label, index) => (index === 0 ? label : label.toLowerCase())).join(', ');
}
