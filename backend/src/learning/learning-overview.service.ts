import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { nextDueAt, utcDay } from 'src/assessments/assessment-schedule';
import { ContentModule } from 'src/content/content-module.entity';
import { moduleHeading } from 'src/content/content-views';
import { localized, namedIn } from 'src/content/localized';
import { InstanceStoreService, instanceViews } from './instance-store.service';
import {
  type LearningTarget,
  LearningSubscriptionsService,
  newInstanceRefusal,
} from './learning-subscriptions.service';
import {
  type ClientProgramSubscriptionView,
  type ModulePurchaseView,
  type SubscriptionModuleView,
} from './learning-views';
import { moduleOutline } from './module-outline';
import { subscriptionProgress } from './progress';
import {
  type ModuleProgress,
  type ProgressEntry,
  progressOf,
  ProgressService,
} from './progress.service';

/** The client's programs and modules with their instances, and modules offered for purchase. */
@Injectable()
export class LearningOverviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: LearningSubscriptionsService,
    private readonly instances: InstanceStoreService,
    private readonly progress: ProgressService,
    private readonly accessLog: AccessLogService,
  ) {}

  /** GET /client/programs: the caller's subscriptions, newest first. */
  async programs(caller: CallerAccess, lang: Language): Promise<ClientProgramSubscriptionView[]> {
    const subscriptions = await this.subscriptions.subscriptionsOf(caller.userId);
    const views: ClientProgramSubscriptionView[] = [];
    for (const subscription of subscriptions) {
      const modelUuid = subscription.subscriptionModel.uuid;
      const items = subscription.modules.getItems().filter((item) => item.module.isPublished);
      const entries: ProgressEntry[] = [];
      for (const item of items) {
        entries.push({ item, subscription, instances: await this.instances.instancesOf(item) });
      }
      const progress = await this.progress.of(entries);
      const modules: SubscriptionModuleView[] = [];
      for (const entry of entries) {
        modules.push(await this.moduleView(entry, progressOf(progress, entry.item.id), lang));
      }
      views.push({
        uuid: subscription.uuid,
        subscription_model_name: subscription.subscriptionModel.name,
        subscription_model_uuid: modelUuid,
        status: subscription.status,
        end_date: subscription.endDate,
        progress: subscriptionProgress(modules),
        programs: subscription.programs.getItems().map((program) => ({
          id: program.id,
          uuid: program.uuid,
          ...namedIn(program.texts, lang),
        })),
        modules,
      });
    }
    return views;
  }

  /** GET /client/module/{subscription}/{id}/{lang}: one module of a subscription. */
  async module(
    caller: CallerAccess,
    target: LearningTarget,
    lang: Language,
  ): Promise<SubscriptionModuleView> {
    const entry: ProgressEntry = {
      item: target.item,
      subscription: target.subscription,
      instances: await this.instances.instancesOf(target.item),
    };
    const view = await this.moduleView(entry, await this.progress.one(entry), lang);
    await this.accessLog.record(caller, {
      clientUuid: target.client.uuid,
      action: 'read',
      resource: 'learning.module',
      resourceId: String(target.item.id),
    });
    return view;
  }

  /** GET /client/modules/purchase/{id}/{lang}: a published module's contents, no answers. */
  async purchase(id: number, lang: Language): Promise<ModulePurchaseView> {
    const module = await this.em.findOne(
      ContentModule,
      { id, isPublished: true },
      { populate: ['texts', 'chapters.texts', 'test'] },
    );
    if (!module) throw ApiException.notFound();
    return {
      ...moduleHeading(module, lang),
      type: module.type,
      category: module.category,
      billable: module.billable,
      repeatable: module.repeatable,
      iteration_days: module.iterationDays,
      chapters: module.chapters
        .getItems()
        .map((chapter) => ({ id: chapter.id, ...namedIn(chapter.texts, lang) })),
      page_count: (await moduleOutline(this.em, module)).length,
    };
  }

  private async moduleView(
    { item, subscription, instances }: ProgressEntry,
    progress: ModuleProgress,
    lang: Language,
  ): Promise<SubscriptionModuleView> {
    const { module } = item;
    const modelUuid = subscription.subscriptionModel.uuid;
    await this.em.populate(item, ['module.texts', 'module.test']);
    const text = localized(module.texts, lang);
    const newest = instances[0] ?? null;
    const now = new Date();
    // The rule POST new-instance answers 409 by: what it refuses is never offered.
    const newRoundAllowed = newInstanceRefusal({ subscription, item }, newest, now) === null;
    const due = nextDueAt(module, newest);
    return {
      _id: module.id,
      id: module.id,
      name: text.text?.name ?? '',
      description: text.text?.description ?? null,
      language: text.language,
      fallback: text.fallback,
      type: module.type,
      is_published: module.isPublished,
      repeatable: module.repeatable,
      iteration_days: module.iterationDays,
      position: item.position,
      is_open: item.isOpen,
      module_status: item.moduleStatus,
      progress: progress.progress,
      status: progress.status,
      page_count: progress.pageCount,
      new_round_allowed: newRoundAllowed,
      opens_at: due && due.getTime() > now.getTime() ? utcDay(due) : null,
      instances: instanceViews(instances, newRoundAllowed, modelUuid, progress.rounds),
    };
  }
}
