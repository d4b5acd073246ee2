import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { PaymentRecord } from './payment-record.entity';

/** A provider's answer about one payment: `unknown` while no provider is built. */
export type ProviderVerdict = 'paid' | 'declined' | 'unknown';

/**
 * Expires payment records left `initiated` or `pending` for PAYMENT_EXPIRY_MINUTES (30) after they
 * were made: each one's provider is asked once more first (askProviderOnceMore), and only a record
 * still unanswered is marked `expired`, by a conditional update, so a record paid meanwhile stays
 * paid.
 */
@Injectable()
export class PaymentExpiry {
  constructor(
    private readonly em: EntityManager,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /** One run; the number of records marked expired. */
  async run(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.environment.PAYMENT_EXPIRY_MINUTES * 60 * 1000);
    const stale = await this.em
      .fork()
      .find(
        PaymentRecord,
        { status: { $in: ['initiated', 'pending'] }, createdAt: { $lt: before } },
        { orderBy: { id: 'asc' }, limit: 500 },
      );
    let expired = 0;
    for (const record of stale) {
      if ((await this.askProviderOnceMore(record)) !== 'unknown') continue;
      expired += await this.em.nativeUpdate(
        PaymentRecord,
        { id: record.id, status: { $in: ['initiated', 'pending'] } },
        { status: 'expired' },
      );
    }
    return expired;
  }

  /**
   * The provider's last word on the record before it expires. No provider is built yet (Swish and
   * card payments come with them), so always `unknown`; a provider's `paid` will go through
   * PaymentFulfilment.markPaid(…, 'provider') and `declined` to its own status.
   */
  async askProviderOnceMore(record: PaymentRecord): Promise<ProviderVerdict> {
    void record;
    return Promise.resolve('unknown');
  }
}
