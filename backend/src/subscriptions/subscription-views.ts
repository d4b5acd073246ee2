import { type Language } from 'src/common/i18n/language';
import { type ModuleType } from 'src/content/content-module.entity';
import { type SubscriptionStatus } from './subscription-statuses';

/** A module within a subscription, named in the asked language. */
export interface SubscriptionModuleView {
  id: number;
  _id: number;
  name: string;
  type: ModuleType;
  is_published: boolean;
  position: number;
  is_open: boolean;
  /** The opposite of is_open: the client cannot start it yet. */
  locked: boolean;
  /** 1 means active (the specification's module_status). */
  module_status: number;
  /** Percent, 0–100, written by the page player. */
  progress: number;
}

export interface SubscriptionProgramView {
  id: number;
  name: string;
}

/** A user's program subscription (the specification's Program subscription). */
export interface ProgramSubscriptionView {
  id: number;
  uuid: string;
  user_id: number;
  subscription_model_name: string;
  subscription_model_uuid: string;
  /**
   * active, expired (an active subscription past its end date counts as expired), cancelled or
   * ended (treatment ended).
   */
  status: SubscriptionStatus;
  /** As screens show it: expired is shown as inactive. */
  display_status: 'active' | 'inactive' | 'cancelled' | 'ended';
  start_date: string | null;
  end_date: string | null;
  /** Days from today (UTC) to the end date, at least 0; null without an end date. */
  days_left: number | null;
  /** Active with fewer than 3 days left. */
  few_days_left: boolean;
  is_trial: boolean;
  /** Made for a user not yet activated (the edit-temp screens). */
  temporary: boolean;
  /** Percent: the average progress of its modules (0 without modules). */
  progress: number;
  ended_at: Date | null;
  end_reason: string | null;
  end_comment: string | null;
  created_at: Date;
  language: Language;
  programs: SubscriptionProgramView[];
  modules: SubscriptionModuleView[];
}

export interface ProgramSubscriptionList {
  program_subscriptions: ProgramSubscriptionView[];
}

export interface TemporarySubscriptionList {
  program_subscription_temp: ProgramSubscriptionView[];
}

/** One subscription model for a user: whether they hold it, and whether it may be added. */
export interface SubscriptionTypeView {
  subscription_model_uuid: string;
  subscription_model_name: string;
  /** The user holds an active subscription of this model. */
  active: boolean;
  /** The append rule allows another subscription of this model. */
  can_add: boolean;
}

export interface SubscriptionTypesView {
  subscription_types: SubscriptionTypeView[];
}

export interface EstimatedEndDateView {
  user_id: number;
  number_of_days: number;
  start_date: string;
  end_date: string;
}
