import {
  Check,
  Entity,
  Index,
  ManyToOne,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';

/**
 * The credit ledger: one row per grant, never changed. A grant to a user (in one of their units)
 * raises that user's balance in the same transaction; a row without a user is a company-level grant.
 */
@Entity({ tableName: 'company_credits' })
@Index({ properties: ['company', 'user'] })
@Check({ name: 'company_credits_quantity_check', expression: 'quantity > 0' })
export class CompanyCredit {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => CompanyUnit, { nullable: true, deleteRule: 'set null' })
  unit: (CompanyUnit & Opt) | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: (User & Opt) | null = null;

  @Property({ type: 'integer' })
  quantity!: number;

  /** Who granted it (uuid, so the ledger outlives the granting account). */
  @Property({ type: 'uuid' })
  createdByUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
