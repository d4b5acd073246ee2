import { type ApiSchemas } from '@sinnro/web-session';

/** A row of /api/admin/report-templates. */
export type ReportTemplateRow = ApiSchemas['ReportTemplateRow'];

/** A report template with its elements (GET /api/admin/report-templates/{id}). */
export type ReportTemplateView = ApiSchemas['ReportTemplateView'];

export type ReportElementView = ApiSchemas['ReportElementView'];

/** An element with its questions and bands (GET api/report/{kind}/{id}/edit/{lang}). */
export type ReportElementDetails = ApiSchemas['ReportElementDetails'];

/** A test with its questions in page order (GET api/test/full-list-report/{lang}). */
export type TestForReport = ApiSchemas['TestForReport'];

export const REPORT_ELEMENT_TYPES = ['title', 'single_question', 'combined_question'] as const;
export type ReportElementType = (typeof REPORT_ELEMENT_TYPES)[number];

/** The element kinds with an editor of their own, and their path segment. */
export const ELEMENT_EDITORS = {
  single_question: 'single-question',
  combined_question: 'combined-question',
} as const;
export type EditableElementType = keyof typeof ELEMENT_EDITORS;

export function isEditableElementType(type: string): type is EditableElementType {
  return Object.hasOwn(ELEMENT_EDITORS, type);
}

/** What the element forms send: the texts go to `lang`. */
export interface ElementForm {
  report_element_type?: ReportElementType;
  name?: string;
  explanation_text?: string | null;
  question_id?: number | null;
  question_ids?: number[];
  reference_type?: 'none' | 'other';
  reference_template_id?: number | null;
}

/** Only the fields the element's type takes, so that the server is not sent leftovers. */
export function elementBody(
  type: ReportElementType,
  form: ElementForm,
  lang: string,
): Record<string, unknown> {
  const reference =
    type === 'title'
      ? { reference_type: 'none', reference_template_id: null }
      : {
          reference_type: form.reference_type ?? 'none',
          reference_template_id:
            form.reference_type === 'other' ? (form.reference_template_id ?? null) : null,
        };
  return {
    lang,
    name: form.name,
    explanation_text: form.explanation_text ?? null,
    ...(type === 'single_question' ? { question_id: form.question_id ?? null } : {}),
    ...(type === 'combined_question' ? { question_ids: form.question_ids ?? [] } : {}),
    ...reference,
  };
}

/** A question's label in a picker: its code (when it has one) and its text. */
export function questionLabel(question: { code: string | null; text: string | null }): string {
  const text = question.text ?? '';
  return question.code ? `${question.code}: ${text}` : text;
}
