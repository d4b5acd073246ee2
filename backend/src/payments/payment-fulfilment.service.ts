import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailService } from 'src/mail/mail.service';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import {
  type PaidSubscriptionResult,
  SubscriptionWriter,
} from 'src/subscriptions/subscription-writer.service';
import { type PaymentStatus } from './payment-constants';
import { PaymentRecord } from './payment-record.entity';
import { paymentReceiptMail } from './payment-receipt-mail';

/**
 * Who says the record is paid: a free card valid today (the record must still be `initiated`; it
 * pays 0 kr and leaves a promotion code unspent), or a payment provider's verified word (callbacks
 * and webhooks, to come; from `initiated` or `pending`).
 */
export type PaidBy = 'free_card' | 'provider';

/** What marking a record paid did, to finish after the transaction commits. */
export interface Fulfilment {
  recordId: number;
  subscription: PaidSubscriptionResult;
  receiptMailId: string;
}

const PAYABLE_FROM: Record<PaidBy, PaymentStatus[]> = {
  free_card: ['initiated'],
  provider: ['initiated', 'pending'],
};

/**
 * The one way a payment record becomes `paid`: markPaid moves it and fulfils it in the caller's
 * transaction, so a paid record always has what it bought (the program subscription) and its
 * receipt mail stored; afterCommit queues the mail. A record already paid (or otherwise past the
 * statuses it may be paid from) is left as it is and nothing is started again: the conditional
 * update locks the row, so two callers at once fulfil it once, and `payment_record_id` is unique
 * on the subscriptions.
 */
@Injectable()
export class PaymentFulfilment {
  constructor(
    private readonly subscriptions: SubscriptionWriter,
    private readonly mail: MailService,
  ) {}

  /** Marks the record paid and fulfils it; null (nothing done) when it cannot be paid now. */
  async markPaid(tx: EntityManager, recordId: number, by: PaidBy): Promise<Fulfilment | null> {
    const freeCard =
      by === 'free_card'
        ? `, method = 'free_card', amount_minor = 0, discount_minor = 0, promotion_code_id = null`
        : '';
    const [paid] = await tx.execute<{ id: number }[]>(
      `update payment_records set status = 'paid', paid_at = now(), updated_at = now()${freeCard}
        where id = ? and status = any(?::text[]) returning id`,
      [recordId, `{${PAYABLE_FROM[by].join(',')}}`],
    );
    if (!paid) return null;
    const record = await tx.findOneOrFail(
      PaymentRecord,
      { id: recordId },
      { populate: ['plan', 'user'], refresh: true },
    );
    return this.fulfil(tx, record);
  }

  /** Queues the receipt of a committed fulfilment (a failed queueing is retried by the sweep). */
  async afterCommit(fulfilment: Fulfilment | null): Promise<void> {
    if (fulfilment) await this.mail.enqueue(fulfilment.receiptMailId);
  }

  /**
   * Starts what the record bought: the plan's program subscription for the client (both
   * purposes buy the plan; `insurance` follows `purchaseNewModule` in the client's dialog), and
   * stores the receipt mail.
   */
  private async fulfil(tx: EntityManager, record: PaymentRecord): Promise<Fulfilment> {
    const user = record.user;
    if (!user) throw new Error(`Payment record ${record.id} has no user to fulfil for`);
    const plan = record.plan;
    const subscription = await this.subscriptions.startPaid(tx, {
      userId: user.id,
      modelId: plan.subscriptionModel.id,
      programId: plan.program.id,
      lengthDays: plan.lengthDays,
      paymentRecordId: record.id,
    });
    const mail = paymentReceiptMail({
      to: user.email,
      firstName: user.firstName,
      language: user.defaultLang,
      planName: user.defaultLang === 'en' ? plan.nameEn : plan.nameSv,
      amountMinor: record.amountMinor,
      paidAt: record.paidAt ?? new Date(),
      paymentId: record.uuid,
    });
    const stored = tx.create(OutgoingMail, {
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
    });
    await tx.flush();
    return { recordId: record.id, subscription, receiptMailId: stored.id };
  }
}
