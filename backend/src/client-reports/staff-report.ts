import { type EntityManager } from '@mikro-orm/postgresql';
import { type Language } from 'src/common/i18n/language';
import { pickText } from 'src/content/pick-text';
import { type Question } from 'src/content/question.entity';
import { QuestionAnswer } from 'src/learning/question-answer.entity';
import { textIn } from 'src/reports/authored-texts';
import { type ReportElement } from 'src/reports/report-element.entity';
import { ReportTemplate } from 'src/reports/report-template.entity';
import { type GeneratedReportElement } from './generated-report-element.entity';
import {
  type StaffReportBandLabelView,
  type StaffReportBandView,
  type StaffReportItemView,
  type StaffReportRoundView,
} from './generated-report-views';
import { GeneratedReport } from './generated-report.entity';
import { answerText } from './report-builder';
import { itemMax, itemScore, riskOption, ruleQuestion } from './scoring-rule';

/** What the staff view adds to a report (see StaffReportView). */
export interface StaffReportDetail {
  items: StaffReportItemView[];
  total_name: string | null;
  total: number | null;
  max_total: number | null;
  band: StaffReportBandLabelView | null;
  bands: StaffReportBandView[];
  history: StaffReportRoundView[];
}

type ElementLike = Pick<ReportElement, 'elementType' | 'referenceType'>;

/**
 * The report's total: its first combined-question element mapped to a reference template (the
 * instrument's sum, e.g. the PHQ-9 total), else its first scored element. The same rule picks the
 * template's element (for the bands) and each round's frozen element (for the history).
 */
function totalIndex<T extends ElementLike>(
  elements: readonly T[],
  scored: (element: T) => boolean,
) {
  const combined = elements.findIndex(
    (element) =>
      element.elementType === 'combined_question' &&
      element.referenceType === 'other' &&
      scored(element),
  );
  return combined >= 0 ? combined : elements.findIndex(scored);
}

function frozenTotal(report: GeneratedReport): GeneratedReportElement | undefined {
  const elements = report.elements.getItems();
  return elements[totalIndex(elements, (element) => element.score !== null)];
}

function bandOf(
  element: GeneratedReportElement | undefined,
  lang: Language,
): StaffReportBandLabelView | null {
  if (!element || element.score === null || element.intervalColor === null) return null;
  const texts = pickText(element.texts.getItems(), lang).text ?? element;
  return { label: texts.intervalLabel, color: element.intervalColor };
}

/** The template's scored questions, each once, in the test's order (section, page, question). */
function scoredQuestions(elements: readonly ReportElement[]): Question[] {
  const byId = new Map<number, Question>();
  for (const element of elements) {
    const questions =
      element.elementType === 'single_question'
        ? element.question
          ? [element.question]
          : []
        : element.elementType === 'combined_question'
          ? element.questions.getItems()
          : [];
    for (const question of questions) byId.set(question.id, question);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.page.section.position - b.page.section.position ||
      a.page.section.id - b.page.section.id ||
      a.page.position - b.page.position ||
      a.page.id - b.page.id ||
      a.position - b.position ||
      a.id - b.id,
  );
}

/**
 * The staff view's additions to a generated report: every question the report's template scores
 * with the client's answer and score by the one scoring rule (scoring-rule.ts; null when
 * unanswered or not scored; critical items are the risk items, a critical answer is one that
 * raises a risk flag), the frozen total and band the client was shown, the template's bands, and the frozen
 * total of every report of the same template the client has, oldest round first. Question texts
 * and band labels are today's authored texts in `lang` (Swedish where one is missing).
 */
export async function staffReportDetail(
  em: EntityManager,
  report: GeneratedReport,
  lang: Language,
): Promise<StaffReportDetail> {
  const template = report.template
    ? await em.findOne(ReportTemplate, report.template.id, {
        strategy: 'select-in',
        populate: [
          'elements.texts',
          'elements.question.texts',
          'elements.question.options.texts',
          'elements.question.page.section',
          'elements.questions.texts',
          'elements.questions.options.texts',
          'elements.questions.page.section',
          'elements.referenceTemplate.intervals.texts',
        ],
      })
    : null;
  const elements = template ? template.elements.getItems() : [];
  const answers = new Map(
    (await em.find(QuestionAnswer, { instance: report.moduleInstance.id })).map((answer) => [
      answer.question.id,
      answer,
    ]),
  );
  const items = scoredQuestions(elements).map((question, index): StaffReportItemView => {
    const answer = answers.get(question.id);
    const rule = ruleQuestion(question);
    return {
      question_id: question.id,
      number: index + 1,
      question: textIn(question.texts, lang).text?.text ?? null,
      answer: answerText(question, answer, lang),
      score: itemScore(rule, answer?.optionIds),
      max_score: itemMax(rule),
      critical: question.isRiskItem,
      critical_answer:
        riskOption({ ...question, options: question.options.getItems() }, answer?.optionIds) !==
        undefined,
    };
  });
  const templateTotal =
    elements[
      totalIndex(elements, (element) =>
        element.elementType === 'single_question'
          ? element.question !== null
          : element.elementType === 'combined_question' && element.questions.length > 0,
      )
    ];
  const bands = (templateTotal?.referenceTemplate?.intervals.getItems() ?? [])
    .map((interval): StaffReportBandView => ({
      from: interval.startValue,
      to: interval.value,
      label: textIn(interval.texts, lang).text?.label ?? null,
      color: interval.color,
    }))
    .sort((a, b) => a.from - b.from);
  const total = frozenTotal(report);
  const rounds = report.template
    ? await em.find(
        GeneratedReport,
        { client: report.client.id, template: report.template.id },
        { populate: ['moduleInstance', 'elements.texts'], refresh: true },
      )
    : [report];
  const when = (round: GeneratedReport) => round.moduleInstance.completedAt ?? round.createdAt;
  const history = rounds
    .sort((a, b) => when(a).getTime() - when(b).getTime() || a.id - b.id)
    .map((round, index): StaffReportRoundView => {
      const roundTotal = frozenTotal(round);
      return {
        report_id: round.id,
        round: index + 1,
        date: when(round),
        total: roundTotal?.score ?? null,
        band: bandOf(roundTotal, lang),
        current: round.id === report.id,
      };
    });
  const totalTexts = total ? (pickText(total.texts.getItems(), lang).text ?? total) : null;
  return {
    items,
    total_name: totalTexts?.name ?? null,
    total: total?.score ?? null,
    max_total: total?.maxScore ?? null,
    band: bandOf(total, lang),
    bands,
    history,
  };
}
