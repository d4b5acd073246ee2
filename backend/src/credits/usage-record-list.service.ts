import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { type Language } from 'src/common/i18n/language';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { type UsageRecordListQuery } from './dto/usage-record-list.query';
import { type UsageRecordView, usageRecordView } from './usage-record-view';
import { UsageRecord } from './usage-record.entity';

export interface UsageRecordPage {
  data: UsageRecordView[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * Lists usage records in the caller's `user/usage-record.read` scope: `[company]` by the record's
 * company, `[company-unit]` by its unit (sub-units included), `[user]` by its user, `[therapist]`
 * by the user's health coach. Each user on the page is written to the access log.
 */
@Injectable()
export class UsageRecordListService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: OrganisationScopeService,
    private readonly accessLog: AccessLogService,
  ) {}

  async page(
    caller: CallerAccess,
    query: UsageRecordListQuery,
    language: Language,
  ): Promise<UsageRecordPage> {
    const empty = { data: [], total: 0, page: query.page, per_page: query.per_page };
    const scope = this.scope.usageRecordCondition(caller, 'read');
    if (!scope) return empty;
    const where: FilterQuery<UsageRecord>[] = [scope];
    if (query.company_uuid) where.push({ company: { uuid: query.company_uuid } });
    if (query.user_uuid) where.push({ user: { uuid: query.user_uuid } });
    if (query.company_unit_uuid) where.push({ unit: { uuid: query.company_unit_uuid } });
    const [records, total] = await this.em.findAndCount(
      UsageRecord,
      { $and: where },
      {
        populate: ['company', 'unit', 'user', 'products.product'],
        orderBy: [{ createdAt: query.order }, { id: query.order }],
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      },
    );
    for (const userUuid of new Set(records.map((record) => record.user.uuid))) {
      await this.accessLog.record(caller, {
        clientUuid: userUuid,
        action: 'read',
        resource: 'user.usage-record',
      });
    }
    return {
      data: records.map((record) => usageRecordView(record, language)),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  }
}
