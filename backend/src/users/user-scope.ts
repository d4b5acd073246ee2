import { type Dictionary } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type Action,
  ROLES,
  type Role,
  type ScopedObject,
  type ScopeFilter,
  scopedSubject,
} from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';

/** Roles that can be a client's responsible specialist (`user.healthCoach`). */
export const SPECIALIST_ROLES: readonly Role[] = ['hc', 'therapist-premium', 'clinic-therapist'];

/** A scope that admits someone besides the caller. */
export type StaffScope = Exclude<ScopeFilter, { kind: 'none' }>;

/**
 * The users a caller may list. Lists of users are a staff tool: a caller whose `user.read`
 * reaches only their own account (a client) is refused, not shown a list of one.
 */
export function staffReadScope(caller: CallerAccess): StaffScope {
  const scope = caller.filter('read', 'user');
  if (scope.kind === 'none') throw ApiException.forbidden();
  if (
    scope.kind === 'some' &&
    scope.companyUuids.length + scope.unitUuids.length + scope.therapistUuids.length === 0
  ) {
    throw ApiException.forbidden();
  }
  return scope;
}

/** Whether the caller may do this to every user (`[*]`: admin, hc). */
export function reachesEveryUser(caller: CallerAccess, action: Action): boolean {
  return caller.filter(action, 'user').kind === 'all';
}

/** Admins manage every role and grant extra permissions; everyone else manages clients only. */
export function isAdmin(caller: CallerAccess): boolean {
  return caller.user.role === 'admin';
}

/** Roles the caller may give to a user they create or edit. */
export function assignableRoles(caller: CallerAccess): readonly Role[] {
  return isAdmin(caller) ? ROLES : ['client'];
}

/** 403 unless a grant's scope covers a user that is about to be created with these owners. */
export function assertMayCreate(caller: CallerAccess, owners: ScopedObject): void {
  if (!caller.ability.can('create', scopedSubject('user', owners))) throw ApiException.forbidden();
}

/**
 * The SQL condition (for a query builder on User aliased `u`, with its health coach joined as
 * `coach`) that keeps the users in scope: the OR of the scope's four lists, each a subquery or an
 * IN list, so a page costs the same number of statements whatever the scope.
 */
export function staffScopeCondition(em: EntityManager, scope: StaffScope): Dictionary {
  if (scope.kind === 'all') return {};
  const anyOf: Dictionary[] = [];
  if (scope.userUuids.length > 0) anyOf.push({ 'u.uuid': { $in: scope.userUuids } });
  if (scope.therapistUuids.length > 0) {
    anyOf.push({ 'coach.uuid': { $in: scope.therapistUuids } });
  }
  if (scope.companyUuids.length > 0) {
    const members = em
      .createQueryBuilder(CompanyMember, 'cm')
      .select('cm.user')
      .where({ company: { uuid: { $in: scope.companyUuids } } });
    anyOf.push({ 'u.id': { $in: members.getKnexQuery() } });
  }
  if (scope.unitUuids.length > 0) {
    const members = em
      .createQueryBuilder(CompanyUnitMember, 'um')
      .select('um.user')
      .where({ unit: { uuid: { $in: scope.unitUuids } } });
    anyOf.push({ 'u.id': { $in: members.getKnexQuery() } });
  }
  return { $or: anyOf };
}
