import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/**
 * A single-use password-reset token. Only its SHA-256 is stored, so a database reader cannot use
 * it; `usedAt` makes it single-use and `expiresAt` short-lived.
 */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
