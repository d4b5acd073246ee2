import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { PaymentFulfilment } from 'src/payments/payment-fulfilment.service';
import { type PaymentStatus } from 'src/payments/payment-constants';
import { PaymentProviderMessage } from 'src/payments/payment-provider-message.entity';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { notInitiated } from 'src/payments/payment-refusals';
import { paymentRecordView, type PaymentRecordView } from 'src/payments/payment-views';
import {
  newInstructionId,
  SwishClient,
  type SwishPaymentRequest,
  SwishRefusal,
  type SwishStatus,
  swishAmount,
  SwishUnavailable,
} from './swish-client';

/** Where Swish posts its callbacks, under SWISH_CALLBACK_BASE_URL (or API_PUBLIC_URL). */
export const SWISH_CALLBACK_PATH = '/api/v1/payments/swish/callback';

/** Swish's instruction ids: 32 upper-case hexadecimal characters. */
const INSTRUCTION_ID = /^[0-9A-F]{32}$/;

/** The longest message Swish shows the payer. */
const MESSAGE_MAX = 50;

/** What a Swish status other than PAID (and CREATED) makes of a record. */
const ENDED: Partial<Record<SwishStatus, PaymentStatus>> = {
  DECLINED: 'declined',
  ERROR: 'error',
  CANCELLED: 'cancelled',
};

/** What process-payment-attempt answers: the record, now pending, and Swish's instruction. */
export interface SwishAttemptView {
  payment: PaymentRecordView;
  instruction_id: string;
  swish_status: 'CREATED';
}

/** What a callback did, for the logs and the tests (the answer to Swish is always 200). */
export type CallbackOutcome =
  | 'paid'
  | 'already-settled'
  | 'ended'
  | 'still-open'
  | 'amount-mismatch'
  | 'unknown-request'
  | 'provider-unavailable';

/**
 * Swish payments (Commerce API v2): the client's attempt creates a payment request for their
 * initiated record (→ pending), and Swish's callback is stored and then checked against the
 * payment request retrieved from Swish itself; only that retrieved status and amount move the
 * record (PAID → PaymentFulfilment.markPaid with 'provider').
 */
@Injectable()
export class SwishPayments {
  private readonly logger = new Logger('SwishPayments');

  constructor(
    private readonly em: EntityManager,
    private readonly swish: SwishClient,
    private readonly fulfilment: PaymentFulfilment,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /** POST /client/user/process-payment-attempt. */
  async attempt(
    caller: CallerAccess,
    paymentId: string,
    payerAlias: string | undefined,
  ): Promise<SwishAttemptView> {
    const record = await this.em.findOne(
      PaymentRecord,
      { uuid: paymentId },
      { populate: ['plan', 'user'] },
    );
    // Only the client's own record: anyone else's (an admin's wider grant included) is not found.
    if (!record || record.user?.id !== caller.userId) throw ApiException.notFound();
    caller.assertCan('update', 'payment', { userUuid: record.user.uuid });
    if (record.status !== 'initiated') throw notInitiated(record.status);
    if (record.method !== 'swish') {
      throw ApiException.conflict('payments.methodNotSwish', {
        payment_id: [{ key: 'payments.methodNotSwish' }],
      });
    }
    const instructionId = newInstructionId();
    // Claimed before Swish is asked, so two attempts at once never make two payment requests.
    const claimed = await this.em.nativeUpdate(
      PaymentRecord,
      { id: record.id, status: 'initiated' },
      { status: 'pending', providerReference: instructionId },
    );
    if (claimed === 0) throw notInitiated((await this.reload(record.id)).status);
    try {
      await this.swish.create(instructionId, {
        payeePaymentReference: payeeReference(record.uuid),
        callbackUrl: `${this.callbackBase()}${SWISH_CALLBACK_PATH}`,
        payeeAlias: this.environment.SWISH_PAYEE_ALIAS,
        amount: swishAmount(record.amountMinor),
        currency: 'SEK',
        message: paymentMessage(
          record.user.defaultLang === 'en' ? record.plan.nameEn : record.plan.nameSv,
        ),
        ...(payerAlias ? { payerAlias } : {}),
      });
    } catch (error) {
      // Retryable: back to initiated. Should Swish have made the request all the same (a timeout
      // after it was received), its callback still finds the record by payeePaymentReference.
      await this.em.nativeUpdate(
        PaymentRecord,
        { id: record.id, status: 'pending', providerReference: instructionId },
        { status: 'initiated', providerReference: null },
      );
      throw this.providerFailure(error, record.id);
    }
    const now = await this.reload(record.id);
    return {
      payment: paymentRecordView(now),
      instruction_id: instructionId,
      swish_status: 'CREATED',
    };
  }

  private reload(id: number): Promise<PaymentRecord> {
    return this.em.findOneOrFail(
      PaymentRecord,
      { id },
      { populate: ['plan', 'promotionCode', 'user'], refresh: true },
    );
  }

  /**
   * POST /api/v1/payments/swish/callback: the body is stored unverified, then the payment request
   * is retrieved from Swish and only its status and amount are acted on. Delivered again or out
   * of order, it changes nothing twice (markPaid and the status updates are conditional).
   */
  async callback(body: Record<string, unknown>): Promise<CallbackOutcome> {
    const instructionId = typeof body.id === 'string' ? body.id : '';
    if (!INSTRUCTION_ID.test(instructionId)) return 'unknown-request';
    const record =
      (await this.em.findOne(PaymentRecord, { providerReference: instructionId })) ??
      (await this.byPayeeReference(body.payeePaymentReference));
    if (!record) {
      this.logger.warn(`Swish callback for an unknown payment request ${instructionId}`);
      return 'unknown-request';
    }
    await this.store(record, body, false);
    let request: SwishPaymentRequest;
    try {
      request = await this.swish.retrieve(instructionId);
    } catch (error) {
      this.logger.warn(
        `Swish payment request ${instructionId} (record ${record.id}) could not be retrieved: ${(error as Error).message}`,
      );
      return 'provider-unavailable';
    }
    // The request Swish holds must be this record's: its id asked for, our reference on it.
    if (
      request.id !== instructionId ||
      request.payeePaymentReference !== payeeReference(record.uuid)
    ) {
      this.logger.warn(
        `Swish payment request ${instructionId} is not record ${record.id}'s: ignored`,
      );
      return 'unknown-request';
    }
    await this.store(record, { ...request }, true);
    return this.settle(record, request);
  }

  /** A record by Swish's payeePaymentReference (its uuid without dashes), for a retried attempt. */
  private async byPayeeReference(reference: unknown): Promise<PaymentRecord | null> {
    if (typeof reference !== 'string' || !/^[0-9a-f]{32}$/i.test(reference)) return null;
    const hex = reference.toLowerCase();
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return this.em.findOne(PaymentRecord, { uuid });
  }

  /** Moves the record by the payment request as Swish holds it. */
  private async settle(
    record: PaymentRecord,
    request: SwishPaymentRequest,
  ): Promise<CallbackOutcome> {
    if (request.status === 'PAID') {
      if (request.amountMinor !== record.amountMinor || request.currency !== record.currency) {
        // Ids only: never the payer, the alias or anything else personal.
        this.logger.warn(
          `Swish payment request ${request.id} paid an amount that differs from record ${record.id}: refused`,
        );
        return 'amount-mismatch';
      }
      const fulfilment = await this.em.transactional((tx) =>
        this.fulfilment.markPaid(tx, record.id, 'provider'),
      );
      await this.fulfilment.afterCommit(fulfilment);
      if (fulfilment) return 'paid';
      const now = await this.em.findOneOrFail(PaymentRecord, { id: record.id }, { refresh: true });
      if (now.status !== 'paid' || now.providerReference !== request.id) {
        // Paid at Swish, but the record was settled otherwise (expired, or paid by another
        // request): the money must go back.
        this.logger.warn(
          `Swish payment request ${request.id} is paid but record ${record.id} is ${now.status} (reference ${now.providerReference ?? 'none'}): refund it`,
        );
      }
      return 'already-settled';
    }
    const ended = ENDED[request.status];
    if (!ended) return 'still-open';
    const changed = await this.em.nativeUpdate(
      PaymentRecord,
      { id: record.id, status: { $in: ['initiated', 'pending'] } },
      { status: ended },
    );
    return changed > 0 ? 'ended' : 'already-settled';
  }

  private async store(
    record: PaymentRecord,
    body: Record<string, unknown>,
    verified: boolean,
  ): Promise<void> {
    const em = this.em.fork();
    em.create(PaymentProviderMessage, {
      record: em.getReference(PaymentRecord, record.id),
      provider: 'swish',
      body,
      verified,
    });
    await em.flush();
  }

  /** 502 "Third party API error" (record unchanged, retryable), or 400 with Swish's codes. */
  private providerFailure(error: unknown, recordId: number): Error {
    if (error instanceof SwishRefusal) {
      const codes = error.errors.map((item) => item.errorCode).join(', ');
      this.logger.warn(`Swish refused the payment request of record ${recordId}: ${codes}`);
      const field = error.errors.some((item) => item.errorCode.startsWith('BE18'))
        ? 'payer_alias'
        : 'payment_id';
      return ApiException.badRequest(
        'payments.swishRefused',
        { [field]: [{ key: 'payments.swishRefused', params: { codes } }] },
        { codes },
      );
    }
    if (error instanceof SwishUnavailable) {
      this.logger.warn(`Swish unavailable for record ${recordId}: ${error.message}`);
      return new ApiException(HttpStatus.BAD_GATEWAY, { key: 'payments.thirdPartyError' });
    }
    return error as Error;
  }

  private callbackBase(): string {
    const base =
      this.environment.SWISH_CALLBACK_BASE_URL ??
      this.environment.API_PUBLIC_URL ??
      `http://localhost:${this.environment.PORT}`;
    return base.replace(/\/+$/, '');
  }
}

/** Our record id as Swish's payeePaymentReference (1-35 of a-z A-Z 0-9): the uuid's 32 digits. */
export function payeeReference(uuid: string): string {
  return uuid.replace(/-/g, '');
}

/** The plan's name, at most 50 characters, as the message the payer sees in the Swish app. */
export function paymentMessage(planName: string): string {
  // Swish allows letters, digits, spaces and : ; . , ? ! ( ) - " in a message.
  return planName
    .replace(/[^\p{L}\p{N} :;.,?!()"-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MESSAGE_MAX);
}
