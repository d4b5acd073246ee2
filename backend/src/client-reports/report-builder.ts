import { type EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { type Question } from 'src/content/question.entity';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { QuestionAnswer } from 'src/learning/question-answer.entity';
import { textIn } from 'src/reports/authored-texts';
import { type ReportElement } from 'src/reports/report-element.entity';
import { ReportTemplate } from 'src/reports/report-template.entity';
import { barValue, DEFAULT_BAR_COLOR, multiValueAnswer } from './report-bars';
import {
  bandFor,
  type ChosenOptions,
  chosenOptions,
  ruleQuestion,
  type RuleQuestion,
  scoreScale,
} from './scoring-rule';

export interface BuildResult {
  /** False when the instance does not exist or is not completed: nothing was built. */
  completed: boolean;
  /** Reports created now (0 when they already existed). */
  created: number;
}

interface ElementRow {
  position: number;
  elementType: ReportElement['elementType'];
  referenceType: ReportElement['referenceType'];
  name: string | null;
  explanationText: string | null;
  question: string | null;
  answer: string | null;
  score: number | null;
  maxScore: number | null;
  barValue: number | null;
  intervalLabel: string | null;
  intervalColor: string | null;
  intervalExplanation: string | null;
}

/** The texts of an element row, frozen once per language. */
const ELEMENT_TEXT_FIELDS = [
  'name',
  'explanationText',
  'question',
  'answer',
  'intervalLabel',
  'intervalExplanation',
] as const;

/**
 * Builds the reports of a completed module instance: one per report template of the module's
 * test, each with its elements, in the client's language. Run it inside a transaction: the
 * instance row is read `for share` (so a completion not yet committed is waited for), each report
 * is inserted with `on conflict do nothing` on (instance, template) and its elements only when the
 * insert created it, so running it twice, or twice at once, builds each report exactly once.
 * The columns of the report and its elements hold the client's language; the text rows hold every
 * language (authored text, else Swedish), so the report reads in the language its reader asks for.
 */
export async function buildReports(em: EntityManager, instanceId: number): Promise<BuildResult> {
  const [state] = await em.execute<{ completed_at: Date | null }[]>(
    `select completed_at from module_instances where id = ? for share`,
    [instanceId],
  );
  if (!state || state.completed_at === null) return { completed: false, created: 0 };
  const instance = await em.findOneOrFail(ModuleInstance, instanceId, {
    populate: ['subscriptionModule.module', 'subscriptionModule.subscription.user'],
    refresh: true,
  });
  const test = instance.subscriptionModule.module.test;
  if (!test) return { completed: true, created: 0 };
  const client = instance.subscriptionModule.subscription.user;
  const language = client.defaultLang;
  const templates = await em.find(
    ReportTemplate,
    { test: test.id },
    {
      strategy: 'select-in',
      populate: [
        'texts',
        'elements.texts',
        'elements.question.texts',
        'elements.question.options.texts',
        'elements.question.page',
        'elements.questions.options',
        'elements.questions.page',
        'elements.referenceTemplate.intervals.texts',
      ],
      orderBy: { id: 'asc' },
    },
  );
  if (templates.length === 0) return { completed: true, created: 0 };
  const answers = new Map(
    (await em.find(QuestionAnswer, { instance: instanceId })).map((answer) => [
      answer.question.id,
      answer,
    ]),
  );
  let created = 0;
  for (const template of templates) {
    const text = textIn(template.texts, language).text;
    const [inserted] = await em.execute<{ id: number }[]>(
      `insert into generated_reports
         (client_id, module_instance_id, template_id, language, name, description, visible_to_client)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (module_instance_id, template_id) do nothing
       returning id`,
      [
        client.id,
        instanceId,
        template.id,
        language,
        text?.name ?? null,
        text?.description ?? null,
        template.visibleToClient,
      ],
    );
    if (!inserted) continue;
    created++;
    await em.execute(
      `insert into generated_report_texts (report_id, language, name, description)
       values ${LANGUAGES.map(() => '(?, ?, ?, ?)').join(', ')}`,
      LANGUAGES.flatMap((lang) => {
        const texts = textIn(template.texts, lang).text;
        return [inserted.id, lang, texts?.name ?? null, texts?.description ?? null];
      }),
    );
    const textRows: unknown[][] = [];
    for (const [position, element] of template.elements.getItems().entries()) {
      const row = elementRow(element, position, answers, language);
      const [stored] = await em.execute<{ id: number }[]>(
        `insert into generated_report_elements
           (report_id, position, element_type, reference_type, name, explanation_text, question,
            answer, score, max_score, bar_value, interval_label, interval_color,
            interval_explanation)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         returning id`,
        [
          inserted.id,
          row.position,
          row.elementType,
          row.referenceType,
          row.name,
          row.explanationText,
          row.question,
          row.answer,
          row.score,
          row.maxScore,
          row.barValue,
          row.intervalLabel,
          row.intervalColor,
          row.intervalExplanation,
        ],
      );
      for (const lang of LANGUAGES) {
        const texts = lang === language ? row : elementRow(element, position, answers, lang);
        textRows.push([stored.id, lang, ...ELEMENT_TEXT_FIELDS.map((field) => texts[field])]);
      }
    }
    if (textRows.length > 0) {
      await em.execute(
        `insert into generated_report_element_texts
           (element_id, language, name, explanation_text, question, answer, interval_label,
            interval_explanation)
         values ${textRows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        textRows.flat(),
      );
    }
  }
  return { completed: true, created };
}

function elementRow(
  element: ReportElement,
  position: number,
  answers: ReadonlyMap<number, QuestionAnswer>,
  language: Language,
): ElementRow {
  const text = textIn(element.texts, language).text;
  const base: ElementRow = {
    position,
    elementType: element.elementType,
    referenceType: element.referenceType,
    name: text?.name ?? null,
    explanationText: text?.explanationText ?? null,
    question: null,
    answer: null,
    score: null,
    maxScore: null,
    barValue: null,
    intervalLabel: null,
    intervalColor: null,
    intervalExplanation: null,
  };
  const questions =
    element.elementType === 'single_question'
      ? element.question
        ? [element.question]
        : []
      : element.elementType === 'combined_question'
        ? element.questions.getItems()
        : [];
  if (questions.length === 0) return base;
  const intervals =
    element.referenceType === 'other'
      ? (element.referenceTemplate?.intervals.getItems() ?? [])
      : [];
  const scored = elementScore(
    questions.map(ruleQuestion),
    chosenOptions(answers.values()),
    intervals,
  );
  const interval = scored.interval;
  const intervalText = interval ? textIn(interval.texts, language).text : undefined;
  const single = element.elementType === 'single_question' ? questions[0] : null;
  return {
    ...base,
    question: single ? (textIn(single.texts, language).text?.text ?? null) : null,
    answer: single ? answerText(single, answers.get(single.id), language) : null,
    score: scored.score,
    maxScore: scored.maxScore,
    barValue: scored.barValue,
    intervalLabel: intervalText?.label ?? null,
    intervalColor: scored.score === null ? null : (interval?.color ?? DEFAULT_BAR_COLOR),
    intervalExplanation: intervalText?.explanationText ?? null,
  };
}

/** What a report element freezes of its questions' answers: score, highest score, bar, band. */
export interface ElementScore<T> {
  /** Null when a required question is unanswered (the element is incomplete). */
  score: number | null;
  maxScore: number;
  barValue: number | null;
  interval: T | undefined;
}

/**
 * A report element's score by the one scoring rule (scoring-rule.ts): its questions scored as a
 * scale, the band looked up on the final (rounded) score, the bar from the sums; an incomplete
 * element has no score, bar or band.
 */
export function elementScore<T extends { startValue: number; value: number }>(
  questions: readonly RuleQuestion[],
  chosen: ChosenOptions,
  intervals: readonly T[],
): ElementScore<T> {
  const scale = scoreScale(questions, chosen);
  return {
    score: scale.score,
    maxScore: scale.maxScore,
    barValue: scale.rawScore === null ? null : barValue(scale.rawScore, scale.rawMax),
    interval: bandFor(intervals, scale.score),
  };
}

/** The answer in words: the chosen options' labels, else the text, number or date answered. */
export function answerText(
  question: Question,
  answer: QuestionAnswer | undefined,
  language: Language,
): string | null {
  if (!answer) return null;
  if (answer.optionIds && answer.optionIds.length > 0) {
    const labels = question.options
      .getItems()
      .filter((option) => answer.optionIds?.includes(option.id))
      .map((option) => textIn(option.texts, language).text?.label ?? '');
    return multiValueAnswer(labels);
  }
  if (answer.textValue !== null) return answer.textValue;
  if (answer.numberValue !== null) return String(answer.numberValue);
  return answer.dateValue;
}
