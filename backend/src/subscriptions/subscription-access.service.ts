import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { type AccessLogAction } from 'src/access-log/access-log-entry.entity';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { UserMembershipsService, ownersOf } from 'src/users/user-memberships.service';
import { User } from 'src/users/user.entity';
import { ProgramSubscription } from './program-subscription.entity';
import { effectiveStatus } from './subscription-reader.service';
import { todayUtc } from './subscription-dates';

/** The access log's name for a client's program subscriptions. */
export const SUBSCRIPTION_RESOURCE = 'program-subscription';

/**
 * Who may reach whose subscriptions (`user/subscription` with its scope: `[*]` everyone,
 * `[company]`/`[company-unit]` the members, `[therapist]` the clients whose specialist the caller
 * is, `[user]` oneself; anyone else is "not found"), which subscription a path names, and the
 * access log and audit trail of every read and change.
 */
@Injectable()
export class SubscriptionAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly scope: OrganisationScopeService,
    private readonly accessLog: AccessLogService,
    private readonly audit: AuditService,
  ) {}

  /** The user, when the caller's `user/subscription` grant for `action` covers them; else 404. */
  async user(caller: CallerAccess, action: Action, userId: number): Promise<User> {
    const user = await this.em.findOne(User, { id: userId }, { populate: ['healthCoach'] });
    if (!user) throw ApiException.notFound();
    if (!(await this.covers(caller, action, user))) throw ApiException.notFound();
    return user;
  }

  /** Whether the caller's `user/subscription` grant for `action` covers the user. */
  async covers(caller: CallerAccess, action: Action, user: User): Promise<boolean> {
    const memberships = await this.memberships.of(user);
    return this.scope.can(caller, action, 'user/subscription', ownersOf(user, memberships));
  }

  /**
   * The user's subscription a path names: by its own uuid, or by its subscription model's uuid
   * (the specification's `{subscription_model_uuid}`: the active one of that model, else the
   * newest). 404 when the user has none.
   */
  async subscription(user: User, reference: string): Promise<ProgramSubscription> {
    const own = await this.em.findOne(
      ProgramSubscription,
      { user, uuid: reference },
      { populate: ['subscriptionModel'] },
    );
    if (own) return own;
    const ofModel = await this.em.find(
      ProgramSubscription,
      { user, subscriptionModel: { uuid: reference } },
      { populate: ['subscriptionModel'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    const today = todayUtc();
    const found =
      ofModel.find((subscription) => effectiveStatus(subscription, today) === 'active') ??
      ofModel[0];
    if (!found) throw ApiException.notFound();
    return found;
  }

  /** The subscription by numeric id or reference, for the edit-temp screens. */
  async subscriptionById(user: User, reference: string): Promise<ProgramSubscription> {
    if (/^[1-9]\d{0,9}$/.test(reference) && Number(reference) <= 2_147_483_647) {
      const found = await this.em.findOne(
        ProgramSubscription,
        { user, id: Number(reference) },
        { populate: ['subscriptionModel'] },
      );
      if (!found) throw ApiException.notFound();
      return found;
    }
    return this.subscription(user, reference);
  }

  /** Writes the access log with the client as subject (a client's own reads are not logged). */
  async log(
    caller: CallerAccess,
    user: User,
    action: AccessLogAction,
    subscription?: ProgramSubscription,
  ): Promise<void> {
    await this.accessLog.record(caller, {
      clientUuid: user.uuid,
      action,
      resource: SUBSCRIPTION_RESOURCE,
      resourceId: subscription?.uuid ?? null,
    });
  }

  /** A change: the access log (client as subject) and the audit trail (ids only). */
  async changed(
    caller: CallerAccess,
    user: User,
    subscription: ProgramSubscription,
    event: string,
    details: Record<string, unknown> = {},
    action: AccessLogAction = 'update',
  ): Promise<void> {
    await this.log(caller, user, action, subscription);
    await this.audit.record(caller, {
      event: `program-subscription.${event}`,
      subjectType: SUBSCRIPTION_RESOURCE,
      subjectId: subscription.uuid,
      details: { user_id: user.id, ...details },
    });
  }
}
