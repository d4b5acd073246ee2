import { Check, Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from 'src/companies/company.entity';
import { Timestamped } from 'src/database/timestamps';

/**
 * What a company has bought: a licensed price per user and a metered price per credit (öre), the
 * credits it holds and how many one user may spend. One per company. `creditsTaken` is the
 * company-wide spend, raised only by a guarded UPDATE when a usage record is written; the check
 * constraint keeps it within `creditAmount` even if code were wrong.
 */
@Entity({ tableName: 'company_subscriptions' })
@Check({
  name: 'company_subscriptions_credits_check',
  expression: 'credits_taken >= 0 and credits_taken <= credit_amount',
})
export class CompanySubscription extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => Company, { deleteRule: 'cascade', unique: true })
  company!: Company;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'date' })
  billingStartDate!: string;

  /** Usage type licensed: the price per user and month, in öre. */
  @Property({ type: 'integer' })
  licensedPricePerUser!: number;

  /** Usage type metered: the price per credit, in öre. */
  @Property({ type: 'integer' })
  meteredPricePerCredit!: number;

  @Property({ type: 'integer' })
  creditAmount!: number;

  @Property({ type: 'integer' })
  creditLimitPerUser!: number;

  @Property({ type: 'integer', default: 0 })
  creditsTaken: number & Opt = 0;

  /** A subscription model of the programs catalogue (kept as a uuid, not a foreign key). */
  @Property({ type: 'uuid' })
  subscriptionModelUuid!: string;

  /** The payment provider's price id of the licensed (per user) price. */
  @Property({ type: 'string', length: 255, nullable: true })
  licensedPriceId: (string & Opt) | null = null;

  /** The payment provider's price id of the metered (per credit) price. */
  @Property({ type: 'string', length: 255, nullable: true })
  meteredPriceId: (string & Opt) | null = null;
}
