import {
  type FilterQuery,
  type QueryOrderMap,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { todayUtc } from 'src/subscriptions/subscription-dates';
import { User } from 'src/users/user.entity';
import { type LogPaymentRequestDto, type UpdatePaymentRecordDto } from './dto/payment-forms.dto';
import { FreeCardsService } from './free-cards.service';
import { type Fulfilment, PaymentFulfilment } from './payment-fulfilment.service';
import { type PaymentMethod, type PaymentPurpose, type PaymentStatus } from './payment-constants';
import { PaymentRecord } from './payment-record.entity';
import { notInitiated } from './payment-refusals';
import {
  discountOf,
  type PaymentRecordRow,
  paymentRecordRow,
  type PaymentRecordView,
  paymentRecordView,
} from './payment-views';
import { type PricingPlan } from './pricing-plan.entity';
import { PricingPlansService } from './pricing-plans.service';
import { PromotionCodesService } from './promotion-codes.service';

const POPULATE = ['plan', 'promotionCode', 'user'] as const;

export interface RecordListFilter {
  ids?: string[];
  status?: PaymentStatus;
  method?: PaymentMethod;
  purpose?: PaymentPurpose;
  userUuid?: string;
  planId?: number;
  /** Made on or after this day, and before the day after `createdTo` (UTC days). */
  createdFrom?: string;
  createdTo?: string;
  offset: number;
  limit: number;
  orderBy: QueryOrderMap<PaymentRecord>[];
}

/**
 * Payment records: step 1 of the payment dialog makes one (`initiated`, the amount the server's),
 * step 2 changes its method while it is still `initiated`. No call of a client moves a record to
 * `paid`, except paying 0 kr with a free card valid on the day.
 */
@Injectable()
export class PaymentRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly plans: PricingPlansService,
    private readonly codes: PromotionCodesService,
    private readonly freeCards: FreeCardsService,
    private readonly fulfilment: PaymentFulfilment,
  ) {}

  /** POST /client/user/log-payment-request. */
  async log(caller: CallerAccess, form: LogPaymentRequestDto): Promise<PaymentRecordView> {
    caller.assertCan('create', 'payment', { userUuid: caller.userUuid });
    const again = await this.byKey(caller, form);
    if (again) return again;
    const buyer = await this.em.findOneOrFail(User, { id: caller.userId }, { fields: ['role'] });
    if (buyer.role !== 'client') throw ApiException.forbidden('payments.onlyClients');
    const plan = await this.plans.offeredPlan(form.plan_id);
    const method = form.payment_method ?? 'swish';
    if (method === 'free_card') await this.freeCards.usableCard(caller.userId);
    await assertModelNotHeld(this.em, caller.userId, plan);
    let fulfilment: Fulfilment | null = null;
    try {
      fulfilment = await this.em.transactional(async (tx) => {
        // One purchase of a user at a time: a second request with the same key waits and finds it.
        await tx.execute('select id from users where id = ? for update', [caller.userId]);
        if ((await tx.count(PaymentRecord, { idempotencyKey: form.idempotency_key })) > 0) {
          return null;
        }
        await assertModelNotHeld(tx, caller.userId, plan);
        const byFreeCard = method === 'free_card';
        // A free card pays everything: a promotion code is left unused for a later purchase.
        const code =
          !byFreeCard && form.promotion_code !== undefined && form.promotion_code.trim() !== ''
            ? await this.codes.forPurchase(tx, form.promotion_code, caller.userId)
            : null;
        const discount = code ? discountOf(code, plan.priceMinor) : 0;
        const record = tx.create(PaymentRecord, {
          user: tx.getReference(User, caller.userId),
          plan,
          purpose: form.purpose ?? 'purchaseNewModule',
          method,
          priceMinor: plan.priceMinor,
          discountMinor: discount,
          amountMinor: byFreeCard ? 0 : plan.priceMinor - discount,
          promotionCode: code,
          idempotencyKey: form.idempotency_key,
        });
        await tx.flush();
        // A card valid today pays at once: marked paid and fulfilled in this transaction.
        return byFreeCard ? this.fulfilment.markPaid(tx, record.id, 'free_card') : null;
      });
    } catch (error) {
      // Another request with the same key committed first: answered like a repeat.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const first = await this.byKey(caller, form);
      if (!first) throw error;
      return first;
    }
    await this.fulfilment.afterCommit(fulfilment);
    // The record of the key, made now or by a request that came first: the caller's, or 409 when
    // it is someone else's or for another plan.
    const made = await this.byKey(caller, form);
    if (!made) throw new Error('A payment record was neither made nor found by its key');
    return made;
  }

  /** POST /client/user/update-payment-record/{id}: the method, while the record is `initiated`. */
  async updateMethod(
    caller: CallerAccess,
    uuid: string,
    form: UpdatePaymentRecordDto,
  ): Promise<PaymentRecordView> {
    const record = await this.own(caller, 'update', uuid);
    // The client's own step 2: an admin's wider grant (refunds) does not choose a method for them.
    if (record.user?.id !== caller.userId) throw ApiException.notFound();
    if (record.status !== 'initiated') throw notInitiated(record.status);
    if (form.payment_method === 'free_card') await this.freeCards.assertOffered(caller.userId);
    const changed = await this.em.nativeUpdate(
      PaymentRecord,
      { id: record.id, status: 'initiated' },
      { method: form.payment_method },
    );
    if (changed === 0) {
      const now = await this.em.findOneOrFail(PaymentRecord, { id: record.id }, { refresh: true });
      throw notInitiated(now.status);
    }
    return this.view(record.id);
  }

  /** The console's list: every record the caller's payment.read reaches, with filters. */
  async list(
    caller: CallerAccess,
    filter: RecordListFilter,
    lang: Language,
  ): Promise<{ rows: PaymentRecordRow[]; total: number }> {
    const where: FilterQuery<PaymentRecord>[] = [this.readable(caller)];
    if (filter.ids) where.push({ uuid: { $in: filter.ids } });
    if (filter.status) where.push({ status: filter.status });
    if (filter.method) where.push({ method: filter.method });
    if (filter.purpose) where.push({ purpose: filter.purpose });
    if (filter.userUuid) where.push({ user: { uuid: filter.userUuid } });
    if (filter.planId) where.push({ plan: filter.planId });
    if (filter.createdFrom)
      where.push({ createdAt: { $gte: new Date(`${filter.createdFrom}T00:00:00Z`) } });
    if (filter.createdTo) {
      const end = new Date(`${filter.createdTo}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      where.push({ createdAt: { $lt: end } });
    }
    const [records, total] = await this.em.findAndCount(
      PaymentRecord,
      { $and: where },
      { populate: POPULATE, orderBy: filter.orderBy, offset: filter.offset, limit: filter.limit },
    );
    return { rows: records.map((record) => paymentRecordRow(record, lang)), total };
  }

  async show(caller: CallerAccess, uuid: string, lang: Language): Promise<PaymentRecordRow> {
    return paymentRecordRow(await this.own(caller, 'read', uuid), lang);
  }

  /** The record of this key: the caller's (answered again), or 409 when it is someone else's. */
  private async byKey(
    caller: CallerAccess,
    form: LogPaymentRequestDto,
  ): Promise<PaymentRecordView | null> {
    const record = await this.em.findOne(
      PaymentRecord,
      { idempotencyKey: form.idempotency_key },
      { populate: POPULATE, refresh: true },
    );
    if (!record) return null;
    if (record.user?.id !== caller.userId || record.plan.id !== form.plan_id) {
      throw ApiException.conflict('payments.idempotencyKeyTaken', {
        idempotency_key: [{ key: 'payments.idempotencyKeyTaken' }],
      });
    }
    return paymentRecordView(record);
  }

  /** A record the caller's grant reaches for the action, else 404. */
  private async own(
    caller: CallerAccess,
    action: 'read' | 'update',
    uuid: string,
  ): Promise<PaymentRecord> {
    const record = await this.em.findOne(PaymentRecord, { uuid }, { populate: POPULATE });
    if (!record) throw ApiException.notFound();
    caller.assertCan(action, 'payment', { userUuid: record.user?.uuid ?? null });
    return record;
  }

  private readable(caller: CallerAccess): FilterQuery<PaymentRecord> {
    const scope = caller.filter('read', 'payment');
    if (scope.kind === 'all') return {};
    if (scope.kind === 'none') return { id: { $in: [] } };
    return { user: { uuid: { $in: scope.userUuids } } };
  }

  private async view(id: number): Promise<PaymentRecordView> {
    const record = await this.em.findOneOrFail(
      PaymentRecord,
      { id },
      { populate: POPULATE, refresh: true },
    );
    return paymentRecordView(record);
  }
}

/**
 * 409 when the client holds an active subscription of the plan's model that is not a trial (one
 * bought before, or given by a care provider): they do not pay for what they have. An active trial
 * does not refuse: the purchase turns it into the paid subscription.
 */
async function assertModelNotHeld(
  em: EntityManager,
  userId: number,
  plan: PricingPlan,
): Promise<void> {
  const [held] = await em.execute<{ name: string }[]>(
    `select m.name from program_subscriptions s
       join subscription_models m on m.id = s.subscription_model_id
      where s.user_id = ? and s.subscription_model_id = ? and s.status = 'active'
        and not s.is_trial and (s.end_date is null or s.end_date >= ?)
      limit 1`,
    [userId, plan.subscriptionModel.id, todayUtc()],
  );
  if (held) {
    throw new ApiException(HttpStatus.CONFLICT, {
      key: 'payments.modelAlreadyHeld',
      params: { model: held.name },
    });
  }
}
