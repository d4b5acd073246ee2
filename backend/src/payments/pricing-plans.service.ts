import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { Program } from 'src/programs/program.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { stockholmDay } from 'src/reminders/stockholm-time';
import {
  type CreatePricingPlanDto,
  type UpdatePricingPlanDto,
} from './dto/admin-payment-forms.dto';
import { type Campaign, type Product } from './payment-constants';
import { PaymentRecord } from './payment-record.entity';
import { PricingPlan } from './pricing-plan.entity';
import {
  type PricingPlanRecord,
  pricingPlanRecord,
  type PricingPlanView,
  pricingPlanView,
} from './payment-views';

export interface PlanListFilter {
  ids?: number[];
  keyword?: string;
  product?: Product;
  campaign?: Campaign;
  active?: boolean;
  offset: number;
  limit: number;
  orderBy: QueryOrderMap<PricingPlan>[];
}

const POPULATE = ['subscriptionModel', 'program'] as const;

/**
 * The plans a client is offered: active ones without a campaign, or of the campaign asked for
 * whose window holds today (Stockholm). Admins manage every plan.
 */
@Injectable()
export class PricingPlansService {
  constructor(private readonly em: EntityManager) {}

  async offered(lang: Language, campaign: Campaign | null): Promise<PricingPlanView[]> {
    const plans = await this.em.find(
      PricingPlan,
      { $and: [{ active: true, campaign }, this.inWindow()] },
      { populate: POPULATE, orderBy: [{ priceMinor: 'asc' }, { id: 'asc' }] },
    );
    return plans.map((plan) => pricingPlanView(plan, lang));
  }

  /** A plan a client may buy today (offered in some list), else 400 naming plan_id. */
  async offeredPlan(id: number): Promise<PricingPlan> {
    const plan = await this.em.findOne(
      PricingPlan,
      { $and: [{ id, active: true }, this.inWindow()] },
      { populate: POPULATE },
    );
    if (!plan) throw ApiException.invalidData({ plan_id: [{ key: 'payments.planUnknown' }] });
    return plan;
  }

  async list(filter: PlanListFilter): Promise<{ rows: PricingPlanRecord[]; total: number }> {
    const where: FilterQuery<PricingPlan>[] = [];
    if (filter.ids) where.push({ id: { $in: filter.ids } });
    if (filter.product) where.push({ product: filter.product });
    if (filter.campaign) where.push({ campaign: filter.campaign });
    if (filter.active !== undefined) where.push({ active: filter.active });
    if (filter.keyword) {
      const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push({ $or: [{ nameSv: { $ilike: like } }, { nameEn: { $ilike: like } }] });
    }
    const [plans, total] = await this.em.findAndCount(
      PricingPlan,
      { $and: where },
      { populate: POPULATE, orderBy: filter.orderBy, offset: filter.offset, limit: filter.limit },
    );
    const counts = await this.paymentCounts(plans.map((plan) => plan.id));
    return { rows: plans.map((plan) => pricingPlanRecord(plan, counts.get(plan.id) ?? 0)), total };
  }

  async show(id: number): Promise<PricingPlanRecord> {
    const plan = await this.find(id);
    return pricingPlanRecord(plan, await this.paymentCount(id));
  }

  async create(form: CreatePricingPlanDto): Promise<PricingPlanRecord> {
    const model = await this.model(form.subscription_model_uuid);
    const program = await this.program(form.program_id, model);
    window(form.valid_from ?? null, form.valid_to ?? null);
    const plan = this.em.create(PricingPlan, {
      nameSv: form.name_sv.trim(),
      nameEn: form.name_en.trim(),
      descriptionSv: form.description_sv ?? '',
      descriptionEn: form.description_en ?? '',
      priceMinor: form.price_minor,
      product: form.product,
      subscriptionModel: model,
      program,
      lengthDays: form.length_days,
      campaign: form.campaign ?? null,
      validFrom: form.valid_from ?? null,
      validTo: form.valid_to ?? null,
      active: form.active ?? true,
    });
    await this.em.flush();
    return pricingPlanRecord(plan, 0);
  }

  /** Saves the fields sent; a plan is deactivated with `active: false`. */
  async update(id: number, form: UpdatePricingPlanDto): Promise<PricingPlanRecord> {
    const plan = await this.find(id);
    const model =
      form.subscription_model_uuid !== undefined
        ? await this.model(form.subscription_model_uuid)
        : plan.subscriptionModel;
    if (form.program_id !== undefined || model.id !== plan.subscriptionModel.id) {
      plan.program = await this.program(form.program_id ?? plan.program.id, model);
    }
    plan.subscriptionModel = model;
    const validFrom = form.valid_from !== undefined ? form.valid_from : plan.validFrom;
    const validTo = form.valid_to !== undefined ? form.valid_to : plan.validTo;
    window(validFrom, validTo);
    plan.validFrom = validFrom;
    plan.validTo = validTo;
    if (form.name_sv !== undefined) plan.nameSv = form.name_sv.trim();
    if (form.name_en !== undefined) plan.nameEn = form.name_en.trim();
    if (form.description_sv !== undefined) plan.descriptionSv = form.description_sv;
    if (form.description_en !== undefined) plan.descriptionEn = form.description_en;
    if (form.price_minor !== undefined) plan.priceMinor = form.price_minor;
    if (form.product !== undefined) plan.product = form.product;
    if (form.length_days !== undefined) plan.lengthDays = form.length_days;
    if (form.campaign !== undefined) plan.campaign = form.campaign;
    if (form.active !== undefined) plan.active = form.active;
    await this.em.flush();
    return pricingPlanRecord(plan, await this.paymentCount(id));
  }

  /** Deletes a plan nobody has paid for or tried to (409 when any payment record names it). */
  async remove(id: number): Promise<PricingPlanRecord> {
    const plan = await this.find(id);
    const record = pricingPlanRecord(plan, 0);
    await this.em.transactional(async (tx) => {
      await tx.execute('select id from pricing_plans where id = ? for update', [id]);
      if ((await tx.count(PaymentRecord, { plan: id })) > 0) {
        throw ApiException.conflict('payments.planHasPayments');
      }
      await tx.nativeDelete(PricingPlan, { id });
    });
    return record;
  }

  private inWindow(): FilterQuery<PricingPlan> {
    const today = stockholmDay(new Date());
    return {
      $and: [
        { $or: [{ validFrom: null }, { validFrom: { $lte: today } }] },
        { $or: [{ validTo: null }, { validTo: { $gte: today } }] },
      ],
    };
  }

  private async find(id: number): Promise<PricingPlan> {
    const plan = await this.em.findOne(PricingPlan, { id }, { populate: POPULATE });
    if (!plan) throw ApiException.notFound();
    return plan;
  }

  private async model(uuid: string): Promise<SubscriptionModel> {
    const model = await this.em.findOne(SubscriptionModel, { uuid });
    if (!model) {
      throw ApiException.invalidData({
        subscription_model_uuid: [{ key: 'payments.subscriptionModelUnknown' }],
      });
    }
    return model;
  }

  private async program(id: number, model: SubscriptionModel): Promise<Program> {
    const program = await this.em.findOne(Program, { id });
    if (!program)
      throw ApiException.invalidData({ program_id: [{ key: 'payments.programUnknown' }] });
    if (program.subscriptionModel.id !== model.id) {
      throw ApiException.invalidData({ program_id: [{ key: 'payments.programOtherModel' }] });
    }
    return program;
  }

  private async paymentCount(planId: number): Promise<number> {
    return this.em.count(PaymentRecord, { plan: planId });
  }

  private async paymentCounts(planIds: number[]): Promise<Map<number, number>> {
    if (planIds.length === 0) return new Map();
    const rows = await this.em.execute<{ plan_id: number; count: string }[]>(
      'select plan_id, count(*) as count from payment_records where plan_id = any(?::int[]) group by plan_id',
      [`{${planIds.join(',')}}`],
    );
    return new Map(rows.map((row) => [Number(row.plan_id), Number(row.count)]));
  }
}

/** 400 when the last day comes before the first. */
function window(validFrom: string | null, validTo: string | null): void {
  if (validFrom !== null && validTo !== null && validTo < validFrom) {
    throw ApiException.invalidData({ valid_to: [{ key: 'payments.campaignWindow' }] });
  }
}
