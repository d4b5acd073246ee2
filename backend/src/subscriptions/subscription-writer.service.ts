import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { Attribute } from 'src/content/attribute.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { ProgramModule } from 'src/programs/program-module.entity';
import { Program } from 'src/programs/program.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { User } from 'src/users/user.entity';
import {
  type CreateSubscriptionDto,
  type EndTreatmentDto,
  type UpdateSubscriptionDto,
} from './dto/subscription-forms.dto';
import { ProgramSubscription } from './program-subscription.entity';
import { SubscriptionAccess } from './subscription-access.service';
import { addDays, isIsoDate, todayUtc, TRIAL_DAYS } from './subscription-dates';
import { SubscriptionModule } from './subscription-module.entity';
import { SubscriptionProgram } from './subscription-program.entity';
import { effectiveStatus, SubscriptionReader } from './subscription-reader.service';
import { type ProgramSubscriptionView } from './subscription-views';

/** What a paid payment record buys: the plan's model, program and length, for its client. */
export interface PaidSubscriptionOrder {
  userId: number;
  modelId: number;
  programId: number;
  lengthDays: number;
  paymentRecordId: number;
}

/**
 * What startPaid did: a new subscription, or the client's active one of the model carried on
 * (`trial`: their self-flag trial became the paid one; `active`: one they held already, lengthened).
 */
export interface PaidSubscriptionResult {
  subscriptionId: number;
  carriedOn: 'trial' | 'active' | null;
}

/** 409 unless the subscription is active (an active one past its end date is expired). */
export function assertActive(subscription: ProgramSubscription): void {
  const status = effectiveStatus(subscription, todayUtc());
  if (status !== 'active') {
    throw new ApiException(HttpStatus.CONFLICT, {
      key: 'subscriptions.notActive',
      params: { status },
    });
  }
}

function dateField(field: string, value: string | undefined): void {
  if (value !== undefined && !isIsoDate(value)) {
    throw ApiException.invalidData({ [field]: [{ key: 'subscriptions.dateInvalid' }] });
  }
}

/**
 * Creating, cancelling, updating (extending) a user's program subscription and ending a treatment.
 * The append rule: a client holds at most one active subscription per model, so one holding Self
 * study or Therapist assisted gets another only of the kind that is missing; the user's row is
 * locked while it is checked, so two requests at once cannot both pass. A client's own
 * (self-flag) subscription is a 30-day trial, once per model, and takes its programs' modules only: no extra modules and no opening of
 * all, no paid (billable) module, and a module locked in another of their active subscriptions
 * stays locked.
 */
@Injectable()
export class SubscriptionWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SubscriptionAccess,
    private readonly reader: SubscriptionReader,
  ) {}

  async create(
    caller: CallerAccess,
    userId: number,
    form: CreateSubscriptionDto,
    selfFlag: boolean,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const user = await this.target(caller, userId, selfFlag);
    if (selfFlag) {
      for (const field of ['start_date', 'end_date'] as const) {
        if (form[field] !== undefined) {
          throw ApiException.invalidData({ [field]: [{ key: 'subscriptions.trialDatesFixed' }] });
        }
      }
      // A client's own subscription holds its programs' modules as the programs give them: no
      // modules of their own choosing and no opening of every module.
      if ((form.module_ids ?? []).length > 0) {
        throw ApiException.invalidData({ module_ids: [{ key: 'subscriptions.selfNoModules' }] });
      }
      if (form.open_all_modules === true) {
        throw ApiException.invalidData({
          open_all_modules: [{ key: 'subscriptions.selfNoOpenAll' }],
        });
      }
    }
    dateField('start_date', form.start_date);
    dateField('end_date', form.end_date);
    if (user.role !== 'client') throw ApiException.conflict('subscriptions.onlyForClients');
    const model = await this.em.findOne(SubscriptionModel, { uuid: form.subscription_model_uuid });
    if (!model) {
      throw ApiException.invalidData({
        subscription_model_uuid: [{ key: 'subscriptions.modelUnknown' }],
      });
    }
    const programs = await this.programs(form.program_ids ?? [], model);
    const extraModules = await this.modules(form.module_ids ?? [], 'module_ids');
    const start = selfFlag ? todayUtc() : (form.start_date ?? todayUtc());
    const longest = Math.max(0, ...programs.map((program) => program.durationDays));
    const end = selfFlag
      ? addDays(start, TRIAL_DAYS)
      : (form.end_date ?? (longest > 0 ? addDays(start, longest) : null));
    if (end !== null && end < start) {
      throw ApiException.invalidData({ end_date: [{ key: 'subscriptions.endBeforeStart' }] });
    }
    const pending =
      user.activatedAt === null &&
      (await this.em.count(User, { id: user.id, passwordHash: null })) > 0;

    const id = await this.em.transactional(async (tx) => {
      await tx.execute('select id from users where id = ? for update', [user.id]);
      // Active subscriptions past their end date are expired: they no longer hold their model.
      await tx.execute(
        `update program_subscriptions set status = 'expired', updated_at = now()
          where user_id = ? and status = 'active' and end_date < ?`,
        [user.id, todayUtc()],
      );
      const held = await tx.count(ProgramSubscription, {
        user: user.id,
        subscriptionModel: model,
        status: 'active',
      });
      if (held > 0) {
        throw new ApiException(HttpStatus.CONFLICT, {
          key: 'subscriptions.alreadyHeld',
          params: { model: model.name },
        });
      }
      // A trial is once per model: an expired one is not renewed by asking again.
      if (
        selfFlag &&
        (await tx.count(ProgramSubscription, {
          user: user.id,
          subscriptionModel: model,
          // A trial turned into a paid subscription (startPaid) counts as the model's trial.
          $or: [{ isTrial: true }, { paymentRecord: { $ne: null } }],
        })) > 0
      ) {
        throw new ApiException(HttpStatus.CONFLICT, {
          key: 'subscriptions.trialUsed',
          params: { model: model.name },
        });
      }
      const subscription = tx.create(ProgramSubscription, {
        user: tx.getReference(User, user.id),
        subscriptionModel: tx.getReference(SubscriptionModel, model.id),
        startDate: start,
        endDate: end,
        isTrial: selfFlag,
        temporary: pending,
      });
      for (const program of programs) {
        tx.create(SubscriptionProgram, {
          subscription,
          program: tx.getReference(Program, program.id),
        });
      }
      let moduleIds = await this.moduleOrder(tx, programs, extraModules);
      const openAll = form.open_all_modules ?? programs.some((program) => program.openAllModules);
      let lockedElsewhere = new Set<number>();
      if (selfFlag) {
        moduleIds = await this.withoutPaid(tx, moduleIds);
        lockedElsewhere = await this.lockedModules(tx, user.id, moduleIds);
      }
      moduleIds.forEach((moduleId, index) =>
        tx.create(SubscriptionModule, {
          subscription,
          module: tx.getReference(ContentModule, moduleId),
          position: index + 1,
          isOpen: (openAll || index === 0) && !lockedElsewhere.has(moduleId),
        }),
      );
      await tx.flush();
      return subscription.id;
    });
    const subscription = await this.reader.load(id);
    await this.access.changed(
      caller,
      user,
      subscription,
      'create',
      {
        subscription_model_uuid: model.uuid,
        program_ids: programs.map((program) => program.id),
        self_flag: selfFlag,
        is_trial: selfFlag,
      },
      'create',
    );
    return this.reader.view(subscription, language);
  }

  async cancel(
    caller: CallerAccess,
    userId: number,
    reference: string,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const user = await this.access.user(caller, 'update', userId);
    const subscription = await this.access.subscription(user, reference);
    assertActive(subscription);
    subscription.status = 'cancelled';
    subscription.cancelledAt = new Date();
    await this.em.flush();
    await this.access.changed(caller, user, subscription, 'cancel');
    return this.reader.show(subscription.id, language);
  }

  /** Changes the dates; a new end date today or later reactivates an expired subscription. */
  async update(
    caller: CallerAccess,
    userId: number,
    reference: string,
    form: UpdateSubscriptionDto,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const user = await this.access.user(caller, 'update', userId);
    const subscription = await this.access.subscription(user, reference);
    if (form.start_date === undefined && form.end_date === undefined) {
      throw ApiException.invalidData({
        end_date: [{ key: 'subscriptions.nothingToChange' }],
      });
    }
    dateField('start_date', form.start_date);
    dateField('end_date', form.end_date);
    const today = todayUtc();
    const status = effectiveStatus(subscription, today);
    const extendsExpired = status === 'expired' && form.end_date !== undefined;
    if (!extendsExpired) assertActive(subscription);
    if (form.end_date !== undefined && form.end_date < today) {
      throw ApiException.invalidData({ end_date: [{ key: 'subscriptions.endDateInPast' }] });
    }
    const start = form.start_date ?? subscription.startDate;
    const end = form.end_date ?? subscription.endDate;
    if (start !== null && end !== null && end < start) {
      throw ApiException.invalidData({ end_date: [{ key: 'subscriptions.endBeforeStart' }] });
    }
    const before = { start_date: subscription.startDate, end_date: subscription.endDate };
    subscription.startDate = start;
    subscription.endDate = end;
    if (extendsExpired) subscription.status = 'active';
    await this.em.flush();
    await this.access.changed(caller, user, subscription, 'update', {
      before,
      after: { start_date: start, end_date: end },
      reactivated: extendsExpired,
    });
    return this.reader.show(subscription.id, language);
  }

  /** Ends the treatment for good: status `ended`, with an end_treatment reason. */
  async endTreatment(
    caller: CallerAccess,
    userId: number,
    reference: string,
    form: EndTreatmentDto,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const user = await this.access.user(caller, 'update', userId);
    const subscription = await this.access.subscription(user, reference);
    if (subscription.status === 'ended') throw ApiException.conflict('subscriptions.alreadyEnded');
    if (subscription.status === 'cancelled') assertActive(subscription);
    const reason = await this.em.findOne(
      Attribute,
      typeof form.reason === 'number'
        ? { type: 'end_treatment', id: form.reason }
        : { type: 'end_treatment', value: form.reason },
    );
    if (!reason) {
      throw ApiException.invalidData({ reason: [{ key: 'subscriptions.endReasonUnknown' }] });
    }
    subscription.status = 'ended';
    subscription.endedAt = new Date();
    subscription.endReason = reason.value;
    subscription.endComment = form.comment?.trim() || null;
    await this.em.flush();
    await this.access.changed(caller, user, subscription, 'end-treatment', {
      reason: reason.value,
    });
    return this.reader.show(subscription.id, language);
  }

  /**
   * The subscription a paid payment record buys, inside the transaction that marks it paid (the
   * payments' fulfilment; no caller, no access check: the record is the permission). Unlike a
   * trial it holds the program's paid (billable) modules. When the client holds an active
   * subscription of the model, that one is carried on rather than ended, so the module instances
   * and answers hanging off its modules stay where the client sees them: a trial becomes the paid
   * subscription (no longer a trial, ending `lengthDays` from today), any other is lengthened by
   * `lengthDays` from its end; the plan's program and its missing modules are appended.
   */
  async startPaid(
    tx: EntityManager,
    order: PaidSubscriptionOrder,
  ): Promise<PaidSubscriptionResult> {
    await tx.execute('select id from users where id = ? for update', [order.userId]);
    const today = todayUtc();
    await tx.execute(
      `update program_subscriptions set status = 'expired', updated_at = now()
        where user_id = ? and status = 'active' and end_date < ?`,
      [order.userId, today],
    );
    const program = await tx.findOneOrFail(Program, { id: order.programId });
    const held = await tx.findOne(
      ProgramSubscription,
      { user: order.userId, subscriptionModel: order.modelId, status: 'active' },
      { orderBy: { id: 'desc' }, populate: ['modules'] },
    );
    const record = tx.getReference(PaymentRecord, order.paymentRecordId);
    const subscription =
      held ??
      tx.create(ProgramSubscription, {
        user: tx.getReference(User, order.userId),
        subscriptionModel: tx.getReference(SubscriptionModel, order.modelId),
        startDate: today,
        endDate: addDays(today, order.lengthDays),
      });
    const carriedOn = held === null ? null : held.isTrial ? 'trial' : 'active';
    if (held) {
      const from =
        !held.isTrial && held.endDate !== null && held.endDate > today ? held.endDate : today;
      held.endDate = addDays(from, order.lengthDays);
      held.isTrial = false;
    }
    subscription.paymentRecord = record;
    if (!held || (await tx.count(SubscriptionProgram, { subscription: held, program })) === 0) {
      tx.create(SubscriptionProgram, { subscription, program });
    }
    const present = new Set(held ? held.modules.getItems().map((item) => item.module.id) : []);
    const last = Math.max(0, ...(held ? held.modules.getItems().map((item) => item.position) : []));
    const missing = (await this.moduleOrder(tx, [program], [])).filter((id) => !present.has(id));
    const locked = await this.lockedModules(tx, order.userId, missing);
    missing.forEach((moduleId, index) =>
      tx.create(SubscriptionModule, {
        subscription,
        module: tx.getReference(ContentModule, moduleId),
        position: last + index + 1,
        isOpen:
          (program.openAllModules || (present.size === 0 && index === 0)) && !locked.has(moduleId),
      }),
    );
    await tx.flush();
    return { subscriptionId: subscription.id, carriedOn };
  }

  /**
   * The user a new subscription is for. With self-flag, a client buys for themself: their own id
   * only. Otherwise the caller needs `user/subscription.create` covering the user.
   */
  private async target(caller: CallerAccess, userId: number, selfFlag: boolean): Promise<User> {
    if (selfFlag) {
      if (userId !== caller.userId) {
        throw new ApiException(HttpStatus.FORBIDDEN, { key: 'subscriptions.selfFlagOwnOnly' });
      }
      return this.em.findOneOrFail(User, { id: userId });
    }
    if (!caller.canAtAll('create', 'user/subscription')) {
      // Someone the caller cannot even read stays unknown to them.
      await this.access.user(caller, 'read', userId);
      throw ApiException.forbidden();
    }
    return this.access.user(caller, 'create', userId);
  }

  private async programs(ids: number[], model: SubscriptionModel): Promise<Program[]> {
    const unique = [...new Set(ids)];
    const found = await this.em.find(Program, { id: { $in: unique } });
    const byId = new Map(found.map((program) => [program.id, program]));
    for (const id of unique) {
      const program = byId.get(id);
      if (!program) {
        throw ApiException.invalidData({
          program_ids: [{ key: 'subscriptions.programUnknown', params: { id } }],
        });
      }
      if (program.subscriptionModel.id !== model.id) {
        throw ApiException.invalidData({
          program_ids: [{ key: 'subscriptions.programOtherModel', params: { id } }],
        });
      }
    }
    return unique.map((id) => byId.get(id) as Program);
  }

  /**
   * The modules, each existing and published, in the order sent (400 naming the field otherwise):
   * a draft is not given to a client.
   */
  async modules(ids: number[], field: string): Promise<number[]> {
    const seen = new Set<number>();
    for (const id of ids) {
      if (seen.has(id)) {
        throw ApiException.invalidData({
          [field]: [{ key: 'subscriptions.moduleDuplicated', params: { id } }],
        });
      }
      seen.add(id);
    }
    const found = new Map(
      (
        await this.em.find(ContentModule, { id: { $in: ids } }, { fields: ['id', 'isPublished'] })
      ).map((module) => [module.id, module.isPublished]),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw ApiException.invalidData({
        [field]: [{ key: 'subscriptions.moduleUnknown', params: { id: missing } }],
      });
    }
    const draft = ids.find((id) => found.get(id) !== true);
    if (draft !== undefined) {
      throw ApiException.invalidData({
        [field]: [{ key: 'subscriptions.moduleUnpublished', params: { id: draft } }],
      });
    }
    return ids;
  }

  /**
   * The modules less the paid (billable) ones: a client's own subscription grants a paid module
   * only with its paid record, which a trial has not (startPaid adds them when one is paid).
   */
  private async withoutPaid(tx: EntityManager, moduleIds: number[]): Promise<number[]> {
    if (moduleIds.length === 0) return moduleIds;
    const paid = new Set(
      (
        await tx.find(ContentModule, { id: { $in: moduleIds }, billable: true }, { fields: ['id'] })
      ).map((module) => module.id),
    );
    return moduleIds.filter((id) => !paid.has(id));
  }

  /**
   * Of the modules, those the client holds locked in another subscription that is still active
   * (a therapist locked it, or it is not their turn yet): a client's own subscription adds them
   * locked too, so it never opens what a therapist holds back.
   */
  private async lockedModules(
    tx: EntityManager,
    userId: number,
    moduleIds: number[],
  ): Promise<Set<number>> {
    if (moduleIds.length === 0) return new Set();
    const rows = await tx.execute<{ module_id: number }[]>(
      `select distinct sm.module_id from subscription_modules sm
         join program_subscriptions s on s.id = sm.subscription_id
        where s.user_id = ? and s.status = 'active' and not sm.is_open
          and sm.module_id = any(?::int[])`,
      [userId, `{${moduleIds.join(',')}}`],
    );
    return new Set(rows.map((row) => Number(row.module_id)));
  }

  /** The programs' modules (modules first, then assessments, each in program order), then extras. */
  private async moduleOrder(
    tx: EntityManager,
    programs: Program[],
    extra: number[],
  ): Promise<number[]> {
    const order: number[] = [];
    for (const program of programs) {
      const items = await tx.find(
        ProgramModule,
        { program: program.id },
        { orderBy: { kind: 'desc', position: 'asc' } },
      );
      order.push(...items.map((item) => item.module.id));
    }
    order.push(...extra);
    return [...new Set(order)];
  }
}
