import {
  type Action,
  allGrantsOf,
  type AppAbility,
  defineAbility,
  type GrantsInContext,
  parsePermission,
  type Resource,
  type ScopedObject,
  type ScopeFilter,
  scopeFilter,
  scopedSubject,
} from '@sinnro/access';
import { ApiException } from 'src/common/errors/api-exception';
import { type User } from 'src/users/user.entity';

const COMPANY_SCOPES = new Set(['company', 'company-unit']);

/**
 * The caller of one request: their account, their grant sets (each scoped to the membership it
 * belongs to, see grantSetsFor), every grant they hold somewhere, and the CASL ability.
 */
export class CallerAccess {
  /** Every grant the caller holds in some scope (for menus and the profile view). */
  readonly grants: readonly string[];
  readonly ability: AppAbility;

  constructor(
    readonly user: User,
    readonly grantSets: readonly GrantsInContext[],
    /** During impersonation: the uuid of the admin acting as this user. */
    readonly impersonatorUuid: string | null = null,
    /** The request's id, for the access and audit logs. */
    readonly requestId: string | null = null,
  ) {
    this.grants = allGrantsOf(grantSets);
    this.ability = defineAbility(grantSets);
  }

  /**
   * The grants the caller holds in this company (null: outside any company): those of the sets
   * that reach it, and everywhere-valid ones (`[*]`, `[user]`, `[therapist]`). What the caller may
   * give away there is bounded by these, not by rights held in another company.
   */
  grantsIn(companyUuid: string | null): string[] {
    const held = this.grantSets.flatMap(({ grants, context }) =>
      companyUuid !== null && context.companyUuids.includes(companyUuid)
        ? grants
        : grants.filter((grant) => !COMPANY_SCOPES.has(parsePermission(grant).scope)),
    );
    return [...new Set(held)].sort();
  }

  /** The person at the keyboard: the impersonating admin, or the user themselves. */
  get actorUuid(): string {
    return this.impersonatorUuid ?? this.user.uuid;
  }

  /** Whether any grant allows the action on the resource, in some scope (for routes and menus). */
  canAtAll(action: Action, resource: Resource): boolean {
    return this.ability.can(action, resource);
  }

  /**
   * Throws 404 unless a grant's scope covers this object: a caller never learns that an object
   * outside their scope exists.
   */
  assertCan(action: Action, resource: Resource, owners: ScopedObject): void {
    if (!this.ability.can(action, scopedSubject(resource, owners))) throw ApiException.notFound();
  }

  /** Which owners the caller may act on, for list queries. */
  filter(action: Action, resource: Resource): ScopeFilter {
    return scopeFilter(this.ability, action, resource);
  }
}
