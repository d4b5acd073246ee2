import { type Question } from 'src/content/question.entity';
import { type Language } from 'src/common/i18n/language';
import { textIn } from './authored-texts';
import { intervalView, type ReferenceIntervalView } from './reference-template-view';
import {
  type BarDetails,
  type ReferenceType,
  type ReportElement,
  type ReportElementType,
} from './report-element.entity';
import { type ReportTemplate } from './report-template.entity';

export interface ReportTemplateRow {
  id: number;
  uuid: string;
  name: string | null;
  description: string | null;
  visible_to_client: boolean;
  test_id: number | null;
  language: Language;
  fallback: boolean;
  elements_count: number;
}

export interface ReportElementView {
  id: number;
  report_id: number;
  position: number;
  report_element_type: ReportElementType;
  name: string | null;
  explanation_text: string | null;
  question_id: number | null;
  question_ids: number[];
  reference_type: ReferenceType;
  reference_template_id: number | null;
  bar_details: BarDetails | null;
  language: Language;
  fallback: boolean;
}

export interface ReportTemplateView extends Omit<ReportTemplateRow, 'elements_count'> {
  languages: Language[];
  report_elements: ReportElementView[];
}

export interface QuestionSummary {
  id: number;
  code: string | null;
  text: string | null;
  reverse_scored: boolean;
  options: { id: number; label: string | null; value: number }[];
}

/** The single- and combined-question editors: the element with its questions and bands. */
export interface ReportElementDetails extends ReportElementView {
  question: QuestionSummary | null;
  questions: QuestionSummary[];
  /** The reference template's bands (value, start_value, color, label, explanation_text). */
  answer_details: ReferenceIntervalView[];
}

/** A template in a list (texts and elements loaded). */
export function reportTemplateRow(template: ReportTemplate, language: Language): ReportTemplateRow {
  const text = textIn(template.texts, language);
  return {
    id: template.id,
    uuid: template.uuid,
    name: text.text?.name ?? null,
    description: text.text?.description ?? null,
    visible_to_client: template.visibleToClient,
    test_id: template.test?.id ?? null,
    language: text.language,
    fallback: text.fallback,
    elements_count: template.elements.length,
  };
}

/** The report editor's view (texts, elements with texts and questions loaded). */
export function reportTemplateView(
  template: ReportTemplate,
  language: Language,
): ReportTemplateView {
  const { elements_count: _count, ...row } = reportTemplateRow(template, language);
  return {
    ...row,
    languages: [...new Set(template.texts.getItems().map((text) => text.language))],
    report_elements: template.elements.getItems().map((element) => elementView(element, language)),
  };
}

export function elementView(element: ReportElement, language: Language): ReportElementView {
  const text = textIn(element.texts, language);
  return {
    id: element.id,
    report_id: element.template.id,
    position: element.position,
    report_element_type: element.elementType,
    name: text.text?.name ?? null,
    explanation_text: text.text?.explanationText ?? null,
    question_id: element.question?.id ?? null,
    question_ids: element.questions
      .getItems()
      .map((question) => question.id)
      .sort((a, b) => a - b),
    reference_type: element.referenceType,
    reference_template_id: element.referenceTemplate?.id ?? null,
    bar_details: element.barDetails,
    language: text.language,
    fallback: text.fallback,
  };
}

/** The element with its questions' texts and options and its reference bands (all loaded). */
export function elementDetails(element: ReportElement, language: Language): ReportElementDetails {
  const intervals = element.referenceTemplate?.intervals.getItems() ?? [];
  return {
    ...elementView(element, language),
    question: element.question ? questionSummary(element.question, language) : null,
    questions: element.questions
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((question) => questionSummary(question, language)),
    answer_details: intervals.map((interval) => intervalView(interval, language)),
  };
}

function questionSummary(question: Question, language: Language): QuestionSummary {
  return {
    id: question.id,
    code: question.code,
    text: textIn(question.texts, language).text?.text ?? null,
    reverse_scored: question.reverseScored,
    options: question.options.getItems().map((option) => ({
      id: option.id,
      label: textIn(option.texts, language).text?.label ?? null,
      value: option.value,
    })),
  };
}
