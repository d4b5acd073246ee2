import { useEffect, useState } from 'react';
import { questionLabel, type TestForReport } from './report-record';
import { useEditedLanguage } from './edit-language';
import { reportApi } from './report-api';

export interface QuestionChoice {
  id: number;
  name: string;
}

/**
 * The questions an element of a report on `testId` may show, as choices: that test's questions
 * in page order; every test's (named by test) when the report has no test.
 */
export function useTestQuestions(testId: number | null | undefined): {
  choices: QuestionChoice[];
  isPending: boolean;
} {
  const locale = useEditedLanguage();
  const [tests, setTests] = useState<TestForReport[] | null>(null);
  useEffect(() => {
    let active = true;
    reportApi(locale)
      .testsWithQuestions()
      .then((answer) => active && setTests(answer))
      .catch(() => active && setTests([]));
    return () => {
      active = false;
    };
  }, [locale]);
  if (tests === null) return { choices: [], isPending: true };
  const own = tests.filter((test) => testId == null || test.id === testId);
  const choices = own.flatMap((test) =>
    test.questions.map((question) => ({
      id: question.id,
      name: testId == null ? `${test.name} – ${questionLabel(question)}` : questionLabel(question),
    })),
  );
  return { choices, isPending: false };
}
