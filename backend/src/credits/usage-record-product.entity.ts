import { Check, Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Product } from 'src/products/product.entity';
import { UsageRecord } from './usage-record.entity';

/** One product of a usage record, with the credit value it had when it was used. */
@Entity({ tableName: 'usage_record_products' })
@Check({
  name: 'usage_record_products_check',
  expression: 'quantity > 0 and credit_value >= 0',
})
export class UsageRecordProduct {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => UsageRecord, { deleteRule: 'cascade', index: true })
  usageRecord!: Rel<UsageRecord>;

  @ManyToOne(() => Product, { deleteRule: 'restrict' })
  product!: Product;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  creditValue!: number;
}
