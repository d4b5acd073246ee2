import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A mail waiting to be sent, or sent. The queue job carries only this row's id, so addresses and
 * texts stay in PostgreSQL and never reach Redis; `sentAt` makes a re-run of the job a no-op.
 */
@Entity({ tableName: 'outgoing_mails' })
export class OutgoingMail {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: (Date & Opt) | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** The transport's last error text (no message content). */
  @Property({ type: 'text', nullable: true })
  lastError: (string & Opt) | null = null;
}
