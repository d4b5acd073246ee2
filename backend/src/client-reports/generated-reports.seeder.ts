import { type EntityManager } from '@mikro-orm/postgresql';
import { ContentModule } from 'src/content/content-module.entity';
import { Question } from 'src/content/question.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { DEMO_SUBSCRIPTION_UUID } from 'src/subscriptions/subscriptions.seeder';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { buildReports } from './report-builder';

/** The demo client's PHQ-9 answers, item by item: 10 points, the moderate band (10–14). */
const DEMO_PHQ9_VALUES = [1, 2, 1, 1, 2, 1, 1, 1, 0];
/** One day more than the PHQ-9's iteration_days (demo-content.seeder.ts): the next round is due. */
const SEEDED_ROUND_DAYS_AGO = 15;

/**
 * The demo client (client@example.com) has done the PHQ-9 of their Må bättre subscription once,
 * 15 days ago: a completed module instance with answers, and its report built by the same builder
 * the worker uses, read by the client. The PHQ-9 repeats every 14 days, so its next round is due.
 * Idempotent: nothing is added once the instance has its report.
 */
export async function seedDemoGeneratedReports(em: EntityManager): Promise<number> {
  const subscription = await em.findOne(ProgramSubscription, { uuid: DEMO_SUBSCRIPTION_UUID });
  const module = await em.findOne(ContentModule, { uuid: PHQ9.moduleUuid });
  if (!subscription || !module?.test) return 0;
  const item = await em.findOne(SubscriptionModule, { subscription, module });
  if (!item) return 0;
  const [done] = await em.execute<{ id: number }[]>(
    `select i.id from module_instances i join generated_reports r on r.module_instance_id = i.id
      where i.subscription_module_id = ? limit 1`,
    [item.id],
  );
  if (done) return 0;
  const completedAt = new Date(Date.now() - SEEDED_ROUND_DAYS_AGO * 24 * 3600 * 1000);
  const [existing] = await em.find(
    ModuleInstance,
    { subscriptionModule: item, completedAt: { $ne: null } },
    { orderBy: { num: 'asc' }, limit: 1 },
  );
  const instance =
    existing ??
    em.create(ModuleInstance, {
      subscriptionModule: item,
      num: 1,
      startedAt: new Date(completedAt.getTime() - 600_000),
      completedAt,
      progress: 100,
    });
  await em.flush();
  const questions = await em.find(
    Question,
    { page: { section: { test: module.test } } },
    {
      populate: ['options'],
      orderBy: [
        { page: { section: { position: 'asc' } } },
        { page: { position: 'asc' } },
        { position: 'asc' },
        { id: 'asc' },
      ],
    },
  );
  for (const [index, question] of questions.entries()) {
    const wanted = DEMO_PHQ9_VALUES[index] ?? 0;
    const option = question.options.getItems().find((candidate) => candidate.value === wanted);
    if (!option) continue;
    await em.execute(
      `insert into question_answers (instance_id, question_id, option_ids, answered_at)
       values (?, ?, ?::jsonb, ?) on conflict (instance_id, question_id) do nothing`,
      [instance.id, question.id, JSON.stringify([option.id]), completedAt],
    );
  }
  const pageIds = [...new Set(questions.map((question) => question.page.id))];
  for (const pageId of pageIds) {
    await em.execute(
      `insert into instance_pages (instance_id, page_id, answered_at) values (?, ?, ?)
       on conflict do nothing`,
      [instance.id, pageId, completedAt],
    );
  }
  const built = await buildReports(em, instance.id);
  // Made when the round was done and read an hour later: the demo client starts with no unread
  // report.
  await em.execute(
    `update generated_reports set created_at = ?, client_viewed_at = ?
      where module_instance_id = ? and client_viewed_at is null`,
    [completedAt, new Date(completedAt.getTime() + 3_600_000), instance.id],
  );
  return (existing ? 0 : 1) + built.created;
}
