import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from 'src/companies/company.entity';
import { Timestamped } from 'src/database/timestamps';
import { User } from 'src/users/user.entity';

/**
 * A user's work e-mail linked to the company whose registered domain it is on. Pending until the
 * user follows the mailed link (only the token's SHA-256 is kept); once confirmed, the address is
 * the user's company e-mail for that company (User.companies[].company_email).
 */
@Entity({ tableName: 'company_email_links' })
@Index({ properties: ['user', 'company'] })
export class CompanyEmailLink extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  /** The work address, lower case. */
  @Property({ type: 'string', length: 254 })
  @Index()
  email!: string;

  /** SHA-256 of the confirmation token; null once confirmed (the link cannot be used again). */
  @Property({ type: 'string', length: 64, nullable: true })
  @Unique()
  tokenHash: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  confirmedAt: (Date & Opt) | null = null;

  /**
   * Whether confirming created the company membership. Unlinking ends only a membership the link
   * made; one that came from an invitation (perhaps as company admin) is not the link's to end.
   */
  @Property({ type: 'boolean', default: false })
  createdMembership: boolean & Opt = false;
}
