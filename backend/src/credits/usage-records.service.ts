import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { type MessageRef } from 'src/common/i18n/messages';
import { CompanySubscription } from './company-subscription.entity';
import { type CompanyMemberInScope, CreditScopeService } from './credit-scope.service';
import { type CreateUsageRecordDto } from './dto/create-usage-record.dto';
import { UsageProductsService } from './usage-products.service';
import { UsageRecordProduct } from './usage-record-product.entity';
import { type UsageRecordView, usageRecordView } from './usage-record-view';
import { UsageRecord } from './usage-record.entity';
import { UserCreditBalance } from './user-credit-balance.entity';

/**
 * Usage records: a user uses services and pays with credits. Taking the credits and writing the
 * record happen in one transaction; the balances only move through guarded UPDATEs (user first,
 * then the company's subscription, always in that order), so concurrent uses can never spend more
 * than there is, nor more than the per-user limit.
 */
@Injectable()
export class UsageRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: CreditScopeService,
    private readonly products: UsageProductsService,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
  ) {}

  async create(
    caller: CallerAccess,
    companyUuid: string,
    userUuid: string,
    form: CreateUsageRecordDto,
    language: Language,
  ): Promise<UsageRecordView> {
    const member = await this.scope.member(
      caller,
      'create',
      'user/usage-record',
      companyUuid,
      userUuid,
    );
    const unit = await this.scope.bookingUnit(
      caller,
      'create',
      'user/usage-record',
      member,
      form.company_unit_uuid,
    );
    const lines = await this.products.resolve(form.products);
    const credits = lines.reduce((sum, line) => sum + line.creditValue * line.quantity, 0);
    if (credits <= 0) {
      throw ApiException.invalidData({ products: [{ key: 'credits.productNotForCredits' }] });
    }
    const id = await this.em.transactional(async (tx) => {
      await this.take(tx, member, credits);
      const record = tx.create(UsageRecord, {
        company: member.company,
        unit,
        user: member.user,
        credits,
        meta: form.meta ?? {},
        createdByUuid: caller.actorUuid,
      });
      for (const line of lines) {
        tx.create(UsageRecordProduct, {
          usageRecord: record,
          product: line.product,
          quantity: line.quantity,
          creditValue: line.creditValue,
        });
      }
      await tx.flush();
      await this.audit.record(caller, {
        event: 'usage-record.create',
        subjectType: 'user',
        subjectId: member.user.uuid,
        details: {
          usage_record_uuid: record.uuid,
          company_uuid: member.company.uuid,
          company_unit_uuid: unit.uuid,
          credits,
        },
      });
      await this.accessLog.record(caller, {
        clientUuid: member.user.uuid,
        action: 'create',
        resource: 'user.usage-record',
        resourceId: record.uuid,
      });
      return record.id;
    });
    const saved = await this.em
      .fork()
      .findOneOrFail(
        UsageRecord,
        { id },
        { populate: ['company', 'unit', 'user', 'products.product'] },
      );
    return usageRecordView(saved, language);
  }

  /** Takes `credits` from the user and from the company, or throws (and the caller rolls back). */
  private async take(tx: EntityManager, member: CompanyMemberInScope, credits: number) {
    const companyId = member.company.id;
    const fromUser = await tx.execute<{ taken: number }[]>(
      `update user_credit_balances b
          set taken = b.taken + ?, updated_at = now()
         from company_subscriptions s
        where b.company_id = ? and b.user_id = ? and s.company_id = b.company_id
          and b.total - b.taken >= ? and b.taken + ? <= s.credit_limit_per_user
        returning b.taken`,
      [credits, companyId, member.user.id, credits, credits],
    );
    if (fromUser.length === 0) throw await this.refusal(tx, member, credits);
    const fromCompany = await tx.execute<{ credits_taken: number }[]>(
      `update company_subscriptions
          set credits_taken = credits_taken + ?, updated_at = now()
        where company_id = ? and credit_amount - credits_taken >= ?
        returning credits_taken`,
      [credits, companyId, credits],
    );
    if (fromCompany.length === 0) throw await this.refusal(tx, member, credits);
  }

  /** Why credits could not be taken, from the balances as they are now. */
  private async refusal(
    tx: EntityManager,
    member: CompanyMemberInScope,
    required: number,
  ): Promise<ApiException> {
    const { company, user } = member;
    const subscription = await tx.findOne(CompanySubscription, { company }, { refresh: true });
    const balance = await tx.findOne(UserCreditBalance, { company, user }, { refresh: true });
    const available = (balance?.total ?? 0) - (balance?.taken ?? 0);
    const taken = balance?.taken ?? 0;
    let ref: MessageRef;
    if (!subscription) ref = { key: 'credits.noSubscription' };
    else if (available < required) {
      ref = { key: 'credits.notEnoughCredits', params: { available, required } };
    } else if (taken + required > subscription.creditLimitPerUser) {
      ref = {
        key: 'credits.limitPerUserExceeded',
        params: { limit: subscription.creditLimitPerUser, taken },
      };
    } else {
      const left = subscription.creditAmount - subscription.creditsTaken;
      ref = { key: 'credits.companyCreditsExhausted', params: { available: left, required } };
    }
    return new ApiException(HttpStatus.CONFLICT, ref, { products: [ref] });
  }
}
