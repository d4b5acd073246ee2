import { Entity, Enum, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';

export const PRODUCT_TYPES = ['business', 'private'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * A service the platform sells (therapist call, iCBT period, assessment, session, health check…).
 * `creditValue` is what one unit costs in company credits (specification, section 9): 25 minutes
 * with a therapist = 1, two weeks of iCBT = 1, an assessment = 1, a 45-minute session = 2,
 * a session = 1 per call. Prices are in minor units (öre).
 */
@Entity({ tableName: 'products' })
export class Product extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  /** Stable machine name, e.g. `therapist_call_25`. */
  @Property({ type: 'string', length: 80 })
  @Unique()
  code!: string;

  @Enum({ items: [...PRODUCT_TYPES] })
  type!: ProductType;

  /** Product group, e.g. `therapy`, `digital_treatment`, `assessment`, `health_check`. */
  @Property({ type: 'string', length: 80 })
  category!: string;

  @Property({ type: 'string', length: 200 })
  nameSv!: string;

  @Property({ type: 'string', length: 200 })
  nameEn!: string;

  /** Price of one unit in öre. */
  @Property({ type: 'integer', default: 0 })
  defaultPrice: number & Opt = 0;

  /** Credits one unit takes; null when the product is not paid with credits. */
  @Property({ type: 'integer', nullable: true })
  creditValue: (number & Opt) | null = null;

  /** Price and credit value are charged per call (a session, leadership coaching). */
  @Property({ type: 'boolean', default: false })
  perCall: boolean & Opt = false;

  /** Price and credit value are where it starts ("from 3 credits", "from 4000 SEK"). */
  @Property({ type: 'boolean', default: false })
  startingAt: boolean & Opt = false;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;
}
