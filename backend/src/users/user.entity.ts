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
import { ROLES, type Role } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { type Language } from 'src/common/i18n/language';
import { Timestamped } from 'src/database/timestamps';
import { Gender } from 'src/lookups/gender.entity';
import { Position } from 'src/lookups/position.entity';
import { Speciality } from 'src/lookups/speciality.entity';

/** The free-card (frikort) details a client may register; all four are required together. */
export interface FreeCard {
  free_card_number: string;
  valid_from: string;
  valid_to: string;
  region: string;
}

/** A person who can log in, with the profile fields of the specification's User. */
@Entity({ tableName: 'users' })
export class User extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  /** Stored lower-cased; unique. */
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  /** argon2id; null for accounts that only log in with e-ID. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: true })
  passwordHash: (string & Opt) | null = null;

  /** An id in an outside system (e.g. a partner's), when there is one. */
  @Property({ type: 'string', length: 100, nullable: true })
  externalId: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 14, nullable: true })
  phone: (string & Opt) | null = null;

  /**
   * The Swedish personal identity number (12 digits), sealed with AES-256-GCM: never the digits
   * themselves. Set and read only through NationalIdCipher (users/national-id).
   */
  @Property({ type: 'text', nullable: true, hidden: true })
  nationalIdSealed: (string & Opt) | null = null;

  /**
   * The number's keyed blind index (HMAC-SHA256, see NationalIdCipher.index): the e-ID login, the
   * insurance lookup and the uniqueness checks find a user by it.
   */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  @Unique()
  nationalIdIndex: (string & Opt) | null = null;

  /**
   * The person has a protected identity (skyddad identitet): staff never see their personal
   * number (see users/protected-identity.ts). Set by an administrator, or when an e-ID login
   * reports it for the account's number.
   */
  @Property({ type: 'boolean', default: false })
  protectedIdentity: boolean & Opt = false;

  @Property({ type: 'integer', nullable: true })
  birthYear: (number & Opt) | null = null;

  @ManyToOne(() => Gender, { nullable: true, deleteRule: 'set null' })
  gender: (Gender & Opt) | null = null;

  @ManyToOne(() => Position, { nullable: true, deleteRule: 'set null' })
  position: (Position & Opt) | null = null;

  @ManyToOne(() => Speciality, { nullable: true, deleteRule: 'set null' })
  speciality: (Speciality & Opt) | null = null;

  /** The health coach responsible for this user. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  healthCoach: (User & Opt) | null = null;

  @Property({ type: 'date', nullable: true })
  platformStartDate: (string & Opt) | null = null;

  @Property({ type: 'date', nullable: true })
  platformEndDate: (string & Opt) | null = null;

  /** Storage name of the profile picture (server-generated, never the uploaded name). */
  @Property({ type: 'string', length: 200, nullable: true })
  profileImage: (string & Opt) | null = null;

  @Property({ type: 'json', nullable: true })
  freeCard: (FreeCard & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  termsAcceptedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  activatedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  displayedFindingTherapistDialogAt: (Date & Opt) | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  promotionCode: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  motifireId: (string & Opt) | null = null;

  @Enum({ items: [...ROLES] })
  @Index()
  role!: Role;

  @Property({ type: 'string', length: 5, default: 'sv' })
  defaultLang: Language & Opt = 'sv';

  @Property({ type: 'string', length: 64, nullable: true })
  whiteLabel: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  blockedAt: (Date & Opt) | null = null;

  /**
   * Access tokens issued before this moment are refused: set when the account is blocked or its
   * password changes, which ends every session at once. Kept here, not in Redis, so Redis holds
   * no user identifiers.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  tokensValidAfter: (Date & Opt) | null = null;

  /**
   * Counts changes of what the user's grants are built from (role, memberships, unit memberships,
   * own grants, self-service links). Kept by database triggers only, never written from here: an
   * API process reuses a caller it built while this number stays the same (CallerAccessService).
   */
  /**
   * When the account was erased (GDPR article 17): the row is kept, pseudonymised, with the
   * treatment documentation that must outlive it; nobody can log in to it.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  erasedAt: (Date & Opt) | null = null;

  @Property({ type: 'integer', default: 0 })
  accessVersion: number & Opt = 0;
}
