import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface DistributionResult {
  subscriptions: number;
  added: number;
}

const BATCH_SIZE = 500;

/**
 * Adds modules of a program to every active subscription holding that program, after the
 * subscription's last module, open when the program opens all modules, else locked; a client's
 * own trial gets no paid (billable) module (only a paid record may grant one). Runs in
 * batches of subscriptions (one statement each); the unique (subscription, module) key makes a
 * re-run, or a module the subscription already has, a no-op. Only modules still in the program
 * are added, so a module removed again before the job ran is skipped.
 */
@Injectable()
export class ModuleDistributionService {
  constructor(private readonly em: EntityManager) {}

  async distribute(
    programId: number,
    moduleIds: readonly number[],
    batchSize = BATCH_SIZE,
  ): Promise<DistributionResult> {
    const total: DistributionResult = { subscriptions: 0, added: 0 };
    if (moduleIds.length === 0) return total;
    let afterId = 0;
    for (;;) {
      const batch = await this.distributeBatch(programId, moduleIds, afterId, batchSize);
      total.subscriptions += batch.size;
      total.added += batch.added;
      if (batch.size < batchSize || batch.lastId === null) return total;
      afterId = batch.lastId;
    }
  }

  private async distributeBatch(
    programId: number,
    moduleIds: readonly number[],
    afterId: number,
    batchSize: number,
  ): Promise<{ size: number; added: number; lastId: number | null }> {
    const [row] = await this.em.execute<{ size: string; added: string; last_id: number | null }[]>(
      `with batch as (
         select s.id, s.is_trial from program_subscriptions s
         join program_subscription_programs sp on sp.subscription_id = s.id
         where sp.program_id = ? and s.status = 'active' and s.id > ?
         order by s.id limit ?
       ), program as (
         select open_all_modules from programs where id = ?
       ), wanted as (
         select pm.module_id,
                row_number() over (order by pm.kind desc, pm.position) as ord
         from program_modules pm
         where pm.program_id = ? and pm.module_id = any(?::int[])
       ), inserted as (
         insert into subscription_modules (subscription_id, module_id, position, is_open)
         select b.id, w.module_id,
                coalesce((select max(sm.position) from subscription_modules sm
                          where sm.subscription_id = b.id), 0) + w.ord,
                (select open_all_modules from program)
         from batch b cross join wanted w
         join modules m on m.id = w.module_id
         where not (b.is_trial and m.billable)
         on conflict (subscription_id, module_id) do nothing
         returning 1
       )
       select (select count(*) from batch) as size,
              (select count(*) from inserted) as added,
              (select max(id) from batch) as last_id`,
      [programId, afterId, batchSize, programId, programId, `{${moduleIds.join(',')}}`],
    );
    return {
      size: Number(row?.size ?? 0),
      added: Number(row?.added ?? 0),
      lastId: row?.last_id ?? null,
    };
  }

  /**
   * Adds a program's modules to one subscription (a program added to it), after its last module,
   * open when the program opens all modules, else locked; modules it already has stay where they
   * are. Answers how many were added.
   */
  async addProgramTo(
    subscriptionId: number,
    programId: number,
    em: EntityManager = this.em,
  ): Promise<number> {
    const [row] = await em.execute<{ added: string }[]>(
      `with program as (
         select open_all_modules from programs where id = ?
       ), wanted as (
         select pm.module_id,
                row_number() over (order by pm.kind desc, pm.position) as ord
         from program_modules pm
         where pm.program_id = ?
       ), inserted as (
         insert into subscription_modules (subscription_id, module_id, position, is_open)
         select ?, w.module_id,
                coalesce((select max(sm.position) from subscription_modules sm
                          where sm.subscription_id = ?), 0) + w.ord,
                (select open_all_modules from program)
         from wanted w
         on conflict (subscription_id, module_id) do nothing
         returning 1
       )
       select count(*) as added from inserted`,
      [programId, programId, subscriptionId, subscriptionId],
    );
    return Number(row?.added ?? 0);
  }
}
