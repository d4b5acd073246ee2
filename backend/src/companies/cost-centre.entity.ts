import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { CompanyUnit } from './company-unit.entity';
import { Company } from './company.entity';

/** A company's cost centre (costing centre), optionally tied to one of its units. */
@Entity({ tableName: 'cost_centres' })
@Unique({ properties: ['company', 'code'] })
export class CostCentre extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => CompanyUnit, { nullable: true, deleteRule: 'set null' })
  @Index()
  unit: (CompanyUnit & Opt) | null = null;

  @Property({ type: 'string', length: 50 })
  code!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;
}
