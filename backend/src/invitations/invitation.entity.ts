import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { COMPANY_ROLES, type CompanyRole, ROLES, type Role } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { Timestamped } from 'src/database/timestamps';
import { Program } from 'src/programs/program.entity';
import { User } from 'src/users/user.entity';

/**
 * An invitation to the platform: the invited account is created at once (without a password) and
 * activated when the invitee sets one through the mailed link; an account that existed before is
 * invited as it is (see `invitee`) and joins on acceptance. Only the token's SHA-256 is kept.
 * Accepting it applies the company role, the unit and the extra grants (see invitation-acceptance).
 */
/**
 * The invitee's details as the inviter gave them, for an invitation to an account that existed
 * before; `user_uuid` is the uuid the inviter is shown until the invitee accepts.
 */
export interface InviteeDetails {
  user_uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  national_id: string | null;
  default_lang: string;
}

/**
 * The invitee details as stored: the personal number sealed and by its blind index (see
 * NationalIdCipher), never in plain text.
 */
export interface StoredInviteeDetails extends Omit<InviteeDetails, 'national_id'> {
  national_id_sealed: string | null;
  national_id_index: string | null;
}

@Entity({ tableName: 'invitations' })
export class Invitation extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /**
   * Set when the invitation is for an account that existed before (outside the inviter's scope):
   * the details the inviter gave, shown instead of the account's own. Null when the invitation
   * made the account (its details are the account's).
   */
  @Property({ type: 'json', nullable: true })
  invitee: (StoredInviteeDetails & Opt) | null = null;

  @ManyToOne(() => Company, { nullable: true, deleteRule: 'cascade' })
  company: (Company & Opt) | null = null;

  @ManyToOne(() => CompanyUnit, { nullable: true, deleteRule: 'set null' })
  unit: (CompanyUnit & Opt) | null = null;

  @Enum({ items: [...ROLES] })
  role!: Role;

  @Enum({ items: [...COMPANY_ROLES], nullable: true })
  companyRole: (CompanyRole & Opt) | null = null;

  /** Extra grants for the invitee (each validated with parsePermission). */
  @Property({ type: 'json' })
  permissions: string[] & Opt = [];

  /** Codes of the products (services) the invitee is invited to, as chosen on the form. */
  @Property({ type: 'json' })
  products: string[] & Opt = [];

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt: (Date & Opt) | null = null;

  @Property({ type: 'uuid', nullable: true })
  invitedBy: (string & Opt) | null = null;

  /**
   * The clinic therapist who treats the invited client (a clinician member of the invitation's
   * company): on acceptance the client is assigned to them (see invitation-care).
   */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  therapist: (User & Opt) | null = null;

  /**
   * The program the invited client starts (one the invitation's company offers): on acceptance a
   * subscription of its model with its published modules begins (see invitation-care).
   */
  @ManyToOne(() => Program, { nullable: true, deleteRule: 'set null' })
  program: (Program & Opt) | null = null;
}
