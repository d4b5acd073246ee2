import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanySubscription } from 'src/credits/company-subscription.entity';
import { UsageRecordProduct } from 'src/credits/usage-record-product.entity';
import { UsageRecord } from 'src/credits/usage-record.entity';
import { UserCreditBalance } from 'src/credits/user-credit-balance.entity';
import { type Meeting } from './meeting.entity';

/**
 * The usage record of a held meeting. A client's company pays in credits when it has a company
 * subscription and has granted the client credits there (a credit balance); the first such
 * membership pays. The credits move through the same guarded UPDATEs as every usage record
 * (credits/usage-records.service.ts): the user's balance within the per-user limit, then the
 * company's subscription, so a balance never goes below zero.
 */
@Injectable()
export class MeetingCreditsService {
  /** Writes the record in the caller's transaction (null: nobody pays in credits); 409 if short. */
  async recordUse(
    tx: EntityManager,
    caller: CallerAccess,
    meeting: Meeting,
  ): Promise<UsageRecord | null> {
    const product = meeting.product;
    if (!product || product.creditValue === null || product.creditValue <= 0) return null;
    const payer = await this.payer(tx, meeting);
    if (!payer) return null;
    const credits = product.creditValue;
    const fromUser = await tx.execute<{ taken: number }[]>(
      `update user_credit_balances b
          set taken = b.taken + ?, updated_at = now()
         from company_subscriptions s
        where b.company_id = ? and b.user_id = ? and s.company_id = b.company_id
          and b.total - b.taken >= ? and b.taken + ? <= s.credit_limit_per_user
        returning b.taken`,
      [credits, payer.company.id, meeting.client.id, credits, credits],
    );
    const fromCompany =
      fromUser.length === 0
        ? []
        : await tx.execute<{ credits_taken: number }[]>(
            `update company_subscriptions
                set credits_taken = credits_taken + ?, updated_at = now()
              where company_id = ? and credit_amount - credits_taken >= ?
              returning credits_taken`,
            [credits, payer.company.id, credits],
          );
    if (fromCompany.length === 0) {
      throw new ApiException(HttpStatus.CONFLICT, {
        key: 'meetings.notEnoughCredits',
        params: { required: credits },
      });
    }
    const unit = await tx.findOne(
      CompanyUnitMember,
      { user: meeting.client, unit: { company: payer.company } },
      { populate: ['unit'], orderBy: { id: 'asc' } },
    );
    const record = tx.create(UsageRecord, {
      company: payer.company,
      unit: unit?.unit ?? null,
      user: meeting.client,
      credits,
      meta: { minutes: meeting.durationMinutes, meeting_uuid: meeting.uuid },
      createdByUuid: caller.actorUuid,
    });
    tx.create(UsageRecordProduct, {
      usageRecord: record,
      product,
      quantity: 1,
      creditValue: credits,
    });
    await tx.flush();
    return record;
  }

  /** The client's first company membership whose company pays in credits for them. */
  private async payer(tx: EntityManager, meeting: Meeting): Promise<CompanyMember | null> {
    const memberships = await tx.find(
      CompanyMember,
      { user: meeting.client },
      { populate: ['company'], orderBy: { id: 'asc' } },
    );
    for (const membership of memberships) {
      const subscription = await tx.findOne(CompanySubscription, { company: membership.company });
      const balance = subscription
        ? await tx.findOne(UserCreditBalance, { company: membership.company, user: meeting.client })
        : null;
      if (balance) return membership;
    }
    return null;
  }
}
