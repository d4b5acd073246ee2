import { Entity, Enum, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { COMPANY_TYPES, type CompanyType } from './company-types';

/** An employer or clinic that buys services for its people. */
@Entity({ tableName: 'companies' })
export class Company extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'string', length: 200 })
  @Index()
  name!: string;

  /** The address record: street, postcode, city and ISO 3166 country code. */
  @Property({ type: 'string', length: 200, nullable: true })
  street: (string & Opt) | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  postcode: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  city: (string & Opt) | null = null;

  @Property({ type: 'string', length: 2, default: 'SE' })
  country: string & Opt = 'SE';

  @Enum({ items: [...COMPANY_TYPES], array: true, default: [] })
  types: CompanyType[] & Opt = [];

  /** The platform's own company; only its people may pay with a free card. */
  @Property({ type: 'boolean', default: false })
  systemCompany: boolean & Opt = false;

  /**
   * Its staff (company administrators, members with a staff platform role) must sign in with
   * e-ID: their password login is refused (see access/staff-eid-rule.ts).
   */
  @Property({ type: 'boolean', default: false })
  requireEidForStaff: boolean & Opt = false;

  /**
   * The company's registered e-mail domain (lower case, e.g. `exempelbolaget.se`): a user who
   * links and confirms a work address on it becomes a member.
   */
  @Property({ type: 'string', length: 253, nullable: true })
  @Unique()
  emailDomain: (string & Opt) | null = null;
}
