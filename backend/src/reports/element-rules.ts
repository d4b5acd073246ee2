import { type FieldErrors } from 'src/common/errors/api-exception';
import { type ReferenceType, type ReportElementType } from './report-element.entity';

/** What an element will be after a create or update, and what the request itself sent. */
export interface ElementShape {
  type: ReportElementType;
  questionId: number | null;
  questionIds: number[];
  referenceType: ReferenceType;
  referenceTemplateId: number | null;
}

export interface SentFields {
  question_id?: number | null;
  question_ids?: number[];
  reference_type?: ReferenceType;
  reference_template_id?: number | null;
}

/**
 * Settles an element's questions and reference for its type: fields that do not fit the type are
 * dropped when they were only left over from before, and refused when this request sent them.
 */
export function settleElement(
  before: ElementShape,
  sent: SentFields,
  type: ReportElementType,
): { shape: ElementShape; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const questionId = sent.question_id !== undefined ? sent.question_id : before.questionId;
  const questionIds = sent.question_ids ?? before.questionIds;
  const shape: ElementShape = {
    type,
    questionId: type === 'single_question' ? questionId : null,
    questionIds: type === 'combined_question' ? questionIds : [],
    referenceType: sent.reference_type ?? before.referenceType,
    referenceTemplateId:
      sent.reference_template_id !== undefined
        ? sent.reference_template_id
        : before.referenceTemplateId,
  };
  if (type !== 'single_question' && sent.question_id != null)
    errors.question_id = [{ key: 'reports.questionNotAllowed' }];
  if (type !== 'combined_question' && sent.question_ids?.length)
    errors.question_ids = [{ key: 'reports.questionNotAllowed' }];
  if (type === 'single_question' && shape.questionId === null)
    errors.question_id = [{ key: 'reports.questionRequired' }];
  if (type === 'combined_question' && shape.questionIds.length === 0)
    errors.question_ids = [{ key: 'reports.questionsRequired' }];
  if (type === 'combined_question' && new Set(shape.questionIds).size < shape.questionIds.length)
    errors.question_ids = [{ key: 'reports.questionRepeated' }];
  if (type === 'title') {
    if (sent.reference_type === 'other' || sent.reference_template_id != null)
      errors.reference_type = [{ key: 'reports.referenceNotAllowed' }];
    shape.referenceType = 'none';
  }
  if (shape.referenceType === 'none') shape.referenceTemplateId = null;
  else if (shape.referenceTemplateId === null)
    errors.reference_template_id = [{ key: 'reports.referenceTemplateRequired' }];
  return { shape, errors };
}
