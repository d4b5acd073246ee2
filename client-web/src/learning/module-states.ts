import { type ClientSubscription, type LearningModule } from './learning-api';

/** The listing states of a module (client/specialist specification, section 4), in list order. */
export const MODULE_STATES = ['ongoing', 'upcoming', 'completed', 'expired'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

/** The specification's module_status: 1 means active. */
const MODULE_STATUS_ACTIVE = 1;

type ModuleFacts = Pick<LearningModule, 'is_open' | 'module_status' | 'instances'>;

/**
 * Where a module of a subscription is listed:
 * - completed: its newest instance is completed (instances are the record: a progress without
 *   any instance is not a completion);
 * - expired: not completed, and the subscription is no longer active or the module is inactive;
 * - ongoing: open (unlocked) and not completed, started or not;
 * - upcoming: locked until the therapist opens it.
 */
export function moduleState(module: ModuleFacts, subscriptionStatus: string): ModuleState {
  const newest = module.instances.find((instance) => instance.active) ?? module.instances[0];
  if (newest?.is_completed) return 'completed';
  if (subscriptionStatus !== 'active' || module.module_status !== MODULE_STATUS_ACTIVE) {
    return 'expired';
  }
  return module.is_open ? 'ongoing' : 'upcoming';
}

export interface ListedModule {
  module: LearningModule;
  subscription: ClientSubscription;
  state: ModuleState;
}

export type ModuleGroups = Record<ModuleState, ListedModule[]>;

/**
 * The modules of the subscriptions of one model, grouped by state, each group in the
 * subscriptions' order (newest first) and then by the module's position.
 */
export function groupModules(
  subscriptions: readonly ClientSubscription[],
  modelName: string,
): ModuleGroups {
  const groups: ModuleGroups = { ongoing: [], upcoming: [], completed: [], expired: [] };
  for (const subscription of subscriptions) {
    if (subscription.subscription_model_name !== modelName) continue;
    const modules = [...subscription.modules].sort((a, b) => a.position - b.position);
    for (const module of modules) {
      const state = moduleState(module, subscription.status);
      groups[state].push({ module, subscription, state });
    }
  }
  return groups;
}

/** Whether the client holds a subscription of the model (any status). */
export function holdsModel(subscriptions: readonly ClientSubscription[], modelName: string) {
  return subscriptions.some((subscription) => subscription.subscription_model_name === modelName);
}
