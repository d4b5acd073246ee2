import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';
import { Conversation } from './conversation.entity';

/** A mail telling an offline recipient that a message waits: at most one per conversation and hour. */
@Entity({ tableName: 'chat_offline_notices' })
@Index({ properties: ['conversation', 'recipient', 'sentAt'] })
export class ChatOfflineNotice {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Conversation, { deleteRule: 'cascade' })
  conversation!: Conversation;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  recipient!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  sentAt: Date & Opt = new Date();
}
