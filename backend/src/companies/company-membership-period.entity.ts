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
import { User } from 'src/users/user.entity';
import { Company } from './company.entity';

/**
 * When a user was a member of a company (`company_members` rows are deleted when someone leaves).
 * Written by database triggers on `company_members` (Migration20261127203000), never by the
 * application, so no write path can forget it; the access log's care relation at the moment of a
 * read is looked up here (access-log-relations.ts). At most one open period per membership.
 */
@Entity({ tableName: 'company_membership_periods' })
@Index({ properties: ['company', 'user'] })
@Unique({
  name: 'company_membership_periods_open_unique',
  expression:
    'create unique index "company_membership_periods_open_unique" on "company_membership_periods" ("company_id", "user_id") where "ended_at" is null',
})
@Check({
  name: 'company_membership_periods_order_check',
  expression: 'ended_at is null or ended_at >= started_at',
})
export class CompanyMembershipPeriod {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  startedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt: (Date & Opt) | null = null;
}
