import {
  type ClientSubscription,
  type LearningModule,
  type ModuleListingStatus,
} from './learning-api';

/**
 * The listing states of a module (client/specialist specification, section 4), in list order. A
 * module's state is the server's `status` (its progress rule: completed exactly at 100 %).
 */
export const MODULE_STATES = [
  'ongoing',
  'upcoming',
  'completed',
  'expired',
] as const satisfies readonly ModuleListingStatus[];
export type ModuleState = ModuleListingStatus;

export interface ListedModule {
  module: LearningModule;
  subscription: ClientSubscription;
  state: ModuleState;
}

export type ModuleGroups = Record<ModuleState, ListedModule[]>;

/**
 * The modules of the subscriptions of one model, grouped by the server's status, each group in
 * the subscriptions' order (newest first) and then by the module's position.
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
      groups[module.status].push({ module, subscription, state: module.status });
    }
  }
  return groups;
}

/** Whether the client holds a subscription of the model (any status). */
export function holdsModel(subscriptions: readonly ClientSubscription[], modelName: string) {
  return subscriptions.some((subscription) => subscription.subscription_model_name === modelName);
}
