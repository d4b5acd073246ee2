import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Action } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { mayStartNew, repeatRefusal, type RunFacts } from 'src/assessments/assessment-schedule';
import { ApiException } from 'src/common/errors/api-exception';
import { assertNotBlocked } from 'src/specialists/client-block';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { MODULE_STATUS_ACTIVE } from 'src/subscriptions/subscription-statuses';
import { ownersOf, UserMembershipsService } from 'src/users/user-memberships.service';
import { type UserReference } from 'src/users/user-reference.pipe';
import { User } from 'src/users/user.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A subscription module reached by a caller, and whose it is. */
export interface LearningTarget {
  client: User;
  subscription: ProgramSubscription;
  item: SubscriptionModule;
}

/**
 * Finds the subscription a learning route names: the caller's own (a client reaches only theirs;
 * another's answers 404), or a client's for staff whose scope covers the client.
 */
@Injectable()
export class LearningSubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly scope: OrganisationScopeService,
  ) {}

  /**
   * The caller's own subscription module (`{subscription}`: its uuid or its model's uuid); 403
   * while their specialist's block holds their treatment. Through their own trial, a module they
   * hold locked in another active subscription (a therapist locked it) is locked too (409).
   */
  async own(caller: CallerAccess, subscription: string, moduleId: number): Promise<LearningTarget> {
    const client = await this.em.findOneOrFail(User, caller.userId);
    await assertNotBlocked(this.em, client.id);
    const target = await this.target(client, subscription, moduleId);
    if (target.subscription.isTrial) {
      const lockedElsewhere = await this.em.count(SubscriptionModule, {
        module: moduleId,
        isOpen: false,
        subscription: { user: client.id, status: 'active', isTrial: false },
      });
      if (lockedElsewhere > 0) throw ApiException.conflict('learning.moduleLocked');
    }
    return target;
  }

  /** A client's subscription module, if the caller may `action` the client's subscriptions. */
  async ofClient(
    caller: CallerAccess,
    action: Action,
    reference: UserReference,
    subscription: string,
    moduleId: number,
  ): Promise<LearningTarget> {
    const client = await this.client(caller, action, reference);
    return this.target(client, subscription, moduleId);
  }

  /** A client the caller may `action` (`user/subscription`), else 404. */
  async client(caller: CallerAccess, action: Action, reference: UserReference): Promise<User> {
    const client = await this.em.findOne(User, reference, { populate: ['healthCoach'] });
    if (!client) throw ApiException.notFound();
    const memberships = await this.memberships.of(client);
    await this.scope.assertCan(caller, action, 'user/subscription', ownersOf(client, memberships));
    return client;
  }

  /** The caller's subscriptions, newest first, with their programs and modules. */
  async subscriptionsOf(userId: number): Promise<ProgramSubscription[]> {
    return this.em.find(
      ProgramSubscription,
      { user: userId },
      {
        populate: ['subscriptionModel', 'programs.texts', 'modules.module.texts'],
        orderBy: { createdAt: 'desc', id: 'desc' },
      },
    );
  }

  private async target(client: User, reference: string, moduleId: number): Promise<LearningTarget> {
    if (!UUID.test(reference)) throw ApiException.notFound();
    const uuid = reference.toLowerCase();
    const [subscription] = await this.em.find(
      ProgramSubscription,
      { user: client, $or: [{ uuid }, { subscriptionModel: { uuid } }] },
      { populate: ['subscriptionModel'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 },
    );
    if (!subscription) throw ApiException.notFound();
    const item = await this.em.findOne(
      SubscriptionModule,
      { subscription, module: moduleId },
      { populate: ['module.texts', 'module.test'] },
    );
    if (!item || !item.module.isPublished) throw ApiException.notFound();
    return { client, subscription, item };
  }
}

/** What the write and new-round rules need of a target. */
export type WriteFacts = Pick<LearningTarget, 'subscription' | 'item'>;

/**
 * Why answers may not be saved (the 409 to answer), or null when they may: an active subscription
 * not past its end date, and a module that is open (not locked) and active (not closed).
 */
export function writeRefusal({ subscription, item }: WriteFacts): ApiException | null {
  const today = new Date().toISOString().slice(0, 10);
  if (
    subscription.status !== 'active' ||
    (subscription.endDate !== null && subscription.endDate < today)
  ) {
    return ApiException.conflict('learning.subscriptionInactive');
  }
  if (!item.isOpen) return ApiException.conflict('learning.moduleLocked');
  if (item.moduleStatus !== MODULE_STATUS_ACTIVE)
    return ApiException.conflict('learning.moduleClosed');
  return null;
}

/** 409 unless answers may be saved (see `writeRefusal`). */
export function assertWritable(target: WriteFacts): void {
  const refusal = writeRefusal(target);
  if (refusal) throw refusal;
}

/**
 * Why POST new-instance would not start a new instance now after `newest` (its 409), or null when
 * it would: the module must be writable, and a completed newest run must be due to repeat (an
 * assessment once its iteration_days have passed, another module when repeatable). The module
 * view's `new_round_allowed` is this rule's answer, so the client never offers a refused action.
 */
export function newInstanceRefusal(
  target: WriteFacts,
  newest: RunFacts | null,
  now: Date = new Date(),
): ApiException | null {
  const refusal = writeRefusal(target);
  if (refusal) return refusal;
  if (newest && !mayStartNew(target.item.module, newest, now)) {
    return repeatRefusal(target.item.module, newest);
  }
  return null;
}
