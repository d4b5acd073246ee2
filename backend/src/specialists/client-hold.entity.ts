import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';

/**
 * block: the client's treatment is held by their specialist (not the account: blocking an account
 * is the admins' and health coaches' tool, see UserBlockingService); snooze: the client is set
 * aside for a while. Both carry an optional message to the client and an optional last day.
 */
export const HOLD_KINDS = ['block', 'snooze'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/**
 * A block or snooze of a client, kept as history: lifting one sets `liftedAt`. In force while not
 * lifted and its last day (`endsOn`, if any) has not passed.
 */
@Entity({ tableName: 'client_holds' })
@Index({ properties: ['client', 'kind', 'liftedAt'] })
export class ClientHold {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  client!: User;

  @Enum({ items: [...HOLD_KINDS] })
  kind!: HoldKind;

  @Property({ type: 'string', length: 1000, nullable: true })
  message: (string & Opt) | null = null;

  /** The last day in force (inclusive); null: until lifted. */
  @Property({ type: 'date', nullable: true })
  endsOn: (string & Opt) | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy!: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  liftedAt: (Date & Opt) | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  liftedBy: (User & Opt) | null = null;
}
