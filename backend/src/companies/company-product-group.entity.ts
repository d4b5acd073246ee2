import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Timestamped } from 'src/database/timestamps';
import { Company } from './company.entity';

/** A product group (category) a company shows its products in, in the company's order. */
@Entity({ tableName: 'company_product_groups' })
@Unique({ properties: ['company', 'category'] })
export class CompanyProductGroup extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @Property({ type: 'string', length: 80 })
  category!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;
}
