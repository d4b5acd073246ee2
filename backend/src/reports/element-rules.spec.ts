import { type ElementShape, settleElement } from './element-rules';

const empty: ElementShape = {
  type: 'title',
  questionId: null,
  questionIds: [],
  referenceType: 'none',
  referenceTemplateId: null,
};

describe('settleElement', () => {
  it('accepts a title without questions or reference', () => {
    expect(settleElement(empty, {}, 'title')).toEqual({ shape: empty, errors: {} });
  });

  it('requires a question for a single-question element', () => {
    expect(settleElement(empty, {}, 'single_question').errors).toEqual({
      question_id: [{ key: 'reports.questionRequired' }],
    });
  });

  it('requires distinct questions for a combined element', () => {
    expect(settleElement(empty, { question_ids: [] }, 'combined_question').errors).toEqual({
      question_ids: [{ key: 'reports.questionsRequired' }],
    });
    expect(settleElement(empty, { question_ids: [1, 1] }, 'combined_question').errors).toEqual({
      question_ids: [{ key: 'reports.questionRepeated' }],
    });
  });

  it('requires a template when the reference type is other', () => {
    const sent = { question_id: 4, reference_type: 'other' as const };
    expect(settleElement(empty, sent, 'single_question').errors).toEqual({
      reference_template_id: [{ key: 'reports.referenceTemplateRequired' }],
    });
  });

  it('refuses questions or a reference sent for a title', () => {
    const sent = { question_id: 4, question_ids: [5], reference_template_id: 2 };
    expect(settleElement(empty, sent, 'title').errors).toEqual({
      question_id: [{ key: 'reports.questionNotAllowed' }],
      question_ids: [{ key: 'reports.questionNotAllowed' }],
      reference_type: [{ key: 'reports.referenceNotAllowed' }],
    });
  });

  it('drops left-over fields when the type changes', () => {
    const combined: ElementShape = {
      type: 'combined_question',
      questionId: null,
      questionIds: [1, 2],
      referenceType: 'other',
      referenceTemplateId: 3,
    };
    expect(settleElement(combined, {}, 'title')).toEqual({ shape: empty, errors: {} });
    expect(settleElement(combined, { question_id: 1 }, 'single_question').shape).toEqual({
      ...combined,
      type: 'single_question',
      questionId: 1,
      questionIds: [],
    });
  });

  it('clears the template when the reference type becomes none', () => {
    const single: ElementShape = { ...empty, type: 'single_question', questionId: 1 };
    const withReference = { ...single, referenceType: 'other' as const, referenceTemplateId: 3 };
    expect(
      settleElement(withReference, { reference_type: 'none' }, 'single_question').shape,
    ).toEqual(single);
  });
});
