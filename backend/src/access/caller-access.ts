import {
  type AccessContext,
  type Action,
  type AppAbility,
  type Resource,
  type ScopedObject,
  type ScopeFilter,
  scopeFilter,
  scopedSubject,
} from '@sinnro/access';
import { ApiException } from 'src/common/errors/api-exception';
import { type User } from 'src/users/user.entity';

/**
 * The caller of one request: their account, every grant they hold (role, company roles and their
 * own), and the CASL ability built from those grants in their companies and units.
 */
export class CallerAccess {
  constructor(
    readonly user: User,
    readonly grants: readonly string[],
    readonly context: AccessContext,
    readonly ability: AppAbility,
    /** During impersonation: the uuid of the admin acting as this user. */
    readonly impersonatorUuid: string | null = null,
    /** The request's id, for the access and audit logs. */
    readonly requestId: string | null = null,
  ) {}

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
