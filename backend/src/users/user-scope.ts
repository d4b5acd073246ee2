import { type Action, ROLES, type Role, type ScopeFilter } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';

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
