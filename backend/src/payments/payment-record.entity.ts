import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { User } from 'src/users/user.entity';
import {
  CURRENCY,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
} from './payment-constants';
import { PricingPlan } from './pricing-plan.entity';
import { PromotionCode } from './promotion-code.entity';

/**
 * One purchase attempt of a plan by a client. The amount is the server's: the plan's price less
 * the promotion code's discount (0 when paid by a free card). Kept when the account is removed
 * (bookkeeping): the user becomes null, the record stays.
 */
@Entity({ tableName: 'payment_records' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
@Check({ name: 'payment_records_amount_minor_check', expression: 'amount_minor >= 0' })
export class PaymentRecord extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The record's public id (`paymentId`). */
  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user!: User | null;

  @ManyToOne(() => PricingPlan, { deleteRule: 'restrict', index: true })
  plan!: PricingPlan;

  @Enum({ items: [...PAYMENT_PURPOSES] })
  purpose!: PaymentPurpose;

  @Enum({ items: [...PAYMENT_METHODS] })
  method!: PaymentMethod;

  @Enum({ items: [...PAYMENT_STATUSES], default: 'initiated' })
  status: PaymentStatus & Opt = 'initiated';

  /** The plan's price when the record was made, in öre. */
  @Property({ type: 'integer' })
  priceMinor!: number;

  /** What the promotion code took off, in öre. */
  @Property({ type: 'integer', default: 0 })
  discountMinor: number & Opt = 0;

  /** What the client pays, in öre. */
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Property({ type: 'string', length: 3, default: CURRENCY })
  currency: typeof CURRENCY & Opt = CURRENCY;

  @ManyToOne(() => PromotionCode, { nullable: true, deleteRule: 'restrict', index: true })
  promotionCode: (PromotionCode & Opt) | null = null;

  /** The provider's id of the payment (Swish instruction, checkout session); none for free cards. */
  @Property({ type: 'string', length: 200, nullable: true })
  @Unique()
  providerReference: (string & Opt) | null = null;

  /** The client's key for this purchase: the same key again answers the same record. */
  @Property({ type: 'string', length: 100 })
  @Unique()
  idempotencyKey!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  paidAt: (Date & Opt) | null = null;
}
