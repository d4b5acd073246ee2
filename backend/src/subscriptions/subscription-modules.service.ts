import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { ContentModule } from 'src/content/content-module.entity';
import { Program } from 'src/programs/program.entity';
import {
  type AddModulesDto,
  type ReorderModulesDto,
  type UpdateSubscriptionModuleDto,
} from './dto/subscription-forms.dto';
import { ModuleDistributionService } from './module-distribution.service';
import { type ProgramSubscription } from './program-subscription.entity';
import { SubscriptionAccess } from './subscription-access.service';
import { SubscriptionModule } from './subscription-module.entity';
import { SubscriptionProgram } from './subscription-program.entity';
import { SubscriptionReader } from './subscription-reader.service';
import { type ProgramSubscriptionView } from './subscription-views';
import { assertActive, SubscriptionWriter } from './subscription-writer.service';

interface Target {
  user: Awaited<ReturnType<SubscriptionAccess['user']>>;
  subscription: ProgramSubscription;
}

/**
 * The modules and programs of an active subscription: add modules open or closed, reorder, lock,
 * unlock, remove; add a program (its modules come along) or cancel one. A module appears once per
 * subscription (a unique key; adding one it has is a 409).
 */
@Injectable()
export class SubscriptionModulesService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SubscriptionAccess,
    private readonly reader: SubscriptionReader,
    private readonly writer: SubscriptionWriter,
    private readonly distribution: ModuleDistributionService,
  ) {}

  async addModules(
    caller: CallerAccess,
    userId: number,
    reference: string,
    form: AddModulesDto,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const { user, subscription } = await this.target(caller, userId, reference);
    if (form.module_ids.length === 0) {
      throw ApiException.invalidData({ module_ids: [{ key: 'subscriptions.modulesRequired' }] });
    }
    const ids = await this.writer.modules(form.module_ids, 'module_ids');
    await this.em.transactional(async (tx) => {
      await this.lock(tx, subscription);
      const held = await tx.find(SubscriptionModule, {
        subscription: subscription.id,
        module: { $in: ids },
      });
      if (held.length > 0) {
        throw new ApiException(
          HttpStatus.CONFLICT,
          { key: 'subscriptions.moduleAlreadyAdded', params: { id: held[0].module.id } },
          {
            module_ids: [
              { key: 'subscriptions.moduleAlreadyAdded', params: { id: held[0].module.id } },
            ],
          },
        );
      }
      const last = await this.lastPosition(tx, subscription);
      ids.forEach((moduleId, index) =>
        tx.create(SubscriptionModule, {
          subscription: subscription.id,
          module: tx.getReference(ContentModule, moduleId),
          position: last + index + 1,
          isOpen: form.is_open ?? false,
        }),
      );
      await tx.flush();
    });
    await this.access.changed(caller, user, subscription, 'modules.add', {
      module_ids: ids,
      is_open: form.is_open ?? false,
    });
    return this.reader.show(subscription.id, language);
  }

  /** Puts the modules in exactly the order sent: every module of the subscription, once. */
  async reorder(
    caller: CallerAccess,
    userId: number,
    reference: string,
    form: ReorderModulesDto,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const { user, subscription } = await this.target(caller, userId, reference);
    await this.em.transactional(async (tx) => {
      await this.lock(tx, subscription);
      const items = await tx.find(
        SubscriptionModule,
        { subscription: subscription.id },
        { orderBy: { position: 'asc', id: 'asc' } },
      );
      const byModule = new Map(items.map((item) => [item.module.id, item]));
      const sent = new Set(form.modules);
      const duplicate = form.modules.find((id, index) => form.modules.indexOf(id) !== index);
      if (duplicate !== undefined) {
        throw ApiException.invalidData({
          modules: [{ key: 'subscriptions.moduleDuplicated', params: { id: duplicate } }],
        });
      }
      const missing = items.map((item) => item.module.id).filter((id) => !sent.has(id));
      const extra = form.modules.filter((id) => !byModule.has(id));
      if (missing.length > 0 || extra.length > 0) {
        const params = { missing: missing.join(', ') || '-', extra: extra.join(', ') || '-' };
        throw ApiException.invalidData({
          modules: [{ key: 'subscriptions.orderNotPermutation', params }],
        });
      }
      form.modules.forEach((id, index) => {
        (byModule.get(id) as SubscriptionModule).position = index + 1;
      });
      await tx.flush();
    });
    await this.access.changed(caller, user, subscription, 'modules.reorder', {
      module_ids: form.modules,
    });
    return this.reader.show(subscription.id, language);
  }

  /** Opens (unlocks) or locks a module, or sets its status; an empty change opens it. */
  async updateModule(
    caller: CallerAccess,
    userId: number,
    reference: string,
    moduleId: number,
    form: UpdateSubscriptionModuleDto,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const { user, subscription } = await this.target(caller, userId, reference);
    const item = await this.item(subscription, moduleId);
    const isOpen = form.is_open ?? (form.module_status === undefined ? true : item.isOpen);
    item.isOpen = isOpen;
    if (form.module_status !== undefined) item.moduleStatus = form.module_status;
    await this.em.flush();
    await this.access.changed(caller, user, subscription, 'module.update', {
      module_id: moduleId,
      is_open: isOpen,
      module_status: item.moduleStatus,
    });
    return this.reader.show(subscription.id, language);
  }

  async removeModule(
    caller: CallerAccess,
    userId: number,
    reference: string,
    moduleId: number,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const { user, subscription } = await this.target(caller, userId, reference);
    const item = await this.item(subscription, moduleId);
    await this.em.transactional(async (tx) => {
      await this.lock(tx, subscription);
      // The client's rounds hold their answers and reports: health records that must outlive a
      // change of plan. A module the client has started is locked instead.
      const [started] = await tx.execute<{ started: boolean }[]>(
        'select exists(select 1 from module_instances where subscription_module_id = ?) as started',
        [item.id],
      );
      if (started.started) throw ApiException.conflict('subscriptions.moduleStarted');
      await tx.nativeDelete(SubscriptionModule, { id: item.id });
      await tx.execute(
        `update subscription_modules set position = position - 1, updated_at = now()
          where subscription_id = ? and position > ?`,
        [subscription.id, item.position],
      );
    });
    await this.access.changed(caller, user, subscription, 'module.remove', {
      module_id: moduleId,
    });
    return this.reader.show(subscription.id, language);
  }

  /** Adds a program of the subscription's model; its modules follow the last one. */
  async addProgram(
    caller: CallerAccess,
    userId: number,
    reference: string,
    programId: number,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const { user, subscription } = await this.target(caller, userId, reference);
    const program = await this.em.findOne(Program, { id: programId });
    if (!program) {
      throw ApiException.invalidData({
        program_id: [{ key: 'subscriptions.programUnknown', params: { id: programId } }],
      });
    }
    if (program.subscriptionModel.id !== subscription.subscriptionModel.id) {
      throw ApiException.invalidData({
        program_id: [{ key: 'subscriptions.programOtherModel', params: { id: programId } }],
      });
    }
    const added = await this.em.transactional(async (tx) => {
      await this.lock(tx, subscription);
      const held = await tx.count(SubscriptionProgram, {
        subscription: subscription.id,
        program: programId,
      });
      if (held > 0) throw ApiException.conflict('subscriptions.programAlreadyAdded');
      await tx.execute(
        'insert into program_subscription_programs (subscription_id, program_id) values (?, ?)',
        [subscription.id, programId],
      );
      return this.distribution.addProgramTo(subscription.id, programId, tx);
    });
    await this.access.changed(caller, user, subscription, 'program.add', {
      program_id: programId,
      modules_added: added,
    });
    return this.reader.show(subscription.id, language);
  }

  /**
   * Takes a program out of the subscription with the modules only it brought, except modules the
   * client has started (a round exists, even one later reset to 0 %), which stay.
   */
  async cancelProgram(
    caller: CallerAccess,
    userId: number,
    reference: string,
    programId: number,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const { user, subscription } = await this.target(caller, userId, reference);
    const removed = await this.em.transactional(async (tx) => {
      await this.lock(tx, subscription);
      const deleted = await tx.nativeDelete(SubscriptionProgram, {
        subscription: subscription.id,
        program: programId,
      });
      if (deleted === 0) throw ApiException.notFound('subscriptions.programNotInSubscription');
      const rows = await tx.execute<{ id: number }[]>(
        `delete from subscription_modules sm
          where sm.subscription_id = ?
            and not exists (select 1 from module_instances i where i.subscription_module_id = sm.id)
            and sm.module_id in (select module_id from program_modules where program_id = ?)
            and not exists (
              select 1 from program_subscription_programs sp
                join program_modules pm on pm.program_id = sp.program_id
               where sp.subscription_id = sm.subscription_id and pm.module_id = sm.module_id)
          returning sm.id`,
        [subscription.id, programId],
      );
      // Close up the order.
      await tx.execute(
        `update subscription_modules sm set position = ranked.ord, updated_at = now()
           from (select id, row_number() over (order by position, id) as ord
                   from subscription_modules where subscription_id = ?) ranked
          where sm.id = ranked.id and sm.position <> ranked.ord`,
        [subscription.id],
      );
      return rows.length;
    });
    await this.access.changed(caller, user, subscription, 'program.cancel', {
      program_id: programId,
      modules_removed: removed,
    });
    return this.reader.show(subscription.id, language);
  }

  private async target(caller: CallerAccess, userId: number, reference: string): Promise<Target> {
    const user = await this.access.user(caller, 'update', userId);
    const subscription = await this.access.subscription(user, reference);
    assertActive(subscription);
    return { user, subscription };
  }

  private async item(
    subscription: ProgramSubscription,
    moduleId: number,
  ): Promise<SubscriptionModule> {
    const item = await this.em.findOne(SubscriptionModule, {
      subscription: subscription.id,
      module: moduleId,
    });
    if (!item) throw ApiException.notFound('subscriptions.moduleNotInSubscription');
    return item;
  }

  /** Changes to one subscription's modules run one after another. */
  private async lock(tx: EntityManager, subscription: ProgramSubscription): Promise<void> {
    await tx.execute('select id from program_subscriptions where id = ? for update', [
      subscription.id,
    ]);
  }

  private async lastPosition(tx: EntityManager, subscription: ProgramSubscription) {
    const [row] = await tx.execute<{ last: number | null }[]>(
      'select max(position) as last from subscription_modules where subscription_id = ?',
      [subscription.id],
    );
    return row?.last ?? 0;
  }
}
