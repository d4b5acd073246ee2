import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/** What a notification is about: a risk answer (PHQ-9 item 9 above 0), a page to approve. */
export const NOTIFICATION_KINDS = ['risk_flag', 'approval_needed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PRIORITIES = ['high', 'normal'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** What a specialist did about a risk flag when acknowledging it. */
export const RISK_FLAG_ACTIONS = ['contacted', 'referred', 'other'] as const;
export type RiskFlagAction = (typeof RISK_FLAG_ACTIONS)[number];

/** Ids only (instance, page, question, option): never answer texts or other health data. */
export type NotificationPayload = Record<string, number>;

/** A notice to a specialist about one of their clients, open until acknowledged. */
@Entity({ tableName: 'notifications' })
export class Notification {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  recipient!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  client!: User;

  @Enum({ items: [...NOTIFICATION_KINDS] })
  kind!: NotificationKind;

  @Enum({ items: [...NOTIFICATION_PRIORITIES], default: 'normal' })
  priority: NotificationPriority & Opt = 'normal';

  @Property({ type: 'json' })
  payload!: NotificationPayload;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acknowledgedAt: (Date & Opt) | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  acknowledgedBy: (User & Opt) | null = null;

  /** A risk flag: what was done (set when acknowledged through the flag's screen). */
  @Enum({ items: [...RISK_FLAG_ACTIONS], nullable: true })
  acknowledgedAction: (RiskFlagAction & Opt) | null = null;

  /** A risk flag: what was done, in the specialist's words (required for "other"). */
  @Property({ type: 'text', nullable: true })
  acknowledgedNote: (string & Opt) | null = null;
}
