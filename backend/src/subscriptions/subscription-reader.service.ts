import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Language } from 'src/common/i18n/language';
import { namedIn } from 'src/content/localized';
import { pickText } from 'src/content/pick-text';
import { ProgramSubscription } from './program-subscription.entity';
import { daysLeft, FEW_DAYS_LEFT, todayUtc } from './subscription-dates';
import { type SubscriptionStatus } from './subscription-statuses';
import { type ProgramSubscriptionView } from './subscription-views';

const VIEW_RELATIONS = [
  'user',
  'subscriptionModel',
  'programs.texts',
  'modules.module.texts',
] as const;

/** Which of a user's subscriptions to show. */
export interface SubscriptionFilter {
  subscriptionModelName?: string;
  /** Only those made for the user before activation, while the user is not yet activated. */
  temporaryOnly?: boolean;
}

/** An active subscription past its end date is expired, whether or not a job has marked it. */
export function effectiveStatus(
  subscription: ProgramSubscription,
  today: string,
): SubscriptionStatus {
  if (
    subscription.status === 'active' &&
    subscription.endDate !== null &&
    subscription.endDate < today
  ) {
    return 'expired';
  }
  return subscription.status;
}

/** Reads users' subscriptions and shapes them as the specification's Program subscription. */
@Injectable()
export class SubscriptionReader {
  constructor(private readonly em: EntityManager) {}

  async ofUser(
    userId: number,
    language: Language,
    filter: SubscriptionFilter = {},
  ): Promise<ProgramSubscriptionView[]> {
    const where: FilterQuery<ProgramSubscription> = { user: userId };
    if (filter.subscriptionModelName !== undefined) {
      where.subscriptionModel = { name: filter.subscriptionModelName };
    }
    if (filter.temporaryOnly) {
      where.temporary = true;
      where.user = { id: userId, activatedAt: null };
    }
    const subscriptions = await this.em.find(ProgramSubscription, where, {
      populate: VIEW_RELATIONS,
      orderBy: { createdAt: 'desc', id: 'desc' },
    });
    return subscriptions.map((subscription) => this.view(subscription, language));
  }

  /** A subscription with everything its view needs (already loaded ones are refreshed). */
  async load(id: number): Promise<ProgramSubscription> {
    return this.em.findOneOrFail(
      ProgramSubscription,
      { id },
      { populate: VIEW_RELATIONS, refresh: true },
    );
  }

  async show(id: number, language: Language): Promise<ProgramSubscriptionView> {
    return this.view(await this.load(id), language);
  }

  view(subscription: ProgramSubscription, language: Language): ProgramSubscriptionView {
    const today = todayUtc();
    const status = effectiveStatus(subscription, today);
    const modules = subscription.modules.getItems().map((item) => ({
      id: item.module.id,
      _id: item.module.id,
      name: namedIn(item.module.texts, language).name,
      type: item.module.type,
      is_published: item.module.isPublished,
      position: item.position,
      is_open: item.isOpen,
      locked: !item.isOpen,
      module_status: item.moduleStatus,
      progress: item.progress,
    }));
    const progress =
      modules.length === 0
        ? 0
        : Math.round(modules.reduce((sum, item) => sum + item.progress, 0) / modules.length);
    const left = daysLeft(subscription.endDate, today);
    return {
      id: subscription.id,
      uuid: subscription.uuid,
      user_id: subscription.user.id,
      subscription_model_name: subscription.subscriptionModel.name,
      subscription_model_uuid: subscription.subscriptionModel.uuid,
      status,
      display_status: status === 'expired' ? 'inactive' : status,
      start_date: subscription.startDate,
      end_date: subscription.endDate,
      days_left: left,
      few_days_left: status === 'active' && left !== null && left < FEW_DAYS_LEFT,
      is_trial: subscription.isTrial,
      temporary: subscription.temporary && subscription.user.activatedAt === null,
      progress,
      ended_at: subscription.endedAt,
      end_reason: subscription.endReason,
      end_comment: subscription.endComment,
      created_at: subscription.createdAt,
      language,
      programs: subscription.programs
        .getItems()
        .map((program) => ({
          id: program.id,
          name: pickText(program.texts.getItems(), language).text?.plainName ?? '',
        }))
        .sort((a, b) => a.id - b.id),
      modules,
    };
  }
}
