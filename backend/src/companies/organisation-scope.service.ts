import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action, scopedSubject } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type CompanyReference } from './uuid-param.pipe';
import { CompanyUnit } from './company-unit.entity';
import { Company } from './company.entity';

/**
 * Scope of companies and units. A `[company-unit]` grant on a unit covers its sub-units at any
 * depth: a unit is checked with the uuids of itself and all its ancestors, and unit lists expand
 * the caller's units to their descendants (one recursive query each).
 */
@Injectable()
export class OrganisationScopeService {
  constructor(private readonly em: EntityManager) {}

  /** Companies the caller may `action` (null: none at all). */
  async companyCondition(
    caller: CallerAccess,
    action: Action,
  ): Promise<FilterQuery<Company> | null> {
    const scope = caller.filter(action, 'company');
    if (scope.kind === 'all') return {};
    if (scope.kind === 'none') return null;
    const anyOf: FilterQuery<Company>[] = [];
    if (scope.companyUuids.length > 0) anyOf.push({ uuid: { $in: scope.companyUuids } });
    if (scope.unitUuids.length > 0) {
      const units = await this.em.find(
        CompanyUnit,
        { uuid: { $in: scope.unitUuids } },
        { fields: ['company'] },
      );
      anyOf.push({ id: { $in: units.map((unit) => unit.company.id) } });
    }
    return anyOf.length > 0 ? { $or: anyOf } : null;
  }

  /** A company the caller may `action`, else 404. */
  async company(caller: CallerAccess, action: Action, ref: CompanyReference): Promise<Company> {
    const company = await this.em.findOne(Company, ref);
    if (!company) throw ApiException.notFound();
    caller.assertCan(action, 'company', { companyUuid: company.uuid });
    return company;
  }

  /** Units the caller may `action` (null: none), in any company. */
  async unitCondition(
    caller: CallerAccess,
    action: Action,
  ): Promise<FilterQuery<CompanyUnit> | null> {
    const scope = caller.filter(action, 'company-unit');
    if (scope.kind === 'all') return {};
    if (scope.kind === 'none') return null;
    const anyOf: FilterQuery<CompanyUnit>[] = [];
    if (scope.companyUuids.length > 0)
      anyOf.push({ company: { uuid: { $in: scope.companyUuids } } });
    if (scope.unitUuids.length > 0) {
      anyOf.push({ id: { $in: await this.descendantIds(scope.unitUuids) } });
    }
    return anyOf.length > 0 ? { $or: anyOf } : null;
  }

  /**
   * The company of a unit route when the caller may `action` some unit of it, else 404 (a caller
   * never learns that a company outside their scope exists).
   */
  async companyForUnits(caller: CallerAccess, action: Action, uuid: string): Promise<Company> {
    const company = await this.em.findOne(Company, { uuid });
    if (!company) throw ApiException.notFound();
    if (this.reachesWholeCompany(caller, action, company)) return company;
    const condition = await this.unitCondition(caller, action);
    const visible = condition
      ? await this.em.count(CompanyUnit, { $and: [{ company }, condition] })
      : 0;
    if (visible === 0) throw ApiException.notFound();
    return company;
  }

  /** Whether a grant covers every unit of the company (`[*]` or `[company]`). */
  reachesWholeCompany(caller: CallerAccess, action: Action, company: Company): boolean {
    return caller.ability.can(
      action,
      scopedSubject('company-unit', { companyUuid: company.uuid, unitUuid: [] }),
    );
  }

  /** A unit of the company the caller may `action`, else 404. */
  async unit(
    caller: CallerAccess,
    action: Action,
    company: Company,
    uuid: string,
  ): Promise<CompanyUnit> {
    const unit = await this.em.findOne(CompanyUnit, { uuid, company }, { populate: ['parent'] });
    if (!unit) throw ApiException.notFound();
    await this.assertUnit(caller, action, unit);
    return unit;
  }

  /** 404 unless a grant covers the unit, its company, or one of its ancestors. */
  async assertUnit(caller: CallerAccess, action: Action, unit: CompanyUnit): Promise<void> {
    caller.assertCan(action, 'company-unit', {
      companyUuid: unit.company.uuid,
      unitUuid: await this.chainUuids(unit.id),
    });
  }

  /** The uuids of the unit and every unit above it. */
  async chainUuids(unitId: number): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ uuid: string }[]>(
      `with recursive chain(id, uuid, parent_id, depth) as (
         select id, uuid, parent_id, 0 from company_units where id = ?
         union all
         select u.id, u.uuid, u.parent_id, c.depth + 1
           from company_units u join chain c on u.id = c.parent_id
          where c.depth < 100
       ) select uuid from chain`,
      [unitId],
    );
    return rows.map((row) => row.uuid);
  }

  /** The ids of these units and every unit below them. */
  async descendantIds(unitUuids: readonly string[]): Promise<number[]> {
    if (unitUuids.length === 0) return [];
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `with recursive tree(id, depth) as (
         select id, 0 from company_units where uuid in (?)
         union all
         select u.id, t.depth + 1 from company_units u join tree t on u.parent_id = t.id
          where t.depth < 100
       ) select distinct id from tree`,
      [[...unitUuids]],
    );
    return rows.map((row) => Number(row.id));
  }
}
