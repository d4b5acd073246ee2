import { type EntityManager } from '@mikro-orm/postgresql';
import { DurationOption } from './duration-option.entity';
import { ModuleGroup } from './module-group.entity';
import { DURATION_OPTIONS, MODULE_GROUPS, SUBSCRIPTION_MODELS } from './program-reference-data';
import { SubscriptionModel } from './subscription-model.entity';

/** Subscription models, duration options and module groups; idempotent (natural keys). */
export async function seedProgramReferenceData(em: EntityManager): Promise<number> {
  let created = 0;
  for (const model of Object.values(SUBSCRIPTION_MODELS)) {
    if (await em.findOne(SubscriptionModel, { uuid: model.uuid })) continue;
    em.create(SubscriptionModel, { ...model });
    created++;
  }
  for (const option of DURATION_OPTIONS) {
    if (await em.findOne(DurationOption, { days: option.days })) continue;
    em.create(DurationOption, { ...option });
    created++;
  }
  for (const [sortOrder, group] of MODULE_GROUPS.entries()) {
    if (await em.findOne(ModuleGroup, { value: group.value })) continue;
    em.create(ModuleGroup, { ...group, sortOrder });
    created++;
  }
  await em.flush();
  return created;
}
