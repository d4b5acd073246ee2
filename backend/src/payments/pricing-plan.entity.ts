import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { Program } from 'src/programs/program.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { CAMPAIGNS, type Campaign, CURRENCY, PRODUCTS, type Product } from './payment-constants';

/**
 * What a client can buy: a product (`digital_treatment`, `self_help`) that starts a subscription
 * of one model to one program for `lengthDays`, at a price in öre. A plan of a campaign
 * (`new_year_promotion`) is offered only inside its window. A plan with payments is deactivated,
 * never deleted (its payment records name it).
 */
@Entity({ tableName: 'pricing_plans' })
@Check({ name: 'pricing_plans_price_minor_check', expression: 'price_minor >= 0' })
@Check({ name: 'pricing_plans_length_days_check', expression: 'length_days > 0' })
export class PricingPlan extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'string', length: 200 })
  nameSv!: string;

  @Property({ type: 'string', length: 200 })
  nameEn!: string;

  @Property({ type: 'text' })
  descriptionSv: string & Opt = '';

  @Property({ type: 'text' })
  descriptionEn: string & Opt = '';

  /** The price in öre (minor units): 49900 is 499 kr. */
  @Property({ type: 'integer' })
  priceMinor!: number;

  @Property({ type: 'string', length: 3, default: CURRENCY })
  currency: typeof CURRENCY & Opt = CURRENCY;

  @Enum({ items: [...PRODUCTS] })
  product!: Product;

  @ManyToOne(() => SubscriptionModel, { deleteRule: 'restrict', index: true })
  subscriptionModel!: SubscriptionModel;

  @ManyToOne(() => Program, { deleteRule: 'restrict', index: true })
  program!: Program;

  @Property({ type: 'integer' })
  lengthDays!: number;

  @Enum({ items: [...CAMPAIGNS], nullable: true })
  campaign: (Campaign & Opt) | null = null;

  /** The campaign's first and last day (Stockholm dates), both included; null: open. */
  @Property({ type: 'date', nullable: true })
  validFrom: (string & Opt) | null = null;

  @Property({ type: 'date', nullable: true })
  validTo: (string & Opt) | null = null;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;
}
