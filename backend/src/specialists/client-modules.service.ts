import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { Chapter } from 'src/content/chapter.entity';
import { localized, namedIn } from 'src/content/localized';
import { Page } from 'src/content/page.entity';
import { pickText } from 'src/content/pick-text';
import { joinChoices } from 'src/learning/answer-checks';
import { InstancePage } from 'src/learning/instance-page.entity';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { moduleOutline } from 'src/learning/module-outline';
import { ProgressService } from 'src/learning/progress.service';
import { QuestionAnswer } from 'src/learning/question-answer.entity';
import { GeneratedReport } from 'src/client-reports/generated-report.entity';
import {
  type ClientModuleAnswerView,
  type ClientModulePageView,
  type ClientModuleRoundView,
  type ClientModuleView,
  type RoundScoreView,
} from './client-module-views';
import { SpecialistAccessService, VIEW_ROLES } from './specialist-access.service';

/**
 * One client's module for their specialist: every page of the module with the client's answers
 * in each round, the pages waiting for approval and the rounds' scores from their generated
 * reports. The client must be inside the caller's `user/subscription` read scope (else 404, as
 * for a missing round); other roles get 403. Each round's answers read is access-logged.
 */
@Injectable()
export class ClientModulesService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SpecialistAccessService,
    private readonly accessLog: AccessLogService,
    private readonly progress: ProgressService,
  ) {}

  /** The module of round `instanceId`, with all its rounds. */
  async show(caller: CallerAccess, instanceId: number, lang: Language): Promise<ClientModuleView> {
    this.access.assertRole(caller, VIEW_ROLES);
    const requested = await this.em.findOne(
      ModuleInstance,
      { id: instanceId },
      {
        populate: [
          'subscriptionModule.subscription.user',
          'subscriptionModule.subscription.subscriptionModel',
          'subscriptionModule.module.texts',
          'subscriptionModule.module.test',
        ],
      },
    );
    if (!requested) throw ApiException.notFound();
    const item = requested.subscriptionModule;
    const { subscription } = item;
    const client = await this.access.client(
      caller,
      { id: subscription.user.id },
      'read',
      'user/subscription',
    );
    const rounds = await this.em.find(
      ModuleInstance,
      { subscriptionModule: item },
      { orderBy: { num: 'asc', id: 'asc' } },
    );
    const roundIds = rounds.map((round) => round.id);
    const outline = await moduleOutline(this.em, item.module);
    const pageIds = outline.map((page) => page.id);
    const chapterIds = [...new Set(outline.map((page) => page.chapterId))].filter((id) => id > 0);
    const [pages, chapters, donePages, answers, reports] = await Promise.all([
      pageIds.length === 0
        ? Promise.resolve([])
        : this.em.find(
            Page,
            { id: { $in: pageIds } },
            { populate: ['texts', 'questions.texts', 'questions.options.texts'] },
          ),
      chapterIds.length === 0
        ? Promise.resolve([])
        : this.em.find(Chapter, { id: { $in: chapterIds } }, { populate: ['texts'] }),
      this.em.find(InstancePage, { instance: { $in: roundIds } }, { refresh: true }),
      this.em.find(QuestionAnswer, { instance: { $in: roundIds } }),
      this.em.find(
        GeneratedReport,
        { moduleInstance: { $in: roundIds } },
        { populate: ['elements.texts'], orderBy: { createdAt: 'asc', id: 'asc' } },
      ),
    ]);
    const pageById = new Map(pages.map((page) => [page.id, page]));
    const chapterName = new Map(
      chapters.map((chapter) => [chapter.id, namedIn(chapter.texts, lang).name]),
    );
    const doneOf = new Map(donePages.map((row) => [`${row.instance.id}/${row.page.id}`, row]));
    const answersOf = new Map<number, QuestionAnswer[]>();
    for (const answer of answers) {
      const list = answersOf.get(answer.question.id) ?? [];
      list.push(answer);
      answersOf.set(answer.question.id, list);
    }
    const awaiting: ClientModuleView['awaiting_approval'] = [];
    const pageViews: ClientModulePageView[] = [];
    for (const place of outline) {
      const page = pageById.get(place.id);
      if (!page) continue;
      const text = localized(page.texts, lang);
      const pageRounds = rounds.map((round) => {
        const done = doneOf.get(`${round.id}/${page.id}`);
        const waiting = done !== undefined && done.approvalRequired && done.approvedAt === null;
        if (waiting) awaiting.push({ module_instance_id: round.id, page_id: page.id });
        return {
          module_instance_id: round.id,
          done: done !== undefined,
          answered_at: done?.answeredAt ?? null,
          approval_required: done?.approvalRequired ?? false,
          approved_at: done?.approvedAt ?? null,
          awaiting_approval: waiting,
        };
      });
      pageViews.push({
        id: page.id,
        chapter_id: place.chapterId,
        chapter_name: chapterName.get(place.chapterId) ?? null,
        position: page.position,
        page_type: page.pageType,
        answer_type: page.answerType,
        name: text.text?.name ?? '',
        language: text.language,
        fallback: text.fallback,
        therapist_approval_required: page.therapistApprovalRequired,
        rounds: pageRounds,
        questions: page.questions.getItems().map((question) => {
          const questionText = localized(question.texts, lang);
          const options = question.options.getItems().map((option) => ({
            id: option.id,
            value: option.value,
            label: localized(option.texts, lang).text?.label ?? '',
          }));
          return {
            id: question.id,
            code: question.code,
            position: question.position,
            text: questionText.text?.text ?? '',
            language: questionText.language,
            fallback: questionText.fallback,
            answers: (answersOf.get(question.id) ?? [])
              .map((answer) => answerView(answer, options))
              .sort(
                (a, b) =>
                  roundIds.indexOf(a.module_instance_id) - roundIds.indexOf(b.module_instance_id),
              ),
          };
        }),
      });
    }
    for (const round of rounds) {
      await this.accessLog.record(caller, {
        clientUuid: client.uuid,
        action: 'read',
        resource: 'learning.answers',
        resourceId: String(round.id),
      });
    }
    // The progress rule (learning/progress.ts), as the client's own screens show it.
    const progress = await this.progress.one({ item, subscription, instances: rounds });
    const name = namedIn(item.module.texts, lang);
    return {
      subscription_module_id: item.id,
      module_id: item.module.id,
      name: name.name,
      language: name.language,
      fallback: name.fallback,
      type: item.module.type,
      client: {
        id: client.id,
        uuid: client.uuid,
        first_name: client.firstName,
        last_name: client.lastName,
      },
      subscription_uuid: subscription.uuid,
      subscription_model_uuid: subscription.subscriptionModel.uuid,
      subscription_model_name: subscription.subscriptionModel.name,
      is_open: item.isOpen,
      progress: progress.progress,
      requested_instance_id: requested.id,
      rounds: rounds.map((round): ClientModuleRoundView => ({
        module_instance_id: round.id,
        num: round.num,
        started_at: round.startedAt,
        completed_at: round.completedAt,
        progress: progress.rounds.get(round.id) ?? 0,
        scores: reports
          .filter((report) => report.moduleInstance.id === round.id)
          .flatMap((report) => scoresOf(report, lang)),
      })),
      awaiting_approval: awaiting,
      pages: pageViews,
    };
  }
}

function answerView(
  answer: QuestionAnswer,
  options: readonly { id: number; value: number; label: string }[],
): ClientModuleAnswerView {
  const chosen = (answer.optionIds ?? []).map((id) => options.find((option) => option.id === id));
  return {
    module_instance_id: answer.instance.id,
    option_ids: answer.optionIds,
    answer_text: answer.optionIds ? joinChoices(chosen.map((option) => option?.label ?? '')) : null,
    option_values: answer.optionIds
      ? chosen.flatMap((option) => (option === undefined ? [] : [option.value]))
      : null,
    text: answer.textValue,
    number: answer.numberValue,
    date: answer.dateValue,
    answered_at: answer.answeredAt,
  };
}

/** The scored combined elements of a generated report, with their bands, in `lang`. */
function scoresOf(report: GeneratedReport, lang: Language): RoundScoreView[] {
  return report.elements
    .getItems()
    .filter((element) => element.elementType === 'combined_question' && element.score !== null)
    .map((element) => {
      const texts = pickText(element.texts.getItems(), lang).text ?? element;
      return {
        report_id: report.id,
        name: texts.name,
        score: element.score ?? 0,
        max_score: element.maxScore,
        band: texts.intervalLabel,
        color: element.intervalColor,
      };
    });
}
