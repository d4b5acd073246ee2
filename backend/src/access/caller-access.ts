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
 * What a user's grant sets allow: every grant held somewhere and the CASL ability. Immutable, so
 * an API process builds it once per access version of the user and shares it between requests.
 */
export class CallerGrants {
  /** Every grant held in some scope (for menus and the profile view). */
  readonly grants: readonly string[];
  readonly ability: AppAbility;

  constructor(readonly sets: readonly GrantsInContext[]) {
    this.grants = allGrantsOf(sets);
    this.ability = defineAbility(sets);
  }
}

/**
 * The caller of one request: their account, their grant sets (each scoped to the membership it
 * belongs to, see grantSetsFor), every grant they hold somewhere, and the CASL ability.
 */
export class CallerAccess {
  readonly grants: readonly string[];
  readonly ability: AppAbility;
  readonly grantSets: readonly GrantsInContext[];
  private account: User | (() => User);

  /** The account's id and uuid, known without mapping the account. */
  readonly userId: number;
  readonly userUuid: string;

  constructor(
    /** The account, or its id and uuid and how to map it from the row read (when a route asks). */
    account: User | { id: number; uuid: string; map: () => User },
    grants: CallerGrants | readonly GrantsInContext[],
    /** During impersonation: the uuid of the admin acting as this user. */
    readonly impersonatorUuid: string | null = null,
    /** The request's id, for the access and audit logs. */
    readonly requestId: string | null = null,
    /** During impersonation: whether every write is refused (the token's claim). */
    readonly impersonationReadOnly: boolean = true,
  ) {
    this.userId = account.id;
    this.userUuid = account.uuid;
    this.account = 'map' in account ? account.map : account;
    const built = grants instanceof CallerGrants ? grants : new CallerGrants(grants);
    this.grantSets = built.sets;
    this.grants = built.grants;
    this.ability = built.ability;
  }

  /** The caller's account, managed by the request's entity manager. */
  get user(): User {
    if (typeof this.account === 'function') this.account = this.account();
    return this.account;
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
    return this.impersonatorUuid ?? this.userUuid;
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
