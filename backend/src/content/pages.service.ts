import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { AnswerOptionText } from './answer-option-text.entity';
import { AnswerOption } from './answer-option.entity';
import { deleteOrConflict, writeText } from './authored-texts';
import { ContentAudit } from './content-audit.service';
import { RiskItems } from './risk-items.service';
import { ContentLocator, referencedBy } from './content-locator.service';
import { pageView, type PageView } from './content-views';
import { type CopyPageDto, type CreatePageDto, type UpdatePageDto } from './dto/page.dto';
import { PageText } from './page-text.entity';
import { Page } from './page.entity';
import { ordered, placeAt, reorder } from './positions';
import { QuestionText } from './question-text.entity';
import { Question } from './question.entity';
import { type Section } from './section.entity';

/** Pages of a section: fields, texts per language, order, and deep copies. */
@Injectable()
export class PagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
    private readonly audit: ContentAudit,
    private readonly risk: RiskItems,
  ) {}

  async show(caller: CallerAccess, id: number, language: Language): Promise<PageView> {
    return pageView(await this.locator.page(caller, id), language);
  }

  async create(caller: CallerAccess, dto: CreatePageDto): Promise<PageView> {
    const language = dto.language ?? 'sv';
    const section = await this.targetSection(caller, dto.section_id);
    const page = new Page();
    assignFields(page, dto);
    page.section = section;
    this.em.persist(page);
    placeAt(section.pages, page, dto.position);
    this.em.create(PageText, { page, language, name: dto.name, body: dto.body ?? null });
    await this.em.flush();
    await this.audit.edited(caller, 'page', page.id, 'create', {
      language,
      section_id: section.id,
    });
    return pageView(page, language);
  }

  async update(
    caller: CallerAccess,
    id: number,
    language: Language,
    dto: UpdatePageDto,
  ): Promise<PageView> {
    const page = await this.locator.page(caller, id, 'update');
    // How a page holding a risk item is answered decides whether its risk answers are read.
    const retyped =
      (dto.page_type !== undefined && dto.page_type !== page.pageType) ||
      (dto.answer_type !== undefined && dto.answer_type !== page.answerType);
    const riskItems = page.questions.getItems().filter((question) => question.isRiskItem);
    if (retyped && riskItems.length > 0) this.risk.assertMayChange(caller);
    assignFields(page, dto);
    writeText(
      page.texts,
      language,
      { name: dto.name, body: dto.body },
      { property: 'name', field: 'name', message: 'content.nameRequired' },
      () => this.em.create(PageText, { page, language, name: dto.name!, body: dto.body ?? null }),
    );
    await this.em.flush();
    const fields = Object.keys(dto).filter((key) => key !== 'language');
    await this.audit.edited(caller, 'page', id, 'update', { language, fields });
    if (retyped)
      for (const question of riskItems)
        await this.risk.recorded(caller, question.id, 'page-type', {
          page_id: id,
          page_type: page.pageType,
          answer_type: page.answerType,
        });
    return pageView(page, language);
  }

  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const page = await this.locator.page(caller, id, 'delete');
    await this.risk.removing(caller, 'page', id, () =>
      deleteOrConflict(() => this.em.nativeDelete(Page, { id })),
    );
    this.em.getUnitOfWork().unsetIdentity(page);
    await this.audit.edited(caller, 'page', id, 'delete', { section_id: page.section.id });
    return { id };
  }

  async orderQuestions(caller: CallerAccess, id: number, ids: number[]): Promise<PageView> {
    const page = await this.locator.page(caller, id, 'update');
    reorder(page.questions, ids);
    await this.em.flush();
    await this.audit.edited(caller, 'page', id, 'reorder', { questions: ids });
    return pageView(page, 'sv');
  }

  /**
   * Copies a page with all its texts, questions and answer options into a section (the same or
   * another, of a module or a test) at a position; answers the copy (in Swedish).
   */
  async copy(caller: CallerAccess, dto: CopyPageDto): Promise<PageView> {
    const source = await referencedBy('page_id', 'content.pageUnknown', () =>
      this.locator.page(caller, dto.page_id, 'create'),
    );
    const target = await this.targetSection(caller, dto.section_id);
    const copy = this.em.create(Page, {
      section: target,
      pageType: source.pageType,
      answerType: source.answerType,
      tool: source.tool,
      questionnaireTemplate: source.questionnaireTemplate,
      reportReadMandatory: source.reportReadMandatory,
      contentReportData: source.contentReportData
        ? structuredClone(source.contentReportData)
        : null,
      therapistApprovalRequired: source.therapistApprovalRequired,
    });
    for (const text of source.texts)
      this.em.create(PageText, {
        page: copy,
        language: text.language,
        name: text.name,
        body: text.body,
      });
    // Risk markers are copied for holders of the risk-item permission only (others copy plain
    // questions: they may not mark risk items).
    const markRisk = this.risk.mayChange(caller);
    const copied = ordered(source.questions).map(
      (question) => [question, this.copyQuestion(question, copy, markRisk)] as const,
    );
    placeAt(target.pages, copy, dto.position);
    await this.em.flush();
    await this.audit.edited(caller, 'page', copy.id, 'copy', {
      source_page_id: source.id,
      section_id: target.id,
    });
    for (const [question, questionCopy] of copied)
      if (question.isRiskItem)
        await this.risk.recorded(caller, questionCopy.id, markRisk ? 'copy' : 'copy-unmarked', {
          source_question_id: question.id,
          risk_threshold: question.riskThreshold,
        });
    return pageView(copy, 'sv');
  }

  private copyQuestion(question: Question, page: Page, markRisk: boolean): Question {
    const copy = this.em.create(Question, {
      page,
      position: question.position,
      code: question.code,
      required: question.required,
      reverseScored: question.reverseScored,
      isRiskItem: markRisk && question.isRiskItem,
      riskThreshold: question.riskThreshold,
    });
    for (const text of question.texts)
      this.em.create(QuestionText, { question: copy, language: text.language, text: text.text });
    for (const option of ordered(question.options)) {
      const optionCopy = this.em.create(AnswerOption, {
        question: copy,
        position: option.position,
        value: option.value,
        isCorrect: option.isCorrect,
      });
      for (const text of option.texts)
        this.em.create(AnswerOptionText, {
          option: optionCopy,
          language: text.language,
          label: text.label,
        });
    }
    return copy;
  }

  private targetSection(caller: CallerAccess, id: number): Promise<Section> {
    return referencedBy('section_id', 'content.sectionUnknown', () =>
      this.locator.section(caller, id, 'create'),
    );
  }
}

/** Applies the sent page fields; a questions page must say how it is answered. */
function assignFields(page: Page, dto: UpdatePageDto): void {
  if (dto.page_type !== undefined) page.pageType = dto.page_type;
  if (dto.answer_type !== undefined) page.answerType = dto.answer_type;
  if (dto.tool !== undefined) page.tool = dto.tool || null;
  if (dto.questionnaire_template !== undefined)
    page.questionnaireTemplate = dto.questionnaire_template || null;
  if (dto.report_read_mandatory !== undefined) page.reportReadMandatory = dto.report_read_mandatory;
  if (dto.content_report_data !== undefined) page.contentReportData = dto.content_report_data;
  if (dto.therapist_approval_required !== undefined)
    page.therapistApprovalRequired = dto.therapist_approval_required;
  if (page.pageType === 'questions' && !page.answerType)
    throw ApiException.invalidData({ answer_type: [{ key: 'content.answerTypeRequired' }] });
}
