import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { stockholmDay } from 'src/reminders/stockholm-time';
import { type FreeCard, User } from 'src/users/user.entity';
import { type StoreFreeCardDto } from './dto/payment-forms.dto';
import { cardValidityOn, longerThanAllowed, normaliseCardNumber, parseCardDate } from './free-card';
import { type Fulfilment, PaymentFulfilment } from './payment-fulfilment.service';
import { PaymentRecord } from './payment-record.entity';
import { notInitiated } from './payment-refusals';
import { type FreeCardView, paymentRecordView } from './payment-views';

/**
 * The free card (frikort) of a client of a system company, stored on the user (`free_card`): a
 * card valid on the day pays a plan with 0 kr. Expired cards are refused when stored; cards not
 * valid yet are stored but pay nothing until their first day.
 */
@Injectable()
export class FreeCardsService {
  constructor(
    private readonly em: EntityManager,
    private readonly fulfilment: PaymentFulfilment,
  ) {}

  /** POST /client/user/store-freecard-data: stores the card and pays `payment_id` with it. */
  async store(caller: CallerAccess, form: StoreFreeCardDto): Promise<FreeCardView> {
    await this.assertOffered(caller.userId);
    const card = readCard(form);
    const today = stockholmDay(new Date());
    if (cardValidityOn(card, today) === 'expired') throw refusal(card, 'expired');
    if (form.payment_id !== undefined && cardValidityOn(card, today) === 'future') {
      throw refusal(card, 'future');
    }
    const fulfilment = await this.em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: caller.userId }, { freeCard: card });
      if (form.payment_id === undefined) return null;
      return this.payInitiated(tx, caller, form.payment_id);
    });
    await this.fulfilment.afterCommit(fulfilment);
    const paidId = fulfilment?.recordId ?? null;
    const payment =
      paidId === null
        ? null
        : paymentRecordView(
            await this.em.findOneOrFail(
              PaymentRecord,
              { id: paidId },
              { populate: ['plan', 'promotionCode'], refresh: true },
            ),
          );
    return { ...card, payment };
  }

  /** The caller's card when it pays today (403 not offered, 400 missing, expired or future). */
  async usableCard(userId: number): Promise<FreeCard> {
    await this.assertOffered(userId);
    const user = await this.em.findOneOrFail(User, { id: userId }, { fields: ['freeCard'] });
    const card = user.freeCard;
    if (!card) {
      throw ApiException.badRequest('payments.freeCardMissing', {
        free_card_number: [{ key: 'payments.freeCardMissing' }],
      });
    }
    const validity = cardValidityOn(card, stockholmDay(new Date()));
    if (validity !== 'valid') throw refusal(card, validity);
    return card;
  }

  /** 403 unless the user is a client and a member of a system company. */
  async assertOffered(userId: number): Promise<void> {
    const [row] = await this.em.execute<{ offered: boolean }[]>(
      `select u.role = 'client' and exists (
                select 1 from company_members m join companies c on c.id = m.company_id
                 where m.user_id = u.id and c.system_company) as offered
         from users u where u.id = ?`,
      [userId],
    );
    if (!row?.offered) throw ApiException.forbidden('payments.freeCardNotOffered');
  }

  /**
   * Marks the caller's `initiated` record paid by free card and fulfils it (0 kr; a promotion code
   * it carried is left unspent for a later purchase); 404 or 409 otherwise.
   */
  private async payInitiated(
    tx: EntityManager,
    caller: CallerAccess,
    paymentUuid: string,
  ): Promise<Fulfilment> {
    const record = await tx.findOne(PaymentRecord, { uuid: paymentUuid }, { populate: ['user'] });
    if (!record || record.user?.id !== caller.userId) throw ApiException.notFound();
    caller.assertCan('update', 'payment', { userUuid: record.user.uuid });
    const paid = await this.fulfilment.markPaid(tx, record.id, 'free_card');
    if (!paid) {
      // Paid (or moved on) by another request meanwhile: named as it is now.
      const now = await tx.findOneOrFail(PaymentRecord, { id: record.id }, { refresh: true });
      throw notInitiated(now.status);
    }
    return paid;
  }
}

/** The form's card with dates as YYYY-MM-DD and the number as digits, or 400 naming fields. */
function readCard(form: StoreFreeCardDto): FreeCard {
  const errors: FieldErrors = {};
  const number = normaliseCardNumber(form.free_card_number);
  if (number === null) errors.free_card_number = [{ key: 'payments.freeCardNumberInvalid' }];
  const validFrom = parseCardDate(form.valid_from);
  if (validFrom === null) errors.valid_from = [{ key: 'payments.dateInvalid' }];
  const validTo = parseCardDate(form.valid_to);
  if (validTo === null) errors.valid_to = [{ key: 'payments.dateInvalid' }];
  if (validFrom !== null && validTo !== null) {
    if (validTo < validFrom) errors.valid_to = [{ key: 'payments.validToBeforeFrom' }];
    else if (longerThanAllowed(validFrom, validTo)) {
      errors.valid_to = [{ key: 'payments.freeCardTooLong' }];
    }
  }
  if (number === null || validFrom === null || validTo === null || Object.keys(errors).length > 0) {
    throw ApiException.invalidData(errors);
  }
  return {
    free_card_number: number,
    valid_from: validFrom,
    valid_to: validTo,
    region: form.region,
  };
}

/** An expired card (named under valid_to) or one not valid yet (under valid_from). */
function refusal(card: FreeCard, validity: 'expired' | 'future'): ApiException {
  if (validity === 'expired') {
    const ref = { key: 'payments.freeCardExpired' as const, params: { date: card.valid_to } };
    return ApiException.badRequest(ref.key, { valid_to: [ref] }, ref.params);
  }
  const ref = { key: 'payments.freeCardNotYetValid' as const, params: { date: card.valid_from } };
  return ApiException.badRequest(ref.key, { valid_from: [ref] }, ref.params);
}
