import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { InstanceStoreService, instanceView } from './instance-store.service';
import { mayStartNew } from 'src/assessments/assessment-schedule';
import {
  assertWritable,
  type LearningTarget,
  newInstanceRefusal,
} from './learning-subscriptions.service';
import { type PlayerView } from './learning-views';
import { type ModuleInstance } from './module-instance.entity';
import { moduleOutline, type OutlinePage } from './module-outline';
import { PageViewService } from './page-view.service';
import { type DonePage, playerState } from './player-state';
import { ProgressService } from './progress.service';

/**
 * The page player: which page of a module instance a client sees, with its questions and the
 * answers given, and starting instances. Every read of answers is in the access log.
 */
@Injectable()
export class PagePlayerService {
  constructor(
    private readonly em: EntityManager,
    private readonly instances: InstanceStoreService,
    private readonly pages: PageViewService,
    private readonly progress: ProgressService,
    private readonly accessLog: AccessLogService,
  ) {}

  /**
   * The page to show (the asked one, else where the client stands). The client's first visit
   * starts the first instance; staff viewing a client's page start nothing.
   */
  async show(
    caller: CallerAccess,
    target: LearningTarget,
    pageId: number | null,
    lang: Language,
    options: { staff: boolean },
  ): Promise<PlayerView> {
    let instance = await this.instances.active(target.item);
    if (!instance && !options.staff) {
      assertWritable(target);
      instance = await this.instances.start(target.item, 1);
    }
    if (!options.staff && !instance?.completedAt) this.assertReadable(target);
    return this.render(caller, target, instance, pageId, lang, options.staff);
  }

  /** Starts a new instance when the newest is completed and the module repeats, else 409. */
  async newInstance(
    caller: CallerAccess,
    target: LearningTarget,
    lang: Language,
  ): Promise<PlayerView> {
    const newest = await this.instances.active(target.item);
    const refusal = newInstanceRefusal(target, newest);
    if (refusal) throw refusal;
    const instance = await this.instances.start(target.item, (newest?.num ?? 0) + 1);
    await this.em.execute(
      `update subscription_modules set progress = 0, updated_at = now() where id = ?`,
      [target.item.id],
    );
    await this.accessLog.record(caller, {
      clientUuid: target.client.uuid,
      action: 'create',
      resource: 'learning.instance',
      resourceId: String(instance.id),
    });
    return this.render(caller, target, instance, null, lang, false);
  }

  /** A client reads a locked or closed module's pages only once they were done. */
  private assertReadable({ item }: LearningTarget): void {
    if (!item.isOpen) throw ApiException.conflict('learning.moduleLocked');
  }

  private async render(
    caller: CallerAccess,
    target: LearningTarget,
    instance: ModuleInstance | null,
    pageId: number | null,
    lang: Language,
    staff: boolean,
  ): Promise<PlayerView> {
    const outline = await moduleOutline(this.em, target.item.module);
    const done: Map<number, DonePage> = instance
      ? await this.instances.done(instance)
      : new Map<number, DonePage>();
    const state = playerState(
      outline.map((page) => page.id),
      done,
    );
    let index = state.current;
    if (pageId !== null) {
      index = outline.findIndex((page) => page.id === pageId);
      if (index === -1) throw ApiException.notFound();
      // Staff may look at any page; a client at those up to where they stand.
      if (!staff && index > state.lastReachable) {
        throw ApiException.conflict(
          state.awaiting !== null ? 'learning.awaitingApproval' : 'learning.pageNotOpen',
        );
      }
    }
    const shown = index === null ? null : (outline[index] ?? null);
    const page = shown ? await this.pages.view(shown, instance, done.get(shown.id), lang) : null;
    if (instance) {
      await this.accessLog.record(caller, {
        clientUuid: target.client.uuid,
        action: 'read',
        resource: 'learning.answers',
        resourceId: String(instance.id),
      });
    }
    const modelUuid = target.subscription.subscriptionModel.uuid;
    const progress = await this.progress.one({
      item: target.item,
      subscription: target.subscription,
      instances: await this.instances.instancesOf(target.item),
    });
    return {
      subscription_uuid: target.subscription.uuid,
      subscription_model_uuid: modelUuid,
      module_id: target.item.module.id,
      module_instance_id: instance?.id ?? null,
      instance: instance
        ? instanceView(
            instance,
            true,
            mayStartNew(target.item.module, instance),
            modelUuid,
            progress.rounds.get(instance.id) ?? 0,
          )
        : null,
      awaiting_approval: state.awaiting !== null,
      completed: instance?.completedAt !== null && instance !== null,
      progress: progress.progress,
      status: progress.status,
      page_count: outline.length,
      page,
      next_page: index === null ? null : link(outline[index + 1]),
      previous_page: index === null ? null : link(outline[index - 1]),
    };
  }
}

export function link(page: OutlinePage | undefined): { id: number; chapter_id: number } | null {
  return page ? { id: page.id, chapter_id: page.chapterId } : null;
}
