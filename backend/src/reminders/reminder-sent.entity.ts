import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/** Why a client was reminded: an assessment due, or a module left unopened or untouched. */
export const REMINDER_REASONS = ['assessment_due', 'module_idle'] as const;
export type ReminderReason = (typeof REMINDER_REASONS)[number];

/**
 * A reminder sent to a client for a due date (a Stockholm day). Unique per client and due date:
 * the scan inserts with `on conflict do nothing` and mails only the clients whose row it made, so
 * a second scan for the same day, or two at once, mails nobody twice.
 */
@Entity({ tableName: 'reminders_sent' })
@Unique({ properties: ['user', 'dueOn'] })
export class ReminderSent {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'date' })
  dueOn!: string;

  @Enum({ items: [...REMINDER_REASONS] })
  reason!: ReminderReason;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
