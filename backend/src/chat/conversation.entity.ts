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
import { User } from 'src/users/user.entity';

export const CONVERSATION_STATUSES = ['active', 'paused'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * The one conversation between a client and a specialist (their assigned therapist or health
 * coach). Paused by the specialist, it refuses the client's new messages.
 */
@Entity({ tableName: 'conversations' })
@Unique({ properties: ['client', 'specialist'] })
@Index({ properties: ['specialist', 'lastMessageAt'] })
export class Conversation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  client!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  specialist!: User;

  @Enum({ items: [...CONVERSATION_STATUSES], default: 'active' })
  status: ConversationStatus & Opt = 'active';

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  /** Last change of status or last message: the conversation list's "newest activity". */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastMessageAt: (Date & Opt) | null = null;
}
