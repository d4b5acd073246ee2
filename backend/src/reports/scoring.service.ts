import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { bandFor, ruleQuestion } from 'src/client-reports/scoring-rule';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { ContentModule } from 'src/content/content-module.entity';
import { Question } from 'src/content/question.entity';
import { Test } from 'src/content/test.entity';
import { textIn } from './authored-texts';
import { type ScoreTestDto } from './dto/score-test.dto';
import { type ReportElement } from './report-element.entity';
import { ReportTemplate } from './report-template.entity';
import { scoreOf, scoreTest, type TestScore } from './scoring';

export interface ScoredInterval {
  label: string | null;
  color: string;
  explanation_text: string | null;
  start_value: number;
  value: number;
}

export interface ScoredElement {
  id: number;
  report_element_type: ReportElement['elementType'];
  name: string | null;
  explanation_text: string | null;
  /** Null for titles. */
  score: number | null;
  max_score: number | null;
  interval: ScoredInterval | null;
}

export interface ScoredReport {
  id: number;
  name: string | null;
  elements: ScoredElement[];
}

export interface TestScoreAnswer {
  test_id: number;
  score: number;
  max_score: number;
  /** The band of the first combined-question element with a reference template, if any. */
  interval: ScoredInterval | null;
  reports: ScoredReport[];
  language: Language;
}

/**
 * Scores a test's answers on the server and maps the score through the test's report templates.
 * Nothing is stored: the answers are used for this computation only (and never logged).
 */
@Injectable()
export class ScoringService {
  constructor(private readonly em: EntityManager) {}

  async score(
    caller: CallerAccess,
    testId: number,
    form: ScoreTestDto,
    fallbackLanguage: Language,
  ): Promise<TestScoreAnswer> {
    const language = form.lang ?? fallbackLanguage;
    const test = await this.visibleTest(caller, testId);
    const questions = await this.em.find(
      Question,
      { page: { section: { test } } },
      {
        strategy: 'select-in',
        populate: ['options', 'page'],
        orderBy: [
          { page: { section: { position: 'asc' } } },
          { page: { position: 'asc' } },
          { position: 'asc' },
          { id: 'asc' },
        ],
      },
    );
    const result = scoreTest(questions.map(ruleQuestion), form.answers);
    const reports = await this.reportsOf(caller, test, result, language);
    const elements = reports.flatMap((report) => report.elements);
    const headline =
      elements.find((e) => e.report_element_type === 'combined_question' && e.interval) ??
      elements.find((e) => e.interval);
    return {
      test_id: test.id,
      score: result.score,
      max_score: result.maxScore,
      interval: headline?.interval ?? null,
      reports,
      language,
    };
  }

  /**
   * Authors score any test; everyone else only tests that a published module runs (unpublished
   * content is invisible to clients): other ids answer 404.
   */
  private async visibleTest(caller: CallerAccess, id: number): Promise<Test> {
    const test = await this.em.findOne(Test, { id });
    if (!test) throw ApiException.notFound();
    if (caller.canAtAll('update', 'module')) return test;
    const published = await this.em.count(ContentModule, { test, isPublished: true });
    if (!published) throw ApiException.notFound();
    return test;
  }

  /** The test's report templates (clients: those visible to clients), each element scored. */
  private async reportsOf(
    caller: CallerAccess,
    test: Test,
    result: TestScore,
    language: Language,
  ): Promise<ScoredReport[]> {
    const onlyVisible = caller.user.role === 'client';
    const templates = await this.em.find(
      ReportTemplate,
      { test, ...(onlyVisible ? { visibleToClient: true } : {}) },
      {
        strategy: 'select-in',
        populate: [
          'texts',
          'elements.texts',
          'elements.questions',
          'elements.referenceTemplate.intervals.texts',
        ],
        orderBy: { id: 'asc' },
      },
    );
    return templates.map((template) => ({
      id: template.id,
      name: textIn(template.texts, language).text?.name ?? null,
      elements: template.elements
        .getItems()
        .map((element) => scoreElement(element, result, language)),
    }));
  }
}

function scoreElement(
  element: ReportElement,
  result: TestScore,
  language: Language,
): ScoredElement {
  const text = textIn(element.texts, language).text;
  const base = {
    id: element.id,
    report_element_type: element.elementType,
    name: text?.name ?? null,
    explanation_text: text?.explanationText ?? null,
  };
  const questionIds =
    element.elementType === 'single_question'
      ? [element.question?.id].filter((id): id is number => id !== undefined)
      : element.questions.getItems().map((question) => question.id);
  if (element.elementType === 'title' || questionIds.length === 0)
    return { ...base, score: null, max_score: null, interval: null };
  const { score, maxScore } = scoreOf(result, questionIds);
  const intervals = element.referenceTemplate?.intervals.getItems() ?? [];
  const interval = element.referenceType === 'other' ? bandFor(intervals, score) : undefined;
  const intervalText = interval ? textIn(interval.texts, language).text : undefined;
  return {
    ...base,
    score,
    max_score: maxScore,
    interval: interval
      ? {
          label: intervalText?.label ?? null,
          color: interval.color,
          explanation_text: intervalText?.explanationText ?? null,
          start_value: interval.startValue,
          value: interval.value,
        }
      : null,
  };
}
