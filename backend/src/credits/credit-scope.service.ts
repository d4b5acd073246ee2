import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action, type Resource } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { type CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';

/** A user as a member of one company, with the units they belong to there. */
export interface CompanyMemberInScope {
  company: Company;
  user: User;
  units: CompanyUnit[];
}

/**
 * Scope checks of credits and usage records. The object is the user in the company: `[company]`
 * looks at the company, `[company-unit]` at the user's units there (a grant on a unit also covers
 * its sub-units, as for company units), `[user]` at the user. Outside scope is 404.
 */
@Injectable()
export class CreditScopeService {
  constructor(private readonly em: EntityManager) {}

  /** The company by uuid, or 404 when it does not exist or the caller has no reach into it. */
  async company(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    uuid: string,
  ): Promise<Company> {
    const company = await this.em.findOne(Company, { uuid });
    if (!company) throw ApiException.notFound();
    caller.assertCan(action, resource, { companyUuid: company.uuid });
    return company;
  }

  /** The user as a member of the company, or 404 (also when the caller's scope misses them). */
  async member(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    companyUuid: string,
    userUuid: string,
  ): Promise<CompanyMemberInScope> {
    const membership = await this.em.findOne(
      CompanyMember,
      { company: { uuid: companyUuid }, user: { uuid: userUuid } },
      { populate: ['company', 'user'] },
    );
    if (!membership) throw ApiException.notFound();
    const { company, user } = membership;
    const unitMemberships = await this.em.find(
      CompanyUnitMember,
      { user, unit: { company } },
      { populate: ['unit'] },
    );
    const units = unitMemberships.map((row) => row.unit);
    caller.assertCan(action, resource, {
      companyUuid: company.uuid,
      unitUuid: await this.chainUuids(units.map((unit) => unit.id)),
      userUuid: user.uuid,
    });
    return { company, user, units };
  }

  /**
   * The unit a grant or usage is booked on: 404 when the caller's scope does not cover it, 400
   * (keyed by `company_unit_uuid`) when the user is not a member of it.
   */
  async bookingUnit(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    member: CompanyMemberInScope,
    unitUuid: string,
  ): Promise<CompanyUnit> {
    const unit = member.units.find((candidate) => candidate.uuid === unitUuid.toLowerCase());
    if (!unit) {
      throw ApiException.invalidData({ company_unit_uuid: [{ key: 'credits.notUnitMember' }] });
    }
    caller.assertCan(action, resource, {
      companyUuid: member.company.uuid,
      unitUuid: await this.chainUuids([unit.id]),
      userUuid: member.user.uuid,
    });
    return unit;
  }

  /** The uuids of these units and every unit above them. */
  async chainUuids(unitIds: readonly number[]): Promise<string[]> {
    if (unitIds.length === 0) return [];
    const rows = await this.em.getConnection().execute<{ uuid: string }[]>(
      `with recursive chain(id, uuid, parent_id, depth) as (
         select id, uuid, parent_id, 0 from company_units where id = any(?::int[])
         union all
         select u.id, u.uuid, u.parent_id, c.depth + 1
           from company_units u join chain c on u.id = c.parent_id
          where c.depth < 100
       ) select distinct uuid from chain`,
      [pgArray(unitIds)],
    );
    return rows.map((row) => row.uuid);
  }

  /** The ids of these units and every unit below them. */
  async descendantIds(unitUuids: readonly string[]): Promise<number[]> {
    if (unitUuids.length === 0) return [];
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `with recursive tree(id, depth) as (
         select id, 0 from company_units where uuid = any(?::uuid[])
         union all
         select u.id, t.depth + 1 from company_units u join tree t on u.parent_id = t.id
          where t.depth < 100
       ) select distinct id from tree`,
      [pgArray(unitUuids)],
    );
    return rows.map((row) => Number(row.id));
  }
}

/**
 * A PostgreSQL array literal for `?::int[]` / `?::uuid[]` (knex would spread a JS array into a
 * list). Only for numbers and uuids, which need no quoting.
 */
export function pgArray(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`;
}
