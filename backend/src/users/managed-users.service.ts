import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action, grantsFor, type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { type AccessLogAction } from 'src/access-log/access-log-entry.entity';
import { ApiException } from 'src/common/errors/api-exception';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { Invitation } from 'src/invitations/invitation.entity';
import { type Language } from 'src/common/i18n/language';
import { SubscriptionReader } from 'src/subscriptions/subscription-reader.service';
import { type ProgramSubscriptionView } from 'src/subscriptions/subscription-views';
import { PendingEmailChange } from './email-change/pending-email-change.entity';
import { type ManagedUserView, managedUserView } from './managed-user-view';
import { type UserReference } from './user-reference.pipe';
import { UserProfileFactsService } from './user-profile-facts.service';
import { UserMembershipsService, type UserMemberships, ownersOf } from './user-memberships.service';
import { UserPermissionGrant } from './user-permission-grant.entity';
import { PROFILE_RELATIONS, profileView } from './user-profile-view';
import { User } from './user.entity';

/** A user loaded for staff, with the memberships their scope was checked against. */
export interface ManagedUser {
  user: User;
  memberships: UserMemberships;
}

/**
 * Finding one user for staff (a user outside the caller's scope is "not found"), and showing
 * them: the edit form, the "temp" edit form and the formatted User.
 */
@Injectable()
export class ManagedUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly accessLog: AccessLogService,
    private readonly facts: UserProfileFactsService,
    private readonly scope: OrganisationScopeService,
    private readonly subscriptions: SubscriptionReader,
  ) {}

  /** The user, if the caller's grant for `action` covers them; 404 otherwise. */
  async load(caller: CallerAccess, action: Action, reference: UserReference): Promise<ManagedUser> {
    const user = await this.em.findOne(User, reference, { populate: PROFILE_RELATIONS });
    if (!user) throw ApiException.notFound();
    const memberships = await this.memberships.of(user);
    await this.scope.assertCan(caller, action, 'user', ownersOf(user, memberships));
    return { user, memberships };
  }

  /** The edit form's data (GET /api/users/{id}/edit, /api/v1/users/{id}/formatted). */
  async show(caller: CallerAccess, reference: UserReference): Promise<ManagedUserView> {
    const managed = await this.load(caller, 'read', reference);
    await this.logClientProfile(caller, managed.user, 'read');
    return this.view(managed);
  }

  /**
   * The "temp" edit form: the same user data, plus the program subscriptions made for the user
   * while they have not yet activated their account, when the caller may read the user's
   * subscriptions (`user/subscription.read` covering them; otherwise the list is empty).
   */
  async showWithStagedSubscriptions(
    caller: CallerAccess,
    reference: UserReference,
    language: Language,
  ): Promise<ManagedUserView & { program_subscription_temp: ProgramSubscriptionView[] }> {
    const managed = await this.load(caller, 'read', reference);
    await this.logClientProfile(caller, managed.user, 'read');
    const owners = ownersOf(managed.user, managed.memberships);
    const mayRead = await this.scope.can(caller, 'read', 'user/subscription', owners);
    let staged: ProgramSubscriptionView[] = [];
    if (mayRead) {
      staged = await this.subscriptions.ofUser(managed.user.id, language, { temporaryOnly: true });
      await this.accessLog.record(caller, {
        clientUuid: managed.user.uuid,
        action: 'read',
        resource: 'program-subscription',
      });
    }
    return { ...(await this.view(managed)), program_subscription_temp: staged };
  }

  /** The view of a user already loaded (after a create or an edit). */
  async view({ user, memberships }: ManagedUser): Promise<ManagedUserView> {
    const [ownGrants, invitation, facts, pending] = await Promise.all([
      this.em.find(UserPermissionGrant, { user }, { orderBy: { permission: 'asc' } }),
      // A pending invitation of an account that existed before is the inviting company's
      // business, not that of the account's other companies' staff (see Invitation.invitee).
      this.em.findOne(
        Invitation,
        { user, $or: [{ invitee: null }, { acceptedAt: { $ne: null } }] },
        { populate: ['company', 'unit'], orderBy: { createdAt: 'desc', id: 'desc' } },
      ),
      this.facts.of(user, 'staff'),
      this.em.findOne(
        PendingEmailChange,
        { user, expiresAt: { $gt: new Date() } },
        { fields: ['email'] },
      ),
    ]);
    const grants = grantsFor({
      role: user.role,
      companyRoles: memberships.companies.map((membership) => membership.companyRole),
      extraGrants: ownGrants.map((grant) => grant.permission),
    });
    // The form edits the unbound grants; those an invitation bound to a company stay with it.
    const extraPermissions = ownGrants
      .filter((grant) => grant.company === null)
      .map((grant) => grant.permission);
    const profile = profileView(user, memberships, grants, facts);
    return managedUserView(user, profile, extraPermissions, invitation, pending?.email ?? null);
  }

  /**
   * Access-logs staff reading or changing a client's profile (a client's own reads are not). A
   * role change away from client still counts as a change of a client's record.
   */
  async logClientProfile(
    caller: CallerAccess,
    user: User,
    action: AccessLogAction,
    roleBefore: Role = user.role,
  ): Promise<void> {
    if (user.role !== 'client' && roleBefore !== 'client') return;
    await this.accessLog.record(caller, {
      clientUuid: user.uuid,
      action,
      resource: 'user.profile',
      resourceId: String(user.id),
    });
  }
}
