import { Check, Entity, Enum, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { CAMPAIGNS, type Campaign, DISCOUNT_TYPES, type DiscountType } from './payment-constants';

/**
 * A promotion code: a discount in percent or in öre, valid between two days, used at most
 * `maxUses` times in all (null: no limit) and once per user. Codes are stored upper-case, so
 * they are unique and found whatever case they are typed in.
 */
@Entity({ tableName: 'promotion_codes' })
@Check({
  name: 'promotion_codes_discount_check',
  expression: "discount_value > 0 and (discount_value <= 100 or discount_type = 'fixed')",
})
@Check({
  name: 'promotion_codes_uses_check',
  expression: 'uses >= 0 and (max_uses is null or uses <= max_uses)',
})
export class PromotionCode extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'string', length: 50 })
  @Unique()
  code!: string;

  @Enum({ items: [...DISCOUNT_TYPES] })
  discountType!: DiscountType;

  /** Percent (1-100) or öre, by discountType. */
  @Property({ type: 'integer' })
  discountValue!: number;

  @Property({ type: 'date', nullable: true })
  validFrom: (string & Opt) | null = null;

  @Property({ type: 'date', nullable: true })
  validTo: (string & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  maxUses: (number & Opt) | null = null;

  /** How many users have applied the code; raised in one conditional statement. */
  @Property({ type: 'integer', default: 0 })
  uses: number & Opt = 0;

  @Enum({ items: [...CAMPAIGNS], nullable: true })
  campaign: (Campaign & Opt) | null = null;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;
}
