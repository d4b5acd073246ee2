import {
  Check,
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';
import { UsageRecordProduct } from './usage-record-product.entity';

/** Flat, non-personal facts about a use, e.g. `{"minutes": 25}` or `{"calls": 3}`. */
export type UsageMeta = Record<string, string | number | boolean>;

/** A service a user used, paid with credits (the sum of its products' credit values). */
@Entity({ tableName: 'usage_records' })
@Index({ properties: ['company', 'createdAt'] })
@Check({ name: 'usage_records_credits_check', expression: 'credits > 0' })
export class UsageRecord {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => CompanyUnit, { nullable: true, deleteRule: 'set null' })
  unit: (CompanyUnit & Opt) | null = null;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'integer' })
  credits!: number;

  @Property({ type: 'json' })
  meta: UsageMeta & Opt = {};

  @OneToMany(() => UsageRecordProduct, (line) => line.usageRecord, { orphanRemoval: true })
  products = new Collection<UsageRecordProduct>(this);

  @Property({ type: 'uuid' })
  createdByUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
