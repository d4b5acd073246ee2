import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReportJobs } from 'src/client-reports/report-jobs';
import { type SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { InstancePage } from './instance-page.entity';
import { type ModuleInstanceView } from './learning-views';
import { ModuleInstance } from './module-instance.entity';
import { type DonePage, playerState, type PlayerState } from './player-state';
import { roundProgress } from './progress';

/** Module instances, the pages done in them, and their progress. */
@Injectable()
export class InstanceStoreService {
  constructor(
    private readonly em: EntityManager,
    private readonly reportJobs: ReportJobs,
  ) {}

  /** The instances of a subscription module, newest first. */
  async instancesOf(item: SubscriptionModule): Promise<ModuleInstance[]> {
    return this.em.find(ModuleInstance, { subscriptionModule: item }, { orderBy: { num: 'desc' } });
  }

  /** The active (newest) instance, or null before the first run. */
  async active(item: SubscriptionModule): Promise<ModuleInstance | null> {
    const [newest] = await this.em.find(
      ModuleInstance,
      { subscriptionModule: item },
      { orderBy: { num: 'desc' }, limit: 1 },
    );
    return newest ?? null;
  }

  /**
   * Starts the next instance. Two starts at once both aim at the same `num`: the unique key lets
   * one win, and the other answers the winner's instance.
   */
  async start(item: SubscriptionModule, num: number): Promise<ModuleInstance> {
    await this.em.execute(
      `insert into module_instances (subscription_module_id, num) values (?, ?)
         on conflict (subscription_module_id, num) do nothing`,
      [item.id, num],
    );
    return this.em.findOneOrFail(
      ModuleInstance,
      { subscriptionModule: item, num },
      { refresh: true },
    );
  }

  /** The pages done in an instance, by page id. */
  async done(instance: ModuleInstance): Promise<Map<number, DonePage & { row: InstancePage }>> {
    const rows = await this.em.find(InstancePage, { instance }, { refresh: true });
    return new Map(
      rows.map((row) => [
        row.page.id,
        { approvalRequired: row.approvalRequired, approvedAt: row.approvedAt, row },
      ]),
    );
  }

  /**
   * Recomputes the instance's completion from its pages and its percent by the progress rule
   * (progress.ts), and writes the same percent to the subscription module when this is its newest
   * round, in one SQL update (the row lock of the instance, taken by the caller's transaction,
   * orders concurrent answers).
   */
  async refreshProgress(
    instance: ModuleInstance,
    pageIds: readonly number[],
  ): Promise<PlayerState & { progress: number }> {
    const done = await this.done(instance);
    const state = playerState(pageIds, done);
    const completing = state.completed && instance.completedAt === null;
    if (completing) instance.completedAt = new Date();
    const progress = roundProgress(pageIds, { completedAt: instance.completedAt, done });
    instance.progress = progress;
    await this.em.flush();
    // Queued in the completing transaction: the job reads the instance `for share`, so it waits
    // for this commit (and builds nothing if it rolls back).
    if (completing) await this.reportJobs.instanceCompleted(instance.id);
    await this.em.execute(
      `update subscription_modules sm set progress = ?, updated_at = now() where sm.id = ?
          and not exists (select 1 from module_instances mi
                           where mi.subscription_module_id = sm.id and mi.num > ?)`,
      [progress, instance.subscriptionModule.id, instance.num],
    );
    return { ...state, progress };
  }

  /** Locks the instance row for the rest of the transaction (answers to one instance queue). */
  async lock(instanceId: number): Promise<void> {
    await this.em.execute(`select id from module_instances where id = ? for update`, [instanceId]);
  }
}

/**
 * The instances of a module as the specification lists them (newest first), each with its percent
 * by the progress rule (`rounds`, by instance id; see ProgressService).
 */
export function instanceViews(
  instances: readonly ModuleInstance[],
  repeatable: boolean,
  subscriptionModelUuid: string,
  rounds: ReadonlyMap<number, number>,
): ModuleInstanceView[] {
  return instances.map((instance, index) =>
    instanceView(
      instance,
      index === 0,
      repeatable,
      subscriptionModelUuid,
      rounds.get(instance.id) ?? 0,
    ),
  );
}

export function instanceView(
  instance: ModuleInstance,
  active: boolean,
  repeatable: boolean,
  subscriptionModelUuid: string,
  progress: number,
): ModuleInstanceView {
  const completed = instance.completedAt !== null;
  return {
    module_instance_id: instance.id,
    num: instance.num,
    active,
    start_new: active && completed && repeatable,
    is_completed: completed,
    start_date: instance.startedAt.toISOString().slice(0, 10),
    started_at: instance.startedAt,
    completed_at: instance.completedAt,
    progress,
    subscription_model_uuid: subscriptionModelUuid,
    feedback_url: null,
  };
}
