import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';
import { Conversation } from './conversation.entity';

/** The longest message body, in characters after trimming. */
export const MESSAGE_MAX_LENGTH = 10_000;

/** One text message in a conversation; `readAt` is set when its recipient reads it. */
@Entity({ tableName: 'messages' })
@Index({ properties: ['conversation', 'id'] })
export class ChatMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Conversation, { deleteRule: 'cascade' })
  conversation!: Conversation;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  sender!: User;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt: (Date & Opt) | null = null;
}
