import { Question } from 'src/content/question.entity';
import { Test } from 'src/content/test.entity';
import { type TestApp } from './test-app';

export interface SeededInstrument {
  testId: number;
  /** Per item in order: its question id and option id by value. */
  items: { questionId: number; optionByValue: Map<number, number> }[];
}

/** A seeded instrument (PHQ-9 `phq9`, GAD-7 `gad7`) with its question and option ids. */
export async function seededInstrument(api: TestApp, code: string): Promise<SeededInstrument> {
  const em = api.orm.em.fork();
  const test = await em.findOneOrFail(Test, { code });
  const questions = await em.find(
    Question,
    { page: { section: { test } } },
    { populate: ['options'], orderBy: { position: 'asc' } },
  );
  return {
    testId: test.id,
    items: questions.map((question) => ({
      questionId: question.id,
      optionByValue: new Map(
        question.options.getItems().map((option) => [option.value, option.id]),
      ),
    })),
  };
}

/** Answers giving `total`: items filled with 3s from the first, the remainder on the next. */
export function answersFor(instrument: SeededInstrument, total: number) {
  return instrument.items.map((item, index) => {
    const value = Math.max(0, Math.min(3, total - 3 * index));
    return { question_id: item.questionId, option_id: item.optionByValue.get(value) as number };
  });
}
