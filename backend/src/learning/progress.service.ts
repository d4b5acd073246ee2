import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { todayUtc } from 'src/subscriptions/subscription-dates';
import { effectiveStatus } from 'src/subscriptions/subscription-reader.service';
import { type SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type ModuleInstance } from './module-instance.entity';
import { moduleOutline } from './module-outline';
import { type DonePage } from './player-state';
import { listingStatus, type ModuleListingStatus, roundProgress } from './progress';

/** A subscription module whose progress is asked, with all its instances (any order). */
export interface ProgressEntry {
  item: SubscriptionModule;
  subscription: ProgramSubscription;
  instances: readonly ModuleInstance[];
}

/** A module's progress by the rule (progress.ts), and what it was read from. */
export interface ModuleProgress {
  /** Whole percent of the newest round, 0–100 (100 exactly when that round is finished). */
  progress: number;
  status: ModuleListingStatus;
  /** The module's pages now (its outline). */
  pageCount: number;
  /** Each round's percent by the same rule, by instance id. */
  rounds: ReadonlyMap<number, number>;
}

/**
 * Reads what the progress rule needs (the modules' outlines and the pages done in their rounds,
 * in one query for all rounds) and applies it. Every answer that carries a module's progress
 * (client list, module page, page player, answers, the therapist's module summaries) asks here.
 */
@Injectable()
export class ProgressService {
  constructor(private readonly em: EntityManager) {}

  /** The progress of each entry, by subscription module id. */
  async of(
    entries: readonly ProgressEntry[],
    today: string = todayUtc(),
  ): Promise<Map<number, ModuleProgress>> {
    const outlines = new Map<number, number[]>();
    for (const { item } of entries) {
      if (outlines.has(item.module.id)) continue;
      const outline = await moduleOutline(this.em, item.module);
      outlines.set(
        item.module.id,
        outline.map((page) => page.id),
      );
    }
    const done = await this.donePages(entries.flatMap((entry) => entry.instances));
    const result = new Map<number, ModuleProgress>();
    for (const { item, subscription, instances } of entries) {
      const pageIds = outlines.get(item.module.id) ?? [];
      const rounds = new Map<number, number>();
      for (const instance of instances) {
        rounds.set(
          instance.id,
          roundProgress(pageIds, {
            completedAt: instance.completedAt,
            done: done.get(instance.id) ?? new Map(),
          }),
        );
      }
      const newest = newestOf(instances);
      const progress = newest ? (rounds.get(newest.id) ?? 0) : 0;
      result.set(item.id, {
        progress,
        status: listingStatus(progress, {
          subscriptionActive: effectiveStatus(subscription, today) === 'active',
          isOpen: item.isOpen,
          moduleStatus: item.moduleStatus,
        }),
        pageCount: pageIds.length,
        rounds,
      });
    }
    return result;
  }

  /** One module's progress (see `of`). */
  async one(entry: ProgressEntry): Promise<ModuleProgress> {
    return progressOf(await this.of([entry]), entry.item.id);
  }

  /** The pages done in the instances, by instance id and page id. */
  private async donePages(
    instances: readonly ModuleInstance[],
  ): Promise<Map<number, Map<number, DonePage>>> {
    const byInstance = new Map<number, Map<number, DonePage>>();
    if (instances.length === 0) return byInstance;
    const rows = await this.em.execute<
      {
        instance_id: number;
        page_id: number;
        approval_required: boolean;
        approved_at: Date | null;
      }[]
    >(
      `select instance_id, page_id, approval_required, approved_at from instance_pages
        where instance_id = any(?::int[])`,
      [`{${instances.map((instance) => instance.id).join(',')}}`],
    );
    for (const row of rows) {
      const pages = byInstance.get(row.instance_id) ?? new Map<number, DonePage>();
      pages.set(row.page_id, {
        approvalRequired: row.approval_required,
        approvedAt: row.approved_at,
      });
      byInstance.set(row.instance_id, pages);
    }
    return byInstance;
  }
}

/** The newest round (highest `num`), the one that counts. */
export function newestOf<T extends { num: number }>(instances: readonly T[]): T | null {
  return instances.reduce<T | null>(
    (newest, instance) => (newest === null || instance.num > newest.num ? instance : newest),
    null,
  );
}

/** The progress `of` answered for a subscription module it was asked about. */
export function progressOf(
  all: ReadonlyMap<number, ModuleProgress>,
  subscriptionModuleId: number,
): ModuleProgress {
  const found = all.get(subscriptionModuleId);
  if (!found) throw new Error(`No progress for subscription module ${subscriptionModuleId}`);
  return found;
}
