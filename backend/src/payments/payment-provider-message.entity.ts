import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { PaymentRecord } from './payment-record.entity';

/**
 * Every message a payment provider sent about a record (callback, webhook, retrieval answer), as
 * received, with whether its signature or origin was verified. The body holds what the provider
 * sends and nothing added by us.
 */
@Entity({ tableName: 'payment_provider_messages' })
export class PaymentProviderMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PaymentRecord, { deleteRule: 'cascade', index: true })
  record!: PaymentRecord;

  @Property({ type: 'string', length: 40 })
  provider!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Date & Opt = new Date();

  @Property({ type: 'json' })
  body!: Record<string, unknown>;

  @Property({ type: 'boolean' })
  verified!: boolean;
}
