import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { Question } from 'src/content/question.entity';
import { type CreateReportElementDto, type UpdateReportElementDto } from './dto/report-element.dto';
import { type ElementShape, settleElement } from './element-rules';
import { writeText } from './authored-texts';
import { ReferenceTemplate } from './reference-template.entity';
import { ReportElementText } from './report-element-text.entity';
import { ReportElement, type ReportElementType } from './report-element.entity';
import { elementDetails, type ReportElementDetails } from './report-template-view';
import { ReportTemplate } from './report-template.entity';

const NO_ELEMENT: ElementShape = {
  type: 'title',
  questionId: null,
  questionIds: [],
  referenceType: 'none',
  referenceTemplateId: null,
};

/** The elements of a report template: titles, single questions and combined questions. */
@Injectable()
export class ReportElementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** The single- or combined-question editor's view; an element of another type answers 404. */
  async show(
    id: number,
    language: Language,
    type?: ReportElementType,
  ): Promise<ReportElementDetails> {
    const element = await this.em.findOne(
      ReportElement,
      { id },
      {
        strategy: 'select-in',
        populate: [
          'template',
          'texts',
          'question.texts',
          'question.options.texts',
          'questions.texts',
          'questions.options.texts',
          'referenceTemplate.intervals.texts',
        ],
      },
    );
    if (!element || (type && element.elementType !== type)) throw ApiException.notFound();
    return elementDetails(element, language);
  }

  async create(
    caller: CallerAccess,
    templateId: number,
    form: CreateReportElementDto,
  ): Promise<ReportElementDetails> {
    const language = form.lang ?? DEFAULT_LANGUAGE;
    const template = await this.em.findOne(
      ReportTemplate,
      { id: templateId },
      { populate: ['elements'], strategy: 'select-in' },
    );
    if (!template) throw ApiException.notFound();
    const shape = await this.settle(template, NO_ELEMENT, form, form.report_element_type);
    const element = this.em.create(ReportElement, {
      template,
      elementType: shape.type,
      position: template.elements.length,
    });
    this.apply(element, shape, form);
    element.texts.add(
      this.em.create(ReportElementText, {
        element,
        language,
        name: form.name,
        explanationText: form.explanation_text ?? null,
      }),
    );
    this.place(template, element, form.position);
    await this.em.flush();
    await this.audit.record(caller, event('report-element.created', element));
    return this.show(element.id, language);
  }

  async update(
    caller: CallerAccess,
    id: number,
    form: UpdateReportElementDto,
  ): Promise<ReportElementDetails> {
    const language = form.lang ?? DEFAULT_LANGUAGE;
    const element = await this.em.findOne(
      ReportElement,
      { id },
      { populate: ['template.elements', 'texts', 'questions'], strategy: 'select-in' },
    );
    if (!element) throw ApiException.notFound();
    const before: ElementShape = {
      type: element.elementType,
      questionId: element.question?.id ?? null,
      questionIds: element.questions.getItems().map((question) => question.id),
      referenceType: element.referenceType,
      referenceTemplateId: element.referenceTemplate?.id ?? null,
    };
    const type = form.report_element_type ?? element.elementType;
    const shape = await this.settle(element.template, before, form, type);
    this.apply(element, shape, form);
    this.writeTexts(element, language, form);
    if (form.position !== undefined) this.place(element.template, element, form.position);
    await this.em.flush();
    await this.audit.record(caller, event('report-element.updated', element));
    this.em.clear();
    return this.show(id, language);
  }

  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const element = await this.em.findOne(
      ReportElement,
      { id },
      { populate: ['template.elements'], strategy: 'select-in' },
    );
    if (!element) throw ApiException.notFound();
    const template = element.template;
    await this.audit.record(caller, event('report-element.deleted', element));
    template.elements.remove(element);
    template.elements.getItems().forEach((other, position) => (other.position = position));
    await this.em.flush();
    return { id };
  }

  /** The element's shape after the change, with questions and template checked in the database. */
  private async settle(
    template: ReportTemplate,
    before: ElementShape,
    form: CreateReportElementDto | UpdateReportElementDto,
    type: ReportElementType,
  ): Promise<ElementShape> {
    const { shape, errors } = settleElement(before, form, type);
    Object.assign(errors, await this.questionErrors(template, shape));
    if (
      shape.referenceTemplateId !== null &&
      !(await this.em.count(ReferenceTemplate, { id: shape.referenceTemplateId }))
    )
      errors.reference_template_id = [{ key: 'reports.referenceTemplateUnknown' }];
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    return shape;
  }

  /** Each question must exist and, when the report has a test, belong to that test. */
  private async questionErrors(
    template: ReportTemplate,
    shape: ElementShape,
  ): Promise<FieldErrors> {
    const field = shape.type === 'single_question' ? 'question_id' : 'question_ids';
    const ids = shape.type === 'single_question' ? [shape.questionId as number] : shape.questionIds;
    if (ids.length === 0 || ids[0] === null) return {};
    const found = await this.em.find(
      Question,
      { id: { $in: ids } },
      { populate: ['page.section'], strategy: 'select-in' },
    );
    const unknown = ids.find((id) => !found.some((question) => question.id === id));
    if (unknown !== undefined)
      return { [field]: [{ key: 'reports.questionUnknown', params: { id: unknown } }] };
    const testId = template.test?.id;
    const foreign = found.find(
      (question) => testId !== undefined && question.page.section.test?.id !== testId,
    );
    return foreign
      ? { [field]: [{ key: 'reports.questionNotInTest', params: { id: foreign.id } }] }
      : {};
  }

  private apply(
    element: ReportElement,
    shape: ElementShape,
    form: CreateReportElementDto | UpdateReportElementDto,
  ): void {
    element.elementType = shape.type;
    element.question = shape.questionId ? this.em.getReference(Question, shape.questionId) : null;
    element.questions.set(shape.questionIds.map((id) => this.em.getReference(Question, id)));
    element.referenceType = shape.referenceType;
    element.referenceTemplate = shape.referenceTemplateId
      ? this.em.getReference(ReferenceTemplate, shape.referenceTemplateId)
      : null;
    if (form.bar_details !== undefined) element.barDetails = form.bar_details;
  }

  private writeTexts(element: ReportElement, language: Language, form: UpdateReportElementDto) {
    const { name, explanation_text: explanation } = form;
    if (name === undefined && explanation === undefined) return;
    if (name === undefined && !element.texts.getItems().some((t) => t.language === language))
      throw ApiException.invalidData({ name: [{ key: 'reports.nameRequired' }] });
    writeText(
      element.texts,
      language,
      () =>
        this.em.create(ReportElementText, {
          element,
          language,
          name: name as string,
          explanationText: explanation ?? null,
        }),
      (text) => {
        if (name !== undefined) text.name = name;
        if (explanation !== undefined) text.explanationText = explanation;
      },
    );
  }

  /** Moves the element to `position` (default: where it is) and renumbers the others. */
  private place(template: ReportTemplate, element: ReportElement, position?: number): void {
    const others = template.elements
      .getItems()
      .filter((other) => other !== element)
      .sort((a, b) => a.position - b.position);
    const at = Math.min(position ?? element.position, others.length);
    others.splice(at, 0, element);
    others.forEach((item, index) => (item.position = index));
  }
}

function event(name: string, element: ReportElement) {
  return {
    event: name,
    subjectType: 'report-element',
    subjectId: String(element.id),
    details: { id: element.id, report_id: element.template.id },
  };
}
