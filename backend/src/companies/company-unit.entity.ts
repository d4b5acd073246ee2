import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { Company } from './company.entity';

/** A unit of a company; a unit with a parent is a sub-unit (any depth). */
@Entity({ tableName: 'company_units' })
export class CompanyUnit extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  @Index()
  company!: Company;

  @ManyToOne(() => CompanyUnit, { nullable: true, deleteRule: 'cascade' })
  @Index()
  parent: (CompanyUnit & Opt) | null = null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** For example "Admin"; free text in the specification. */
  @Property({ type: 'string', length: 50, nullable: true })
  type: (string & Opt) | null = null;

  /** A legal entity of its own; then legal name, VAT number, address and contact are required. */
  @Property({ type: 'boolean', default: false })
  legalEntity: boolean & Opt = false;

  @Property({ type: 'string', length: 200, nullable: true })
  legalName: (string & Opt) | null = null;

  @Property({ type: 'string', length: 30, nullable: true })
  vatNumber: (string & Opt) | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  streetAddress: (string & Opt) | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  postcode: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  city: (string & Opt) | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  contactName: (string & Opt) | null = null;

  /** The legal entity is shown to every member of the company, not only the unit's own. */
  @Property({ type: 'boolean', default: false })
  visibleToEveryone: boolean & Opt = false;
}
