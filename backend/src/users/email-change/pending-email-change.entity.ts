import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Timestamped } from 'src/database/timestamps';
import { User } from 'src/users/user.entity';

/**
 * A change of an account's e-mail that waits for the new address to confirm it: the account keeps
 * its old address (for login, reset and mail) until the mailed single-use link comes back. One
 * per account (a new request replaces it); only the token's SHA-256 is kept; the row is deleted
 * when the change is confirmed.
 */
@Entity({ tableName: 'pending_email_changes' })
export class PendingEmailChange extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Unique()
  user!: User;

  /** The new address, lower case. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  /** SHA-256 of the confirmation token (hex). */
  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** Who asked for the change: the owner, or the staff member (the real actor when impersonating). */
  @Property({ type: 'uuid' })
  requestedByUuid!: string;
}
