import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { CareTeamService } from 'src/care-team/care-team.service';
import { riskOption } from 'src/client-reports/scoring-rule';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { Page } from 'src/content/page.entity';
import { type User } from 'src/users/user.entity';
import { checkAnswers, type ParsedAnswer } from './answer-checks';
import { InstancePage } from './instance-page.entity';
import { InstanceStoreService } from './instance-store.service';
import { assertWritable, type LearningTarget } from './learning-subscriptions.service';
import { type AnswerResultView, type ApprovalView } from './learning-views';
import { ModuleInstance } from './module-instance.entity';
import { moduleOutline } from './module-outline';
import { link } from './page-player.service';
import { playerState } from './player-state';
import { QuestionAnswer } from './question-answer.entity';

export interface PageAnswers {
  chapterId: number;
  pageId: number;
  instanceId: number;
  answers: Record<string, unknown>;
}

/**
 * Saving a page's answers (all or nothing, in one transaction with the instance row locked) and
 * approving pages. A refused answer stores nothing.
 */
@Injectable()
export class AnswersService {
  constructor(
    private readonly em: EntityManager,
    private readonly instances: InstanceStoreService,
    private readonly careTeam: CareTeamService,
    private readonly accessLog: AccessLogService,
    private readonly audit: AuditService,
  ) {}

  async answer(
    caller: CallerAccess,
    target: LearningTarget,
    form: PageAnswers,
    lang: Language,
  ): Promise<AnswerResultView> {
    assertWritable(target);
    const outline = await moduleOutline(this.em, target.item.module);
    const index = outline.findIndex((page) => page.id === form.pageId);
    const place = outline[index];
    if (!place || place.chapterId !== form.chapterId) {
      throw ApiException.conflict('learning.pageNotInModule');
    }
    return this.em.transactional(async () => {
      const instance = await this.em.findOne(ModuleInstance, {
        id: form.instanceId,
        subscriptionModule: target.item,
      });
      const active = await this.instances.active(target.item);
      if (!instance || !active || active.id !== instance.id) {
        throw ApiException.conflict('learning.instanceNotActive');
      }
      await this.instances.lock(instance.id);
      await this.em.refresh(instance);
      if (instance.completedAt !== null) throw ApiException.conflict('learning.instanceCompleted');
      const pageIds = outline.map((page) => page.id);
      const before = playerState(pageIds, await this.instances.done(instance));
      if (index > before.lastReachable) {
        throw ApiException.conflict(
          before.awaiting !== null ? 'learning.awaitingApproval' : 'learning.pageNotOpen',
        );
      }
      const page = await this.em.findOneOrFail(Page, form.pageId, {
        populate: ['questions.options'],
      });
      const questions = page.questions.getItems();
      const check = checkAnswers(
        page.answerType,
        questions.map((question) => ({
          id: question.id,
          required: question.required,
          options: question.options.getItems().map((option) => ({
            id: option.id,
            value: option.value,
            isCorrect: option.isCorrect,
          })),
        })),
        form.answers,
      );
      if (check.kind === 'invalid') throw ApiException.invalidData(check.errors);
      if (check.kind === 'wrong')
        throw ApiException.badRequest('learning.wrongAnswer', check.errors);
      await this.store(instance, page, check.answers);
      const state = await this.instances.refreshProgress(instance, pageIds);
      const risk = await this.riskFlag(caller, target.client, instance, page, check.answers);
      if (page.therapistApprovalRequired && state.awaiting === index) {
        await this.careTeam.notify(caller, target.client.id, {
          kind: 'approval_needed',
          priority: 'normal',
          payload: { module_instance_id: instance.id, page_id: page.id },
        });
      }
      await this.accessLog.record(caller, {
        clientUuid: target.client.uuid,
        action: 'update',
        resource: 'learning.answers',
        resourceId: `${instance.id}/${page.id}`,
      });
      return {
        saved: true,
        module_instance_id: instance.id,
        page_id: page.id,
        progress: state.progress,
        completed: state.completed,
        awaiting_approval: state.awaiting !== null,
        next_page: state.awaiting !== null ? null : link(outline[index + 1]),
        crisis_message: risk ? translate({ key: 'learning.crisis' }, lang) : null,
      };
    });
  }

  /** Records the therapist's approval of a page waiting in a client's instance. */
  async approve(
    caller: CallerAccess,
    client: User,
    instanceId: number,
    pageId: number,
  ): Promise<ApprovalView> {
    return this.em.transactional(async () => {
      const instance = await this.em.findOne(
        ModuleInstance,
        { id: instanceId, subscriptionModule: { subscription: { user: client } } },
        { populate: ['subscriptionModule.module.test'] },
      );
      if (!instance) throw ApiException.notFound();
      await this.instances.lock(instance.id);
      const done = await this.em.findOne(InstancePage, { instance, page: pageId });
      if (!done || !done.approvalRequired || done.approvedAt !== null) {
        throw ApiException.conflict('learning.approvalNotPending');
      }
      done.approvedAt = new Date();
      done.approvedByUuid = caller.actorUuid;
      await this.em.flush();
      const outline = await moduleOutline(this.em, instance.subscriptionModule.module);
      const state = await this.instances.refreshProgress(
        instance,
        outline.map((page) => page.id),
      );
      await this.audit.record(caller, {
        event: 'learning.page_approved',
        subjectType: 'user',
        subjectId: client.uuid,
        details: { moduleInstanceId: instance.id, pageId },
      });
      await this.accessLog.record(caller, {
        clientUuid: client.uuid,
        action: 'update',
        resource: 'learning.approval',
        resourceId: `${instance.id}/${pageId}`,
      });
      return {
        client_id: client.id,
        module_instance_id: instance.id,
        page_id: pageId,
        approved_at: done.approvedAt,
        approved_by: caller.actorUuid,
        progress: state.progress,
        completed: state.completed,
      };
    });
  }

  /** Replaces the page's answers in the instance and marks the page done. */
  private async store(instance: ModuleInstance, page: Page, answers: ParsedAnswer[]) {
    const questionIds = page.questions.getItems().map((question) => question.id);
    if (questionIds.length > 0) {
      await this.em.nativeDelete(QuestionAnswer, { instance, question: { $in: questionIds } });
    }
    for (const answer of answers) {
      this.em.create(QuestionAnswer, {
        instance,
        question: answer.questionId,
        optionIds: answer.optionIds,
        textValue: answer.textValue,
        numberValue: answer.numberValue,
        dateValue: answer.dateValue,
      });
    }
    const done = await this.em.findOne(InstancePage, { instance, page });
    if (done) done.answeredAt = new Date();
    else {
      this.em.create(InstancePage, {
        instance,
        page,
        approvalRequired: page.therapistApprovalRequired,
      });
    }
    await this.em.flush();
  }

  /**
   * A risk item (e.g. PHQ-9 item 9, thoughts of death or self-harm) answered at or above its
   * threshold (the scoring rule's `riskOption`, whatever the total): a high-priority notification per flagged item to the client's therapist or health
   * coach, else the default health coach, else the platform's admins, in the answer's transaction.
   */
  private async riskFlag(
    caller: CallerAccess,
    client: User,
    instance: ModuleInstance,
    page: Page,
    answers: ParsedAnswer[],
  ): Promise<boolean> {
    let flagged = false;
    for (const question of page.questions.getItems().filter((item) => item.isRiskItem)) {
      const answer = answers.find((item) => item.questionId === question.id);
      const chosen = riskOption(
        { ...question, options: question.options.getItems() },
        answer?.optionIds,
      );
      if (!chosen) continue;
      await this.careTeam.notify(caller, client.id, {
        kind: 'risk_flag',
        priority: 'high',
        payload: {
          module_instance_id: instance.id,
          page_id: page.id,
          question_id: question.id,
          option_id: chosen.id,
        },
      });
      flagged = true;
    }
    return flagged;
  }
}
