import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { SubscriptionAccess } from './subscription-access.service';
import { addDays, todayUtc } from './subscription-dates';
import { SubscriptionReader } from './subscription-reader.service';
import {
  type EstimatedEndDateView,
  type ProgramSubscriptionList,
  type ProgramSubscriptionView,
  type SubscriptionTypesView,
  type TemporarySubscriptionList,
} from './subscription-views';

/** Reading a user's program subscriptions (every read by someone else is access-logged). */
@Injectable()
export class ProgramSubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SubscriptionAccess,
    private readonly reader: SubscriptionReader,
  ) {}

  async list(
    caller: CallerAccess,
    userId: number,
    language: Language,
    subscriptionModelName?: string,
  ): Promise<ProgramSubscriptionList> {
    const user = await this.access.user(caller, 'read', userId);
    await this.access.log(caller, user, 'read');
    return {
      program_subscriptions: await this.reader.ofUser(user.id, language, { subscriptionModelName }),
    };
  }

  /** Both subscription models: whether the user holds each, and whether it may be added. */
  async types(caller: CallerAccess, userId: number): Promise<SubscriptionTypesView> {
    const user = await this.access.user(caller, 'read', userId);
    await this.access.log(caller, user, 'read');
    const held = new Set(
      (await this.reader.ofUser(user.id, 'sv'))
        .filter((subscription) => subscription.status === 'active')
        .map((subscription) => subscription.subscription_model_uuid),
    );
    const models = await this.em.find(
      SubscriptionModel,
      { uuid: { $in: Object.values(SUBSCRIPTION_MODELS).map((model) => model.uuid) } },
      { orderBy: { name: 'asc' } },
    );
    return {
      subscription_types: models.map((model) => ({
        subscription_model_uuid: model.uuid,
        subscription_model_name: model.name,
        active: held.has(model.uuid),
        can_add: !held.has(model.uuid) && user.role === 'client',
      })),
    };
  }

  /** The end date a subscription of `days` days starting today (UTC) would have. */
  async estimatedEndDate(
    caller: CallerAccess,
    days: number,
    userId: number,
  ): Promise<EstimatedEndDateView> {
    const user = await this.access.user(caller, 'read', userId);
    const start = todayUtc();
    return {
      user_id: user.id,
      number_of_days: days,
      start_date: start,
      end_date: addDays(start, days),
    };
  }

  /** The subscriptions made for the user before they activated their account. */
  async temporary(
    caller: CallerAccess,
    userId: number,
    language: Language,
  ): Promise<TemporarySubscriptionList> {
    const user = await this.access.user(caller, 'read', userId);
    await this.access.log(caller, user, 'read');
    return {
      program_subscription_temp: await this.reader.ofUser(user.id, language, {
        temporaryOnly: true,
      }),
    };
  }

  /** One temporary subscription for its edit form (404 once the user has activated). */
  async temporaryOne(
    caller: CallerAccess,
    userId: number,
    reference: string,
    language: Language,
  ): Promise<ProgramSubscriptionView> {
    const user = await this.access.user(caller, 'read', userId);
    const subscription = await this.access.subscriptionById(user, reference);
    const view = await this.reader.show(subscription.id, language);
    if (!view.temporary) throw ApiException.notFound();
    await this.access.log(caller, user, 'read', subscription);
    return view;
  }
}
