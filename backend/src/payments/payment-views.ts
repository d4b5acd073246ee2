import { type Language } from 'src/common/i18n/language';
import {
  type Campaign,
  type Currency,
  type DiscountType,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
  type Product,
} from './payment-constants';
import { type PaymentRecord } from './payment-record.entity';
import { type PricingPlan } from './pricing-plan.entity';
import { type PromotionCode } from './promotion-code.entity';

export interface Money {
  /** In öre (minor units): divide by 100 for kronor. */
  amount: number;
  currency: Currency;
}

/** A plan as the payment dialog lists it (the specification: _id, id, name, description, price). */
export interface PricingPlanView {
  /** The plan's uuid. */
  _id: string;
  id: number;
  name: string;
  description: string;
  price: Money;
  product: Product;
  subscription_model_uuid: string;
  subscription_model_name: string;
  program_id: number;
  length_days: number;
  campaign: Campaign | null;
  valid_from: string | null;
  valid_to: string | null;
}

export function pricingPlanView(plan: PricingPlan, lang: Language): PricingPlanView {
  return {
    _id: plan.uuid,
    id: plan.id,
    name: lang === 'en' ? plan.nameEn : plan.nameSv,
    description: lang === 'en' ? plan.descriptionEn : plan.descriptionSv,
    price: { amount: plan.priceMinor, currency: plan.currency },
    product: plan.product,
    subscription_model_uuid: plan.subscriptionModel.uuid,
    subscription_model_name: plan.subscriptionModel.name,
    program_id: plan.program.id,
    length_days: plan.lengthDays,
    campaign: plan.campaign,
    valid_from: plan.validFrom,
    valid_to: plan.validTo,
  };
}

/** A plan in the console (react-admin record, id numeric), both languages. */
export interface PricingPlanRecord {
  id: number;
  uuid: string;
  name_sv: string;
  name_en: string;
  description_sv: string;
  description_en: string;
  price_minor: number;
  currency: Currency;
  product: Product;
  subscription_model_uuid: string;
  subscription_model_name: string;
  program_id: number;
  length_days: number;
  campaign: Campaign | null;
  valid_from: string | null;
  valid_to: string | null;
  active: boolean;
  /** Payment records naming the plan (a plan with any is never deleted). */
  payments: number;
  created_at: string;
  updated_at: string;
}

export function pricingPlanRecord(plan: PricingPlan, payments: number): PricingPlanRecord {
  return {
    id: plan.id,
    uuid: plan.uuid,
    name_sv: plan.nameSv,
    name_en: plan.nameEn,
    description_sv: plan.descriptionSv,
    description_en: plan.descriptionEn,
    price_minor: plan.priceMinor,
    currency: plan.currency,
    product: plan.product,
    subscription_model_uuid: plan.subscriptionModel.uuid,
    subscription_model_name: plan.subscriptionModel.name,
    program_id: plan.program.id,
    length_days: plan.lengthDays,
    campaign: plan.campaign,
    valid_from: plan.validFrom,
    valid_to: plan.validTo,
    active: plan.active,
    payments,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

/** A payment record as its client sees it (the specification: paymentId, paymentMethod, status). */
export interface PaymentRecordView {
  paymentId: string;
  paymentMethod: PaymentMethod;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  plan_id: number;
  /** The plan's price when the record was made. */
  price: Money;
  discount: Money;
  /** What the client pays. */
  amount: Money;
  promotion_code: string | null;
  idempotency_key: string;
  created_at: string;
  paid_at: string | null;
}

export function paymentRecordView(record: PaymentRecord): PaymentRecordView {
  const money = (amount: number): Money => ({ amount, currency: record.currency });
  return {
    paymentId: record.uuid,
    paymentMethod: record.method,
    status: record.status,
    purpose: record.purpose,
    plan_id: record.plan.id,
    price: money(record.priceMinor),
    discount: money(record.discountMinor),
    amount: money(record.amountMinor),
    promotion_code: record.promotionCode?.code ?? null,
    idempotency_key: record.idempotencyKey,
    created_at: record.createdAt.toISOString(),
    paid_at: record.paidAt?.toISOString() ?? null,
  };
}

/** A payment record in the console's list (react-admin record, id = the record's uuid). */
export interface PaymentRecordRow {
  id: string;
  /** Null once the account is removed (the record stays for bookkeeping). */
  user_uuid: string | null;
  plan_id: number;
  plan_name: string;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  status: PaymentStatus;
  price_minor: number;
  discount_minor: number;
  amount_minor: number;
  currency: Currency;
  promotion_code: string | null;
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export function paymentRecordRow(record: PaymentRecord, lang: Language): PaymentRecordRow {
  return {
    id: record.uuid,
    user_uuid: record.user?.uuid ?? null,
    plan_id: record.plan.id,
    plan_name: lang === 'en' ? record.plan.nameEn : record.plan.nameSv,
    purpose: record.purpose,
    method: record.method,
    status: record.status,
    price_minor: record.priceMinor,
    discount_minor: record.discountMinor,
    amount_minor: record.amountMinor,
    currency: record.currency,
    promotion_code: record.promotionCode?.code ?? null,
    provider_reference: record.providerReference,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    paid_at: record.paidAt?.toISOString() ?? null,
  };
}

/** A promotion code in the console (react-admin record, id numeric). */
export interface PromotionCodeRecord {
  id: number;
  uuid: string;
  code: string;
  discount_type: DiscountType;
  discount_value: number;
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  uses: number;
  campaign: Campaign | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export function promotionCodeRecord(code: PromotionCode): PromotionCodeRecord {
  return {
    id: code.id,
    uuid: code.uuid,
    code: code.code,
    discount_type: code.discountType,
    discount_value: code.discountValue,
    valid_from: code.validFrom,
    valid_to: code.validTo,
    max_uses: code.maxUses,
    uses: code.uses,
    campaign: code.campaign,
    active: code.active,
    created_at: code.createdAt.toISOString(),
    updated_at: code.updatedAt.toISOString(),
  };
}

/** A code applied to a user's account (the specification: code, user_uuid). */
export interface AppliedPromotionCodeView {
  code: string;
  user_uuid: string;
  discount_type: DiscountType;
  discount_value: number;
  valid_to: string | null;
  campaign: Campaign | null;
  applied_at: string;
}

/** What the free card form stored (the specification's four fields; the number as digits). */
export interface FreeCardView {
  free_card_number: string;
  valid_from: string;
  valid_to: string;
  region: string;
  /** The record paid with the card, when the form named one. */
  payment: PaymentRecordView | null;
}

/** The discount of a code on a price, in öre: never more than the price. */
export function discountOf(
  code: Pick<PromotionCode, 'discountType' | 'discountValue'>,
  price: number,
): number {
  const off =
    code.discountType === 'percent'
      ? Math.round((price * code.discountValue) / 100)
      : code.discountValue;
  return Math.min(off, price);
}
