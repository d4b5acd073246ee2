import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action, type Resource, type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { ownersOf, UserMembershipsService } from 'src/users/user-memberships.service';
import { type UserReference } from 'src/users/user-reference.pipe';
import { SPECIALIST_ROLES } from 'src/users/user-scope';
import { User } from 'src/users/user.entity';

/** Who works with the specialist views at all: the specialists, the clinic admin and admins. */
export const VIEW_ROLES: readonly Role[] = ['admin', 'clinic-admin', ...SPECIALIST_ROLES];

/** Who reads and writes notes: the client's specialists only (hc, therapists). */
export const NOTE_ROLES: readonly Role[] = SPECIALIST_ROLES;

/** Who blocks, unblocks and snoozes a client: their specialists and admins. */
export const HOLD_ROLES: readonly Role[] = ['admin', ...SPECIALIST_ROLES];

/**
 * The one place the specialist routes find a client: the caller's role must work with clients
 * (else 403), and the client must be a client inside the caller's scope for the action (else 404:
 * a therapist never learns that someone else's client exists).
 */
@Injectable()
export class SpecialistAccessService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly scope: OrganisationScopeService,
  ) {}

  assertRole(caller: CallerAccess, roles: readonly Role[]): void {
    if (!roles.includes(caller.user.role)) throw ApiException.forbidden();
  }

  /** The client, when the caller's grant for `action` on `resource` covers them; else 404. */
  async client(
    caller: CallerAccess,
    reference: UserReference,
    action: Action = 'read',
    resource: Resource = 'user',
  ): Promise<User> {
    const user = await this.em.findOne(User, reference, { populate: ['healthCoach'] });
    if (!user || user.role !== 'client') throw ApiException.notFound();
    const memberships = await this.memberships.of(user);
    await this.scope.assertCan(caller, action, resource, ownersOf(user, memberships));
    return user;
  }

  /** Whether the caller may also read the client's treatment (subscriptions, reports). */
  async mayReadTreatment(caller: CallerAccess, client: User): Promise<boolean> {
    if (!caller.canAtAll('read', 'user/subscription')) return false;
    const memberships = await this.memberships.of(client);
    return this.scope.can(caller, 'read', 'user/subscription', ownersOf(client, memberships));
  }
}
