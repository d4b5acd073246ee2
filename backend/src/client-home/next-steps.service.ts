import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { unreadCounts } from 'src/chat/chat-queries';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { localized } from 'src/content/localized';
import { Page } from 'src/content/page.entity';
import { InstanceStoreService } from 'src/learning/instance-store.service';
import { LearningOverviewService } from 'src/learning/learning-overview.service';
import {
  LearningSubscriptionsService,
  writeRefusal,
} from 'src/learning/learning-subscriptions.service';
import {
  type ClientProgramSubscriptionView,
  type SubscriptionModuleView,
} from 'src/learning/learning-views';
import { moduleOutline } from 'src/learning/module-outline';
import { playerState } from 'src/learning/player-state';
import { MeetingsService } from 'src/meetings/meetings.service';
import { GeneratedReportsService } from 'src/client-reports/generated-reports.service';
import { type ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { type SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import {
  type NextMeetingView,
  type NextStepKind,
  type NextStepsView,
  type NextStepView,
} from './next-steps-views';

/** Steps in the order the start page lists them: what the client can do first. */
const ORDER: Record<NextStepKind, number> = {
  continue: 0,
  assessment_due: 1,
  start: 2,
  waiting: 3,
};

/** A step before its page is named: the page's id and place. */
type Pending = Omit<NextStepView, 'page'> & {
  page: { id: number; number: number; count: number } | null;
};

/**
 * The client's start page: what to do now in their modules (by the player's own rules of where
 * they stand and what is open), unread messages, the next meeting and reports not yet read. Only
 * the caller's own data; staff have their own dashboards and get 403 here. The reads of meetings
 * and reports are access-logged by the services that make them.
 */
@Injectable()
export class NextStepsService {
  constructor(
    private readonly em: EntityManager,
    private readonly overview: LearningOverviewService,
    private readonly subscriptions: LearningSubscriptionsService,
    private readonly instances: InstanceStoreService,
    private readonly meetings: MeetingsService,
    private readonly reports: GeneratedReportsService,
  ) {}

  async forCaller(caller: CallerAccess, lang: Language): Promise<NextStepsView> {
    if (caller.user.role !== 'client') throw ApiException.forbidden('clientHome.clientsOnly');
    const programs = await this.overview.programs(caller, lang);
    const entities = await this.subscriptions.subscriptionsOf(caller.userId);
    const pending: Pending[] = [];
    let locked = 0;
    for (const view of programs) {
      const subscription = entities.find((entity) => entity.uuid === view.uuid);
      if (!subscription) continue;
      for (const module of view.modules) {
        const item = subscription.modules.getItems().find((one) => one.module.id === module.id);
        if (!item) continue;
        if (!item.isOpen && view.status === 'active') locked += 1;
        const step = await this.stepOf(view, module, subscription, item);
        if (step) pending.push(step);
      }
    }
    pending.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
    const [steps, unread, nextMeeting, reports] = [
      await this.named(pending, lang),
      await unreadCounts(this.em, caller.userId),
      await this.nextMeeting(caller),
      await this.reports.ownList(caller, lang),
    ];
    return {
      steps,
      has_programs: programs.length > 0,
      locked_modules: locked,
      unread_messages: unread.total_unread_messages,
      next_meeting: nextMeeting,
      unread_reports: reports
        .filter((report) => !report.viewed)
        .map((report) => ({ id: report.id, name: report.name, created_at: report.created_at })),
    };
  }

  /**
   * A module's step, by the rules the player and the new-round route answer by: nothing for a
   * module the client may not answer in (locked, closed, inactive subscription); "waiting" while
   * a page awaits approval; "continue" at the first page not done of a run under way; "start" or
   * "assessment_due" when a run may start now.
   */
  private async stepOf(
    view: ClientProgramSubscriptionView,
    module: SubscriptionModuleView,
    subscription: ProgramSubscription,
    item: SubscriptionModule,
  ): Promise<Pending | null> {
    if (writeRefusal({ subscription, item }) !== null) return null;
    const base = {
      subscription_uuid: view.uuid,
      subscription_model_uuid: view.subscription_model_uuid,
      module_id: module.id,
      module_name: module.name,
      module_type: module.type,
      progress: module.progress,
    };
    const newest = await this.instances.active(item);
    if (newest && newest.completedAt === null) {
      const outline = await moduleOutline(this.em, item.module);
      const state = playerState(
        outline.map((page) => page.id),
        await this.instances.done(newest),
      );
      const index = state.awaiting ?? state.current;
      if (index === null) return null;
      return {
        ...base,
        kind: state.awaiting !== null ? 'waiting' : 'continue',
        page: { id: outline[index].id, number: index + 1, count: outline.length },
      };
    }
    if (!module.new_round_allowed) return null;
    if (module.type === 'assessment') return { ...base, kind: 'assessment_due', page: null };
    // A finished module that may be repeated is the client's choice, not a next step.
    return newest ? null : { ...base, kind: 'start', page: null };
  }

  /** The steps with their pages' names in the asked language. */
  private async named(pending: Pending[], lang: Language): Promise<NextStepView[]> {
    const ids = pending.flatMap((step) => (step.page ? [step.page.id] : []));
    const pages =
      ids.length === 0
        ? []
        : await this.em.find(Page, { id: { $in: ids } }, { populate: ['texts'] });
    return pending.map((step) => {
      if (!step.page) return { ...step, page: null };
      const page = pages.find((one) => one.id === step.page?.id);
      const name = page ? (localized(page.texts, lang).text?.name ?? '') : '';
      return { ...step, page: { ...step.page, name } };
    });
  }

  /** The client's next meeting that has not ended and is not cancelled. */
  private async nextMeeting(caller: CallerAccess): Promise<NextMeetingView | null> {
    const meetings = await this.meetings.list(caller, { from: new Date().toISOString() });
    const next = meetings.find(
      (meeting) =>
        meeting.client.uuid === caller.userUuid &&
        meeting.status !== 'cancelled' &&
        meeting.room_state !== 'ended' &&
        meeting.room_state !== 'cancelled',
    );
    if (!next) return null;
    return {
      uuid: next.uuid,
      ext_meeting_id: next.ext_meeting_id,
      starts_at: next.starts_at,
      ends_at: next.ends_at,
      room_state: next.room_state,
      specialist: next.specialist,
    };
  }
}
