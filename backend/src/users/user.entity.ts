import { Entity, Enum, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { ROLES, type Role } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { type Language } from 'src/common/i18n/language';
import { Timestamped } from 'src/database/timestamps';

/** A person who can log in. The access issue adds the specification's remaining profile fields. */
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

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

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
}
