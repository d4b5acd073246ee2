import { LockMode, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { entityOrder, type SortPaths } from 'src/common/http/react-admin';
import { type Company } from 'src/companies/company.entity';
import { CompanySubscription } from './company-subscription.entity';
import { type CompanySubscriptionView, subscriptionView } from './company-subscription-view';
import { CreditScopeService, pgArray } from './credit-scope.service';
import { type SaveCompanySubscriptionDto } from './dto/save-company-subscription.dto';

/** Record field → CompanySubscription property or SQL (the admin resource's sorts). */
export const SUBSCRIPTION_SORTS = {
  id: ['uuid'],
  uuid: ['uuid'],
  company_uuid: ['company.uuid'],
  company_name: ['company.name'],
  name: ['name'],
  billing_start_date: ['billingStartDate'],
  price_per_user: ['licensedPricePerUser'],
  price_per_credit: ['meteredPricePerCredit'],
  licensed_price_id: ['licensedPriceId'],
  metered_price_id: ['meteredPriceId'],
  credit_amount: ['creditAmount'],
  credit_limit_per_user: ['creditLimitPerUser'],
  subscription_model_uuid: ['subscriptionModelUuid'],
  credits_granted_to_users: [
    {
      sql: (row) =>
        `(select coalesce(sum(b.total), 0) from user_credit_balances b ` +
        `where b.company_id = ${row}.company_id)`,
    },
  ],
  created_at: ['createdAt'],
  updated_at: ['updatedAt'],
} as const satisfies SortPaths<string>;
export type SubscriptionSort = keyof typeof SUBSCRIPTION_SORTS;

export interface SubscriptionListQuery {
  offset: number;
  limit: number;
  sort: { field: SubscriptionSort; order: 'ASC' | 'DESC' };
  companyUuid?: string;
  uuids?: string[];
}

/**
 * A company's subscription (one per company): read, create or update. Lowering the credit amount
 * below what the company already spent is refused; the row is locked while it changes, so a
 * usage record cannot slip in between the check and the write.
 */
@Injectable()
export class CompanySubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: CreditScopeService,
    private readonly audit: AuditService,
  ) {}

  async show(caller: CallerAccess, companyUuid: string): Promise<CompanySubscriptionView> {
    const company = await this.scope.company(caller, 'read', 'company/subscription', companyUuid);
    const subscription = await this.em.findOne(
      CompanySubscription,
      { company },
      { populate: ['company'] },
    );
    if (!subscription) throw ApiException.notFound();
    return this.view(subscription);
  }

  async showByUuid(caller: CallerAccess, uuid: string): Promise<CompanySubscriptionView> {
    const subscription = await this.em.findOne(
      CompanySubscription,
      { uuid },
      { populate: ['company'] },
    );
    if (!subscription) throw ApiException.notFound();
    caller.assertCan('read', 'company/subscription', { companyUuid: subscription.company.uuid });
    return this.view(subscription);
  }

  /** Creates the company's subscription, or updates it (which needs the update grant as well). */
  async save(
    caller: CallerAccess,
    companyUuid: string,
    form: SaveCompanySubscriptionDto,
  ): Promise<{ subscription: CompanySubscriptionView; created: boolean }> {
    const company = await this.scope.company(caller, 'read', 'company/subscription', companyUuid);
    const { id, created } = await this.em.transactional(async (tx) => {
      const existing = await tx.findOne(
        CompanySubscription,
        { company },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const subscription = existing
        ? this.change(caller, company, existing, form)
        : this.create(caller, tx, company, form);
      await tx.flush();
      await this.audit.record(caller, {
        event: existing ? 'company-subscription.update' : 'company-subscription.create',
        subjectType: 'company',
        subjectId: company.uuid,
        details: {
          subscription_uuid: subscription.uuid,
          credit_amount: subscription.creditAmount,
          credit_limit_per_user: subscription.creditLimitPerUser,
        },
      });
      return { id: subscription.id, created: !existing };
    });
    const saved = await this.em
      .fork()
      .findOneOrFail(CompanySubscription, { id }, { populate: ['company'] });
    return { subscription: await this.view(saved), created };
  }

  /** Changes an existing subscription named by its uuid (the console's edit form). */
  async update(
    caller: CallerAccess,
    uuid: string,
    form: SaveCompanySubscriptionDto,
  ): Promise<CompanySubscriptionView> {
    const subscription = await this.em.findOne(
      CompanySubscription,
      { uuid },
      { populate: ['company'] },
    );
    if (!subscription) throw ApiException.notFound();
    caller.assertCan('update', 'company/subscription', { companyUuid: subscription.company.uuid });
    return (await this.save(caller, subscription.company.uuid, form)).subscription;
  }

  /** Subscriptions in the caller's read scope, for the console's list. */
  async list(
    caller: CallerAccess,
    query: SubscriptionListQuery,
  ): Promise<{ data: CompanySubscriptionView[]; total: number }> {
    const where = this.listCondition(caller, query);
    if (!where) return { data: [], total: 0 };
    const [rows, total] = await this.em.findAndCount(CompanySubscription, where, {
      populate: ['company'],
      orderBy: entityOrder<SubscriptionSort, QueryOrderMap<CompanySubscription>>(
        query.sort,
        SUBSCRIPTION_SORTS,
      ),
      offset: query.offset,
      limit: query.limit,
    });
    const granted = await this.grantedToUsers(rows.map((row) => row.company.id));
    return {
      data: rows.map((row) => subscriptionView(row, granted.get(row.company.id) ?? 0)),
      total,
    };
  }

  private listCondition(
    caller: CallerAccess,
    query: SubscriptionListQuery,
  ): FilterQuery<CompanySubscription> | null {
    const scope = caller.filter('read', 'company/subscription');
    if (scope.kind === 'none') return null;
    const conditions: FilterQuery<CompanySubscription>[] = [];
    if (scope.kind === 'some') {
      if (scope.companyUuids.length === 0) return null;
      conditions.push({ company: { uuid: { $in: scope.companyUuids } } });
    }
    if (query.companyUuid) conditions.push({ company: { uuid: query.companyUuid } });
    if (query.uuids) conditions.push({ uuid: { $in: query.uuids } });
    return { $and: conditions };
  }

  private create(
    caller: CallerAccess,
    em: EntityManager,
    company: Company,
    form: SaveCompanySubscriptionDto,
  ): CompanySubscription {
    caller.assertCan('create', 'company/subscription', { companyUuid: company.uuid });
    return em.create(CompanySubscription, { company, ...fields(form) });
  }

  private change(
    caller: CallerAccess,
    company: Company,
    subscription: CompanySubscription,
    form: SaveCompanySubscriptionDto,
  ): CompanySubscription {
    if (!caller.canAtAll('update', 'company/subscription')) throw ApiException.forbidden();
    caller.assertCan('update', 'company/subscription', { companyUuid: company.uuid });
    if (form.credit_amount < subscription.creditsTaken) {
      throw ApiException.invalidData({
        credit_amount: [
          { key: 'credits.amountBelowTaken', params: { taken: subscription.creditsTaken } },
        ],
      });
    }
    return Object.assign(subscription, fields(form));
  }

  private async view(subscription: CompanySubscription): Promise<CompanySubscriptionView> {
    const granted = await this.grantedToUsers([subscription.company.id]);
    return subscriptionView(subscription, granted.get(subscription.company.id) ?? 0);
  }

  /** Credits granted to users, per company id (one query). */
  private async grantedToUsers(companyIds: number[]): Promise<Map<number, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await this.em.getConnection().execute<{ company_id: number; granted: string }[]>(
      `select company_id, sum(total) as granted from user_credit_balances
        where company_id = any(?::int[]) group by company_id`,
      [pgArray(companyIds)],
    );
    return new Map(rows.map((row) => [Number(row.company_id), Number(row.granted)]));
  }
}

function fields(form: SaveCompanySubscriptionDto) {
  return {
    name: form.name,
    billingStartDate: form.billing_start_date,
    licensedPricePerUser: form.price_per_user,
    meteredPricePerCredit: form.price_per_credit,
    creditAmount: form.credit_amount,
    creditLimitPerUser: form.credit_limit_per_user,
    subscriptionModelUuid: form.subscription_model_uuid.toLowerCase(),
    licensedPriceId: form.licensed_price_id ?? null,
    meteredPriceId: form.metered_price_id ?? null,
  };
}
