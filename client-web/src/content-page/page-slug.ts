import { type ClientSubscription, type LearningModule } from '../learning/learning-api';

/** A module name as a path segment: lower case, without accents, words joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where /client/page/{slug} plays: the module and the subscription that holds it. */
export interface PageTarget {
  subscription: Pick<ClientSubscription, 'uuid' | 'subscription_model_uuid' | 'status'>;
  module: LearningModule;
}

/**
 * The module a slug names among the client's subscriptions: its id, or its name as a slug (in
 * the language the list came in). When several subscriptions hold it, the one named by
 * `preferred` (its uuid or its model's uuid) wins, then an active one, then the first.
 */
export function findPageTarget(
  subscriptions: readonly ClientSubscription[],
  slug: string,
  preferred: string | null = null,
): PageTarget | null {
  const wanted = slug.trim().toLowerCase();
  if (wanted === '') return null;
  const byId = /^[1-9][0-9]{0,9}$/.test(wanted) ? Number(wanted) : null;
  const matches = (module: LearningModule) =>
    byId !== null ? module.id === byId : slugOf(module.name) === wanted;
  const targets = subscriptions.flatMap((subscription) =>
    subscription.modules.filter(matches).map((module) => ({ subscription, module })),
  );
  return (
    targets.find(
      ({ subscription }) =>
        preferred !== null &&
        (subscription.uuid === preferred || subscription.subscription_model_uuid === preferred),
    ) ??
    targets.find(({ subscription }) => subscription.status === 'active') ??
    targets[0] ??
    null
  );
}
