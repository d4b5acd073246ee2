import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { AnswerOptionText } from './answer-option-text.entity';
import { AnswerOption } from './answer-option.entity';
import { deleteOrConflict, writeText } from './authored-texts';
import { ContentAudit } from './content-audit.service';
import { ContentLocator, referencedBy } from './content-locator.service';
import {
  type AnswerOptionView,
  optionView,
  questionView,
  type QuestionView,
} from './content-views';
import {
  type CreateAnswerOptionDto,
  type CreateQuestionDto,
  type UpdateAnswerOptionDto,
  type UpdateQuestionDto,
} from './dto/question.dto';
import { placeAt, reorder } from './positions';
import { QuestionText } from './question-text.entity';
import { Question } from './question.entity';
import { RiskItems } from './risk-items.service';

/**
 * Questions of a page and their answer options (value, is correct), authored per language. A
 * question's risk marker (is_risk_item, risk_threshold), its options' values and its removal are
 * guarded by RiskItems: the authoring grant alone cannot switch risk detection off.
 */
@Injectable()
export class QuestionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly locator: ContentLocator,
    private readonly audit: ContentAudit,
    private readonly risk: RiskItems,
  ) {}

  async createQuestion(caller: CallerAccess, dto: CreateQuestionDto): Promise<QuestionView> {
    const language = dto.language ?? 'sv';
    const page = await referencedBy('page_id', 'content.pageUnknown', () =>
      this.locator.page(caller, dto.page_id, 'create'),
    );
    const risk = this.risk.changeOf({ isRiskItem: false, riskThreshold: 1 }, dto);
    if (risk) this.risk.assertMayChange(caller);
    const question = this.em.create(Question, {
      page,
      code: dto.code ?? null,
      required: dto.required ?? true,
      reverseScored: dto.reverse_scored ?? false,
      isRiskItem: dto.is_risk_item ?? false,
      riskThreshold: dto.risk_threshold ?? 1,
    });
    placeAt(page.questions, question, dto.position);
    this.em.create(QuestionText, { question, language, text: dto.text });
    await this.em.flush();
    await this.audit.edited(caller, 'question', question.id, 'create', {
      language,
      page_id: page.id,
    });
    if (risk) await this.risk.recorded(caller, question.id, 'update', { ...risk });
    return questionView(question, language);
  }

  async updateQuestion(
    caller: CallerAccess,
    id: number,
    language: Language,
    dto: UpdateQuestionDto,
  ): Promise<QuestionView> {
    const question = await this.locator.question(caller, id, 'update');
    const risk = this.risk.changeOf(question, dto);
    if (risk) this.risk.assertMayChange(caller);
    return this.em.transactional(async () => {
      if (risk?.is_risk_item?.to === false) await this.risk.assertKept([question.id]);
      // The code is a name only: it plays no part in risk detection.
      if (dto.code !== undefined) question.code = dto.code || null;
      if (dto.required !== undefined) question.required = dto.required;
      if (dto.reverse_scored !== undefined) question.reverseScored = dto.reverse_scored;
      if (dto.is_risk_item !== undefined) question.isRiskItem = dto.is_risk_item;
      if (dto.risk_threshold !== undefined) question.riskThreshold = dto.risk_threshold;
      writeText(
        question.texts,
        language,
        { text: dto.text },
        { property: 'text', field: 'text', message: 'content.textRequired' },
        () => this.em.create(QuestionText, { question, language, text: dto.text! }),
      );
      await this.em.flush();
      await this.audit.edited(caller, 'question', id, 'update', {
        language,
        fields: Object.keys(dto),
      });
      if (risk) await this.risk.recorded(caller, id, 'update', { ...risk });
      return questionView(question, language);
    });
  }

  async removeQuestion(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const question = await this.locator.question(caller, id, 'delete');
    await this.risk.removing(caller, 'question', id, () =>
      deleteOrConflict(() => this.em.nativeDelete(Question, { id })),
    );
    this.em.getUnitOfWork().unsetIdentity(question);
    await this.audit.edited(caller, 'question', id, 'delete');
    return { id };
  }

  async orderOptions(caller: CallerAccess, id: number, ids: number[]): Promise<QuestionView> {
    const question = await this.locator.question(caller, id, 'update');
    reorder(question.options, ids);
    await this.em.flush();
    await this.audit.edited(caller, 'question', id, 'reorder', { options: ids });
    return questionView(question, 'sv');
  }

  async createOption(caller: CallerAccess, dto: CreateAnswerOptionDto): Promise<AnswerOptionView> {
    const language = dto.language ?? 'sv';
    const question = await referencedBy('question_id', 'content.questionUnknown', () =>
      this.locator.question(caller, dto.question_id, 'create'),
    );
    if (question.isRiskItem) this.risk.assertMayChange(caller);
    const option = this.em.create(AnswerOption, {
      question,
      value: dto.value ?? 0,
      isCorrect: dto.is_correct ?? false,
    });
    placeAt(question.options, option, dto.position);
    this.em.create(AnswerOptionText, { option, language, label: dto.label });
    await this.em.flush();
    await this.audit.edited(caller, 'answer-option', option.id, 'create', {
      language,
      question_id: question.id,
    });
    if (question.isRiskItem)
      await this.risk.recorded(caller, question.id, 'option-create', {
        option_id: option.id,
        value: option.value,
      });
    return optionView(option, language);
  }

  async updateOption(
    caller: CallerAccess,
    id: number,
    language: Language,
    dto: UpdateAnswerOptionDto,
  ): Promise<AnswerOptionView> {
    const option = await this.locator.option(caller, id, 'update');
    const questionId = option.question.id;
    const revalued = dto.value !== undefined && dto.value !== option.value;
    const riskItem = revalued && (await this.risk.isRiskItem(questionId));
    if (riskItem) this.risk.assertMayChange(caller);
    const before = option.value;
    if (dto.value !== undefined) option.value = dto.value;
    if (dto.is_correct !== undefined) option.isCorrect = dto.is_correct;
    writeText(
      option.texts,
      language,
      { label: dto.label },
      { property: 'label', field: 'label', message: 'content.labelRequired' },
      () => this.em.create(AnswerOptionText, { option, language, label: dto.label! }),
    );
    await this.em.flush();
    await this.audit.edited(caller, 'answer-option', id, 'update', {
      language,
      fields: Object.keys(dto),
    });
    if (riskItem)
      await this.risk.recorded(caller, questionId, 'option-value', {
        option_id: id,
        value: { from: before, to: option.value },
      });
    return optionView(option, language);
  }

  async removeOption(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const option = await this.locator.option(caller, id, 'delete');
    const questionId = option.question.id;
    const riskItem = await this.risk.isRiskItem(questionId);
    if (riskItem) this.risk.assertMayChange(caller);
    await deleteOrConflict(() => this.em.nativeDelete(AnswerOption, { id }));
    this.em.getUnitOfWork().unsetIdentity(option);
    await this.audit.edited(caller, 'answer-option', id, 'delete');
    if (riskItem) await this.risk.recorded(caller, questionId, 'option-delete', { option_id: id });
    return { id };
  }
}
