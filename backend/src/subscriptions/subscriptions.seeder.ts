import { type EntityManager } from '@mikro-orm/postgresql';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { ProgramModule } from 'src/programs/program-module.entity';
import { Program } from 'src/programs/program.entity';
import { User } from 'src/users/user.entity';
import { ProgramSubscription } from './program-subscription.entity';
import { addDays, todayUtc } from './subscription-dates';
import { SubscriptionModule } from './subscription-module.entity';
import { SubscriptionProgram } from './subscription-program.entity';

export const DEMO_SUBSCRIPTION_UUID = 'dc0c0de0-0000-4000-8000-000000000301';

/** Progress of the demo client's modules, in program order (the rest have not been started). */
const DEMO_PROGRESS = [100, 40];

/**
 * The demo client (client@example.com) in the iCBT program "Må bättre": an active Therapist
 * assisted subscription started two weeks ago, its first module done, the second begun. Runs
 * after the demo content. Idempotent: found by its fixed uuid.
 */
export async function seedDemoSubscriptions(em: EntityManager): Promise<number> {
  if (await em.findOne(ProgramSubscription, { uuid: DEMO_SUBSCRIPTION_UUID })) return 0;
  const client = await em.findOne(User, { email: 'client@example.com' });
  const program = await em.findOne(
    Program,
    { uuid: DEMO_PROGRAMS.icbt.uuid },
    { populate: ['subscriptionModel'] },
  );
  if (!client || !program) return 0;
  const start = addDays(todayUtc(), -14);
  const subscription = em.create(ProgramSubscription, {
    uuid: DEMO_SUBSCRIPTION_UUID,
    user: client,
    subscriptionModel: program.subscriptionModel,
    startDate: start,
    endDate: addDays(start, program.durationDays),
  });
  em.create(SubscriptionProgram, { subscription, program });
  const items = await em.find(
    ProgramModule,
    { program },
    { orderBy: { kind: 'desc', position: 'asc' } },
  );
  items.forEach((item, index) =>
    em.create(SubscriptionModule, {
      subscription,
      module: item.module,
      position: index + 1,
      isOpen: index < DEMO_PROGRESS.length,
      progress: DEMO_PROGRESS[index] ?? 0,
    }),
  );
  await em.flush();
  return 1;
}
