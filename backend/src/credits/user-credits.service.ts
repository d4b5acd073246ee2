import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { CompanyCredit } from './company-credit.entity';
import { CompanySubscription } from './company-subscription.entity';
import { type CreditTotals, totals } from './company-subscription-view';
import { type CompanyMemberInScope, CreditScopeService } from './credit-scope.service';
import { type GrantCreditsDto } from './dto/grant-credits.dto';
import { UserCreditBalance } from './user-credit-balance.entity';

export interface CreditGrantView {
  uuid: string;
  quantity: number;
  company_unit_uuid: string | null;
  company_unit_name: string | null;
  created_by_uuid: string;
  created_at: Date;
}

/** A user's credits in one company: their grants (newest first) and the totals. */
export interface UserCreditsView extends CreditTotals {
  company_uuid: string;
  user_uuid: string;
  /** What one user may spend in total under the company's subscription (null: no subscription). */
  credit_limit_per_user: number | null;
  data: CreditGrantView[];
}

/**
 * Credits granted to users. A grant is a ledger row plus an upsert of the user's balance, in one
 * transaction; only usage records take credits (see UsageRecordsService).
 */
@Injectable()
export class UserCreditsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: CreditScopeService,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
  ) {}

  async show(
    caller: CallerAccess,
    companyUuid: string,
    userUuid: string,
  ): Promise<UserCreditsView> {
    const member = await this.scope.member(caller, 'read', 'user/credit', companyUuid, userUuid);
    await this.accessLog.record(caller, {
      clientUuid: member.user.uuid,
      action: 'read',
      resource: 'user.credit',
      resourceId: member.company.uuid,
    });
    return this.view(member);
  }

  async grant(
    caller: CallerAccess,
    companyUuid: string,
    userUuid: string,
    form: GrantCreditsDto,
  ): Promise<UserCreditsView> {
    const member = await this.scope.member(caller, 'create', 'user/credit', companyUuid, userUuid);
    const unit = await this.scope.bookingUnit(
      caller,
      'create',
      'user/credit',
      member,
      form.company_unit_uuid,
    );
    await this.em.transactional(async (tx) => {
      const credit = tx.create(CompanyCredit, {
        company: member.company,
        unit,
        user: member.user,
        quantity: form.quantity,
        createdByUuid: caller.actorUuid,
      });
      await tx.flush();
      await tx.execute(
        `insert into user_credit_balances (company_id, user_id, total, taken, updated_at)
         values (?, ?, ?, 0, now())
         on conflict (company_id, user_id)
         do update set total = user_credit_balances.total + excluded.total, updated_at = now()`,
        [member.company.id, member.user.id, form.quantity],
      );
      await this.audit.record(caller, {
        event: 'credit.grant',
        subjectType: 'user',
        subjectId: member.user.uuid,
        details: {
          credit_uuid: credit.uuid,
          company_uuid: member.company.uuid,
          company_unit_uuid: unit.uuid,
          quantity: form.quantity,
        },
      });
      await this.accessLog.record(caller, {
        clientUuid: member.user.uuid,
        action: 'create',
        resource: 'user.credit',
        resourceId: credit.uuid,
      });
    });
    return this.view(member);
  }

  private async view(member: CompanyMemberInScope): Promise<UserCreditsView> {
    const em = this.em.fork();
    const { company, user } = member;
    const [grants, balance, subscription] = await Promise.all([
      em.find(
        CompanyCredit,
        { company, user },
        { populate: ['unit'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      ),
      em.findOne(UserCreditBalance, { company, user }),
      em.findOne(CompanySubscription, { company }),
    ]);
    return {
      company_uuid: company.uuid,
      user_uuid: user.uuid,
      ...totals(balance?.total ?? 0, balance?.taken ?? 0),
      credit_limit_per_user: subscription?.creditLimitPerUser ?? null,
      data: grants.map((grant) => ({
        uuid: grant.uuid,
        quantity: grant.quantity,
        company_unit_uuid: grant.unit?.uuid ?? null,
        company_unit_name: grant.unit?.name ?? null,
        created_by_uuid: grant.createdByUuid,
        created_at: grant.createdAt,
      })),
    };
  }
}
