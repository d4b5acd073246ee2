import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Timestamped } from 'src/database/timestamps';
import { Product } from 'src/products/product.entity';
import { Company } from './company.entity';
import { CostCentre } from './cost-centre.entity';

/**
 * A catalogue product as one company has it: shown in a group (category) and order, selected
 * (ordered) or not, disabled or not, with the company's own data for it. A product is enabled when
 * it is selected and not disabled; an enabled product must carry what its category requires.
 */
@Entity({ tableName: 'company_products' })
@Unique({ properties: ['company', 'product'] })
export class CompanyProduct extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => Product, { deleteRule: 'restrict' })
  @Index()
  product!: Product;

  /** The product group it is shown in for this company (defaults to the product's category). */
  @Property({ type: 'string', length: 80 })
  category!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;

  @Property({ type: 'boolean', default: false })
  isSelected: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  isDisabled: boolean & Opt = false;

  /** The company's reference for the product at the provider (health checks need one). */
  @Property({ type: 'string', length: 100, nullable: true })
  externalId: (string & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  numberOfTestKits: (number & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  numberOfCalls: (number & Opt) | null = null;

  /** The company's price of one unit in öre; null means the product's default price. */
  @Property({ type: 'integer', nullable: true })
  unitPrice: (number & Opt) | null = null;

  @ManyToOne(() => CostCentre, { nullable: true, deleteRule: 'set null' })
  costCentre: (CostCentre & Opt) | null = null;
}
