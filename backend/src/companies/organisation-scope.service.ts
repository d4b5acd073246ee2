import { type Dictionary, type FilterQuery, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type Action,
  type OwnerUuids,
  type Resource,
  type ScopedObject,
  scopedSubject,
} from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type UsageRecord } from 'src/credits/usage-record.entity';
import { type Invitation } from 'src/invitations/invitation.entity';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { CompanyMember } from './company-member.entity';
import { CompanyUnitMember } from './company-unit-member.entity';
import { CompanyUnit } from './company-unit.entity';
import { Company } from './company.entity';
import { type CompanyReference } from './uuid-param.pipe';

/**
 * The units under a caller's `[company-unit]` grants (at any depth) and their companies, each a
 * subquery for `$in` (typed as the ids it selects, as MikroORM's `raw` values are), so that a list
 * stays one statement.
 */
export interface UnitTree {
  unitIds: readonly number[];
  companyIds: readonly number[];
}

/**
 * How the rows of a list reach each kind of owner (C is the condition type); a missing path admits
 * no row that way.
 */
export interface OwnerPaths<C> {
  company?: (uuids: string[]) => C;
  unit?: (tree: UnitTree) => C;
  user?: (uuids: string[]) => C;
  therapist?: (uuids: string[]) => C;
}

/** The rows a list may hold: every row, or those matching any of the conditions (none: []). */
export type ListReach<C> = 'all' | C[];

/**
 * The organisation scope, the one owner of the unit-tree rule: a `[company-unit]` grant on a unit
 * covers its sub-units at any depth. An object is checked with its units and all their ancestors
 * (one recursive query, only when a unit grant could admit it); a list expands the caller's units to
 * their descendants in a recursive subquery of its own statement, so a page costs the same number
 * of statements whatever the scope. Every domain checks and filters companies, units, users,
 * invitations, credits and usage records through here.
 */
@Injectable()
export class OrganisationScopeService {
  constructor(private readonly em: EntityManager) {}

  /** Whether the caller may `action` the object; `unitUuid` names its own units. */
  async can(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    object: ScopedObject,
  ): Promise<boolean> {
    if (caller.ability.can(action, scopedSubject(resource, object))) return true;
    // The ancestors are looked up only when a unit grant could admit the object.
    const units = uuidList(object.unitUuid);
    const scope = caller.filter(action, resource);
    if (scope.kind !== 'some' || scope.unitUuids.length === 0 || units.length === 0) return false;
    const unitUuid = await this.chainUuids(units);
    return caller.ability.can(action, scopedSubject(resource, { ...object, unitUuid }));
  }

  /** 404 unless the caller may `action` the object (a caller never learns it exists). */
  async assertCan(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    object: ScopedObject,
  ): Promise<void> {
    if (!(await this.can(caller, action, resource, object))) throw ApiException.notFound();
  }

  /** Which rows of a list the caller may `action`, by the paths from a row to its owners. */
  reach<C>(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    paths: OwnerPaths<C>,
  ): ListReach<C> {
    const scope = caller.filter(action, resource);
    if (scope.kind === 'all') return 'all';
    if (scope.kind === 'none') return [];
    const anyOf: C[] = [];
    const add = (path: ((uuids: string[]) => C) | undefined, uuids: string[]) => {
      if (path && uuids.length > 0) anyOf.push(path(uuids));
    };
    add(paths.company, scope.companyUuids);
    if (paths.unit && scope.unitUuids.length > 0) {
      anyOf.push(paths.unit(unitTree(scope.unitUuids)));
    }
    add(paths.user, scope.userUuids);
    add(paths.therapist, scope.therapistUuids);
    return anyOf;
  }

  /** Companies the caller may `action` (null: none at all). */
  companyCondition(caller: CallerAccess, action: Action): FilterQuery<Company> | null {
    const reach = this.reach<FilterQuery<Company>>(caller, action, 'company', {
      company: (uuids) => ({ uuid: { $in: uuids } }),
      unit: (tree) => ({ id: { $in: tree.companyIds } }),
    });
    return combined(reach, {});
  }

  /** Units the caller may `action` (null: none), in any company. */
  unitCondition(caller: CallerAccess, action: Action): FilterQuery<CompanyUnit> | null {
    const reach = this.reach<FilterQuery<CompanyUnit>>(caller, action, 'company-unit', {
      company: (uuids) => ({ company: { uuid: { $in: uuids } } }),
      unit: (tree) => ({ id: { $in: tree.unitIds } }),
    });
    return combined(reach, {});
  }

  /** Invitations the caller may `action`: by their company, or their unit (null: none). */
  invitationCondition(caller: CallerAccess, action: Action): FilterQuery<Invitation> | null {
    const reach = this.reach<FilterQuery<Invitation>>(caller, action, 'user-invitation', {
      company: (uuids) => ({ company: { uuid: { $in: uuids } } }),
      unit: (tree) => ({ unit: { id: { $in: tree.unitIds } } }),
    });
    return combined(reach, {});
  }

  /** Usage records by their company, unit, user or the user's health coach (null: none). */
  usageRecordCondition(caller: CallerAccess, action: Action): FilterQuery<UsageRecord> | null {
    const reach = this.reach<FilterQuery<UsageRecord>>(caller, action, 'user/usage-record', {
      company: (uuids) => ({ company: { uuid: { $in: uuids } } }),
      unit: (tree) => ({ unit: { id: { $in: tree.unitIds } } }),
      user: (uuids) => ({ user: { uuid: { $in: uuids } } }),
      therapist: (uuids) => ({ user: { healthCoach: { uuid: { $in: uuids } } } }),
    });
    return combined(reach, {});
  }

  /**
   * Users the caller may `action`, through their memberships, as a condition for a query builder
   * on User aliased `u` with its health coach joined as `coach` (memberships are subqueries). The
   * `[therapist]` path: an active therapist assignment, or the health coach when there is none.
   */
  userCondition(caller: CallerAccess, action: Action): Dictionary | null {
    const companyMembers = (where: Dictionary) =>
      this.em.createQueryBuilder(CompanyMember, 'cm').select('cm.user').where(where);
    const unitMembers = (where: Dictionary) =>
      this.em.createQueryBuilder(CompanyUnitMember, 'um').select('um.user').where(where);
    const assigned = (where: Dictionary) =>
      this.em
        .createQueryBuilder(TherapistAssignment, 'ta')
        .select('ta.client')
        .where({ endedAt: null, ...where });
    const reach = this.reach<Dictionary>(caller, action, 'user', {
      company: (uuids) => ({
        'u.id': { $in: companyMembers({ company: { uuid: { $in: uuids } } }).getKnexQuery() },
      }),
      unit: (tree) => ({
        'u.id': { $in: unitMembers({ unit: { $in: tree.unitIds } }).getKnexQuery() },
      }),
      user: (uuids) => ({ 'u.uuid': { $in: uuids } }),
      therapist: (uuids) => ({
        $or: [
          { 'u.id': { $in: assigned({ therapist: { uuid: { $in: uuids } } }).getKnexQuery() } },
          { 'coach.uuid': { $in: uuids }, 'u.id': { $nin: assigned({}).getKnexQuery() } },
        ],
      }),
    });
    return combined(reach, {});
  }

  /** A company the caller may `action`, else 404. */
  async company(caller: CallerAccess, action: Action, ref: CompanyReference): Promise<Company> {
    const company = await this.em.findOne(Company, ref);
    if (!company) throw ApiException.notFound();
    caller.assertCan(action, 'company', { companyUuid: company.uuid });
    return company;
  }

  /**
   * The company of a unit route when the caller may `action` some unit of it, else 404 (a caller
   * never learns that a company outside their scope exists).
   */
  async companyForUnits(caller: CallerAccess, action: Action, uuid: string): Promise<Company> {
    const company = await this.em.findOne(Company, { uuid });
    if (!company) throw ApiException.notFound();
    if (!(await this.reachesSomeUnit(caller, action, 'company-unit', company))) {
      throw ApiException.notFound();
    }
    return company;
  }

  /** Whether the caller may `action` some unit of the company for this resource. */
  async reachesSomeUnit(
    caller: CallerAccess,
    action: Action,
    resource: Resource,
    company: Company,
  ): Promise<boolean> {
    if (this.reachesWholeCompany(caller, action, company, resource)) return true;
    const scope = caller.filter(action, resource);
    if (scope.kind !== 'some' || scope.unitUuids.length === 0) return false;
    // A unit's sub-units are of its own company: the caller's own units decide.
    return (await this.em.count(CompanyUnit, { company, uuid: { $in: scope.unitUuids } })) > 0;
  }

  /** Whether a grant covers every unit of the company (`[*]` or `[company]`). */
  reachesWholeCompany(
    caller: CallerAccess,
    action: Action,
    company: Company,
    resource: Resource = 'company-unit',
  ): boolean {
    return caller.ability.can(
      action,
      scopedSubject(resource, { companyUuid: company.uuid, unitUuid: [] }),
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
    await this.assertCan(caller, action, 'company-unit', {
      companyUuid: company.uuid,
      unitUuid: unit.uuid,
    });
    return unit;
  }

  /** The uuids of these units and every unit above them. */
  async chainUuids(unitUuids: readonly string[]): Promise<string[]> {
    if (unitUuids.length === 0) return [];
    const rows = await this.em.getConnection().execute<{ uuid: string }[]>(
      `with recursive chain(id, uuid, parent_id, depth) as (
         select id, uuid, parent_id, 0 from company_units where uuid in (?)
         union all
         select u.id, u.uuid, u.parent_id, c.depth + 1
           from company_units u join chain c on u.id = c.parent_id
          where c.depth < 100
       ) select distinct uuid from chain`,
      [[...unitUuids]],
    );
    return rows.map((row) => row.uuid);
  }
}

const UNIT_TREE_SQL = `with recursive tree(id, company_id, depth) as (
    select id, company_id, 0 from company_units where uuid = any(?::uuid[])
    union all
    select u.id, u.company_id, t.depth + 1 from company_units u join tree t on u.parent_id = t.id
     where t.depth < 100
  )`;

/** These units and every unit below them, with their companies, as subqueries. */
export function unitTree(unitUuids: readonly string[]): UnitTree {
  // One array parameter (uuids need no quoting), whatever the number of units.
  const uuids = `{${unitUuids.join(',')}}`;
  return {
    unitIds: raw<object, readonly number[]>(`${UNIT_TREE_SQL} select id from tree`, [uuids]),
    companyIds: raw<object, readonly number[]>(
      `${UNIT_TREE_SQL} select distinct company_id from tree`,
      [uuids],
    ),
  };
}

/** A list's reach as one condition: `all` for every row, null when none can be in scope. */
function combined<C>(reach: ListReach<C>, all: C): C | { $or: C[] } | null {
  if (reach === 'all') return all;
  return reach.length > 0 ? { $or: reach } : null;
}

function uuidList(owners: OwnerUuids | undefined): readonly string[] {
  if (owners === null || owners === undefined) return [];
  return typeof owners === 'string' ? [owners] : owners;
}
