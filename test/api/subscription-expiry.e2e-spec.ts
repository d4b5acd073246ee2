import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ConfigModule } from 'src/config/config.module';
import { type Environment } from 'src/config/environment';
import { loadEnvironment } from 'src/config/load-environment';
import { DatabaseModule } from 'src/database/database.module';
import { JobProducerModule } from 'src/jobs/job-producer.module';
import { JobWorkerModule } from 'src/jobs/job-worker.module';
import { JobsModule } from 'src/jobs/jobs.module';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { LoggingModule } from 'src/logging/logging.module';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { redisOptionsFromUrl } from 'src/redis/redis-options';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { addDays, todayUtc } from 'src/subscriptions/subscription-dates';
import { EXPIRY_EVERY_MS } from 'src/subscriptions/subscription-expiry.scheduler';
import { SubscriptionExpiry } from 'src/subscriptions/subscription-expiry.service';
import { SubscriptionsWorkerModule } from 'src/subscriptions/subscriptions-worker.module';
import { type SubscriptionStatus } from 'src/subscriptions/subscription-statuses';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/** The worker with the subscriptions handlers and scheduler only (other files' mail stays theirs). */
@Module({})
class SubscriptionsWorker {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: SubscriptionsWorker,
      imports: [
        ConfigModule.forRoot(environment),
        LoggingModule.forRoot(),
        DatabaseModule,
        JobsModule,
        JobProducerModule.register('resilient'),
        JobWorkerModule.forRoot({ allowMissingHandlers: true }),
        SubscriptionsWorkerModule,
      ],
    };
  }
}

interface Row {
  id: number;
  status: SubscriptionStatus;
  end_date: string | null;
  /** Timestamps as PostgreSQL's text in UTC: equal moments are equal text, later ones sort after. */
  updated_at: string;
  few_days_left_notified_at: string | null;
}

describe('the subscription expiry job', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let users: UserFixtures;
  const today = todayUtc();

  beforeAll(async () => {
    api = await startTestApp();
    users = new UserFixtures(api);
    const environment = loadEnvironment(process.env);
    worker = await NestFactory.createApplicationContext(SubscriptionsWorker.forRoot(environment), {
      logger: false,
    });
    await worker.init();
    queue = new Queue(QUEUE_NAMES.subscriptions, {
      connection: redisOptionsFromUrl(environment.REDIS_URL),
      prefix: environment.QUEUE_PREFIX,
    });
  });
  afterAll(async () => {
    await users.cleanUp();
    await queue.close();
    await worker.close();
    await api.close();
  });

  /** A client's subscription written directly, with the dates given. */
  const subscription = async (fields: {
    start: string | null;
    end: string | null;
    isTrial?: boolean;
    status?: SubscriptionStatus;
  }): Promise<number> => {
    const user = await users.user({
      email: `expiry-${randomUUID().slice(0, 8)}@example.test`,
      firstName: 'Utgång',
      lastName: 'Testsson',
    });
    const em = api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const created = em.create(ProgramSubscription, {
      user: user.id,
      subscriptionModel: model,
      status: fields.status ?? 'active',
      startDate: fields.start,
      endDate: fields.end,
      isTrial: fields.isTrial ?? false,
    });
    await em.flush();
    return created.id;
  };

  const rows = (ids: number[]) =>
    api.orm.em
      .fork()
      .getConnection()
      .execute<Row[]>(
        `select id, status, to_char(end_date, 'YYYY-MM-DD') as end_date, updated_at::text,
                few_days_left_notified_at::text
           from program_subscriptions where id = any(?::int[]) order by id`,
        [`{${ids.join(',')}}`],
      );
  const row = async (id: number): Promise<Row> => {
    const [found] = await rows([id]);
    if (!found) throw new Error(`Subscription ${id} is missing`);
    return found;
  };

  /** Queues the job and waits until the in-process worker has run it through Redis. */
  const runJob = async (): Promise<void> => {
    const job = await queue.add('subscriptions.expire', {});
    for (let attempt = 0; attempt < 200; attempt++) {
      const state = await job.getState();
      if (state === 'completed') return;
      if (state === 'failed')
        throw new Error(`Job failed: ${(await queue.getJob(job.id ?? ''))?.failedReason}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The expiry job did not finish');
  };

  it('is scheduled every 15 minutes when the worker starts', async () => {
    const scheduler = await queue.getJobScheduler('subscriptions.expire');
    expect(scheduler).toMatchObject({ every: EXPIRY_EVERY_MS, name: 'subscriptions.expire' });
  });

  it('expires active subscriptions after their end date, and only those', async () => {
    const ended = await subscription({ start: addDays(today, -60), end: addDays(today, -1) });
    const lastDay = await subscription({ start: addDays(today, -60), end: today });
    const open = await subscription({ start: addDays(today, -60), end: null });
    const cancelled = await subscription({
      start: addDays(today, -60),
      end: addDays(today, -5),
      status: 'cancelled',
    });
    await runJob();
    expect((await rows([ended, lastDay, open, cancelled])).map((r) => r.status)).toEqual([
      'expired',
      'active',
      'active',
      'cancelled',
    ]);
  });

  it('expires a trial 30 days after its start, also when no end date was stored', async () => {
    const thirtyOneDaysAgo = addDays(today, -31);
    const trial = await subscription({
      start: thirtyOneDaysAgo,
      end: addDays(thirtyOneDaysAgo, 30),
      isTrial: true,
    });
    const trialWithoutEnd = await subscription({
      start: thirtyOneDaysAgo,
      end: null,
      isTrial: true,
    });
    const trialOnLastDay = await subscription({
      start: addDays(today, -30),
      end: null,
      isTrial: true,
    });
    await runJob();
    expect((await rows([trial, trialWithoutEnd, trialOnLastDay])).map((r) => r.status)).toEqual([
      'expired',
      'expired',
      'active',
    ]);
    // The trial on its last day has 0 days left: flagged.
    expect((await row(trialOnLastDay)).few_days_left_notified_at).toEqual(expect.any(String));
  });

  it('flags subscriptions with fewer than 3 days left once, and a second run changes nothing', async () => {
    const twoDaysLeft = await subscription({ start: addDays(today, -20), end: addDays(today, 2) });
    const threeDaysLeft = await subscription({
      start: addDays(today, -20),
      end: addDays(today, 3),
    });
    const past = await subscription({ start: addDays(today, -20), end: addDays(today, -2) });
    await runJob();
    const first = await rows([twoDaysLeft, threeDaysLeft, past]);
    expect(first.map((r) => [r.status, r.few_days_left_notified_at !== null])).toEqual([
      ['active', true],
      ['active', false],
      ['expired', false],
    ]);

    await runJob();
    expect(await rows([twoDaysLeft, threeDaysLeft, past])).toEqual(first);
    // Nothing anywhere is left to change: the same statement run again counts nothing.
    expect(await worker.get(SubscriptionExpiry).run()).toEqual({ expired: 0, flagged: 0 });
  });

  it('flags an extended subscription again when its new end date comes near', async () => {
    const id = await subscription({ start: addDays(today, -40), end: addDays(today, 1) });
    await runJob();
    const flaggedAt = (await row(id)).few_days_left_notified_at;
    expect(flaggedAt).toEqual(expect.any(String));
    const sql = api.orm.em.fork().getConnection();
    // Extended by a month: not near its end any more, and the old flag stays as it was.
    await sql.execute('update program_subscriptions set end_date = ? where id = ?', [
      addDays(today, 30),
      id,
    ]);
    await runJob();
    expect((await row(id)).few_days_left_notified_at).toEqual(flaggedAt);
    // A month later, near the new end date, the flag is from before its last days: flagged again.
    // (Moved back in time here rather than running the job on a later day for the whole table.)
    await sql.execute(
      `update program_subscriptions
          set end_date = ?, few_days_left_notified_at = now() - interval '29 days' where id = ?`,
      [addDays(today, 1), id],
    );
    const before = (await row(id)).few_days_left_notified_at;
    expect(await worker.get(SubscriptionExpiry).run()).toEqual({ expired: 0, flagged: 1 });
    const again = (await row(id)).few_days_left_notified_at;
    expect(again !== null && before !== null && again > before).toBe(true);
    expect(await worker.get(SubscriptionExpiry).run()).toEqual({ expired: 0, flagged: 0 });
  });
});
