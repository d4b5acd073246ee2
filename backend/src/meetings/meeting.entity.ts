import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UsageRecord } from 'src/credits/usage-record.entity';
import { Product } from 'src/products/product.entity';
import { User } from 'src/users/user.entity';

export const MEETING_STATUSES = ['scheduled', 'cancelled', 'held'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/**
 * A video meeting between a specialist and one of their clients. `extMeetingId` is the video
 * room's name (what /meeting/{id} carries); times are UTC. A meeting is cancelled only before it
 * starts and marked held only after, once: holding it writes its usage record where the client's
 * company pays in credits (`usageRecord`).
 */
@Entity({ tableName: 'meetings' })
@Index({ properties: ['specialist', 'startsAt'] })
@Index({ properties: ['client', 'startsAt'] })
@Check({ name: 'meetings_times_check', expression: 'ends_at > starts_at' })
export class Meeting {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @Property({ type: 'string', length: 64 })
  @Unique()
  extMeetingId!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  specialist!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  client!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startsAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  endsAt!: Date;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Enum({ items: [...MEETING_STATUSES], default: 'scheduled' })
  status: MeetingStatus & Opt = 'scheduled';

  /** The product its credits are taken for (25 min: therapist_call_25, 45 min: session_45). */
  @ManyToOne(() => Product, { nullable: true, deleteRule: 'set null' })
  product: (Product & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt: (Date & Opt) | null = null;

  @Property({ type: 'uuid', nullable: true })
  cancelledByUuid: (string & Opt) | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  cancelReason: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  heldAt: (Date & Opt) | null = null;

  @ManyToOne(() => UsageRecord, { nullable: true, deleteRule: 'set null' })
  usageRecord: (UsageRecord & Opt) | null = null;

  @Property({ type: 'uuid' })
  createdByUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
