import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { ConfigModule } from 'src/config/config.module';
import { type Environment } from 'src/config/environment';
import { loadEnvironment } from 'src/config/load-environment';
import { DatabaseModule } from 'src/database/database.module';
import { JobsModule } from 'src/jobs/jobs.module';
import { JobProducerModule } from 'src/jobs/job-producer.module';
import { JobWorkerModule } from 'src/jobs/job-worker.module';
import { QUEUE_NAMES } from 'src/jobs/queue-names';
import { LoggingModule } from 'src/logging/logging.module';
import { redisOptionsFromUrl } from 'src/redis/redis-options';
import { ModuleDistributionService } from 'src/subscriptions/module-distribution.service';
import { SubscriptionsWorkerModule } from 'src/subscriptions/subscriptions-worker.module';
import { ProgramFixtures, THERAPIST_ASSISTED } from '../support/program-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

/** The worker with the subscriptions handler only (other test files' mail stays theirs). */
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
        // The subscriptions worker schedules its expiry job at start.
        JobProducerModule.register('resilient'),
        JobWorkerModule.forRoot({ allowMissingHandlers: true }),
        SubscriptionsWorkerModule,
      ],
    };
  }
}

interface SaveAnswer {
  added_module_ids: number[];
  distribution_job_id: string | null;
}

describe('distributing newly added program modules to existing subscriptions', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let f: ProgramFixtures;
  let first: number;
  let second: number;
  let added: number;
  let addedAssessment: number;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    const environment = loadEnvironment(process.env);
    worker = await NestFactory.createApplicationContext(SubscriptionsWorker.forRoot(environment), {
      logger: false,
    });
    await worker.init();
    queue = new Queue(QUEUE_NAMES.subscriptions, {
      connection: redisOptionsFromUrl(environment.REDIS_URL),
      prefix: environment.QUEUE_PREFIX,
    });
    f = new ProgramFixtures(api);
    first = await f.module(`${f.tag} Första`);
    second = await f.module(`${f.tag} Andra`);
    added = await f.module(`${f.tag} Ny`);
    addedAssessment = await f.module(`${f.tag} Ny bedömning`, { type: 'assessment' });
  });
  afterAll(async () => {
    await queue.close();
    await worker.close();
    await api.close();
  });

  const form = (fields: Record<string, unknown>) => ({
    name: `${f.tag} Distribution`,
    duration: 56,
    subscription_model_uuid: THERAPIST_ASSISTED,
    ...fields,
  });
  const save = async (programId: number, fields: Record<string, unknown>) => {
    const response = await f.as('admin@example.com', 'PUT', `/api/programs/${programId}`, {
      payload: form(fields),
    });
    expect(response.statusCode).toBe(200);
    return response.json<SaveAnswer>();
  };
  /** Waits for the job in Redis to finish, through the real queue and the in-process worker. */
  const finished = async (jobId: string) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const job = await queue.getJob(jobId);
      const state = job ? await job.getState() : 'missing';
      if (state === 'completed') return job;
      if (state === 'failed') throw new Error(`Job ${jobId} failed: ${job?.failedReason}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Job ${jobId} did not finish`);
  };
  const modulesOf = async (subscriptionId: number) =>
    (await f.subscriptionModules(subscriptionId)).map((row) => [row.module_id, row.is_open]);

  it('adds only the new modules, locked, after the existing ones, to active subscriptions only', async () => {
    const program = await f.program({ modules: [first, second] });
    const active = await f.subscription(program, { moduleIds: [first, second] });
    const activeWithout = await f.subscription(program, { moduleIds: [first] });
    const expired = await f.subscription(program, {
      status: 'expired',
      moduleIds: [first, second],
    });
    const cancelled = await f.subscription(program, { status: 'cancelled' });
    const answer = await save(program, {
      modules: [first, added, second],
      assessments: [addedAssessment],
      distribute_modules: true,
    });
    expect(answer.added_module_ids.sort()).toEqual([added, addedAssessment].sort());
    expect(answer.distribution_job_id).toEqual(expect.any(String));
    const job = await finished(answer.distribution_job_id as string);
    // The payload carries ids only.
    expect(job?.data).toEqual({
      programId: program,
      moduleIds: [added, addedAssessment].sort((a, b) => a - b),
    });
    expect(await modulesOf(active)).toEqual([
      [first, true],
      [second, false],
      [added, false],
      [addedAssessment, false],
    ]);
    // Only the modules new in this save: `second` was already in the program, so it is not added.
    expect(await modulesOf(activeWithout)).toEqual([
      [first, true],
      [added, false],
      [addedAssessment, false],
    ]);
    expect(await modulesOf(expired)).toEqual([
      [first, true],
      [second, false],
    ]);
    expect(await modulesOf(cancelled)).toEqual([]);
    const positions = (await f.subscriptionModules(active)).map((row) => row.position);
    expect(positions).toEqual([1, 2, 3, 4]);
    expect((await f.subscriptionModules(active)).every((row) => row.module_status === 1)).toBe(
      true,
    );
  });

  it('adds them open when the program opens all modules', async () => {
    const program = await f.program({ modules: [first], open_all_modules: true });
    const subscription = await f.subscription(program, { moduleIds: [first] });
    const answer = await save(program, {
      modules: [first, added],
      open_all_modules: true,
      distribute_modules: true,
    });
    await finished(answer.distribution_job_id as string);
    expect(await modulesOf(subscription)).toEqual([
      [first, true],
      [added, true],
    ]);
  });

  it('gives a client’s own trial no paid module', async () => {
    const paid = await f.module(`${f.tag} Betald`);
    const sql = api.orm.em.fork().getConnection();
    await sql.execute('update modules set billable = true where id = ?', [paid]);
    const program = await f.program({ modules: [first], open_all_modules: true });
    const bought = await f.subscription(program, { moduleIds: [first] });
    const trial = await f.subscription(program, { moduleIds: [first] });
    await sql.execute('update program_subscriptions set is_trial = true where id = ?', [trial]);
    await save(program, { modules: [first, paid], open_all_modules: true });
    expect(await worker.get(ModuleDistributionService).distribute(program, [paid])).toEqual({
      subscriptions: 2,
      added: 1,
    });
    expect(await modulesOf(bought)).toEqual([
      [first, true],
      [paid, true],
    ]);
    expect(await modulesOf(trial)).toEqual([[first, true]]);
  });

  it('queues nothing without distribute_modules, or without newly added modules', async () => {
    const program = await f.program({ modules: [first] });
    const subscription = await f.subscription(program, { moduleIds: [first] });
    const declined = await save(program, { modules: [first, added], distribute_modules: false });
    expect(declined).toMatchObject({ added_module_ids: [added], distribution_job_id: null });
    const nothingNew = await save(program, { modules: [added, first], distribute_modules: true });
    expect(nothingNew).toMatchObject({ added_module_ids: [], distribution_job_id: null });
    expect(await modulesOf(subscription)).toEqual([[first, true]]);
  });

  it('is idempotent: running the job again adds nothing', async () => {
    const program = await f.program({ modules: [first] });
    const subscription = await f.subscription(program, { moduleIds: [first] });
    const answer = await save(program, { modules: [first, added], distribute_modules: true });
    await finished(answer.distribution_job_id as string);
    const before = await f.subscriptionModules(subscription);
    // The same save queued again is the same job id: BullMQ keeps one job.
    const again = await queue.add(
      'subscriptions.distribute-program-modules',
      { programId: program, moduleIds: [added] },
      { jobId: answer.distribution_job_id as string },
    );
    expect(again.id).toBe(answer.distribution_job_id);
    // A second job for the same modules (a retry, another id) runs and changes nothing.
    const rerun = await queue.add('subscriptions.distribute-program-modules', {
      programId: program,
      moduleIds: [added],
    });
    await finished(rerun.id as string);
    expect(await f.subscriptionModules(subscription)).toEqual(before);
    const result = await worker.get(ModuleDistributionService).distribute(program, [added]);
    expect(result).toEqual({ subscriptions: 1, added: 0 });
  });

  it('skips a module removed again before the job ran', async () => {
    const program = await f.program({ modules: [first] });
    const subscription = await f.subscription(program, { moduleIds: [first] });
    await save(program, { modules: [first] });
    const result = await worker.get(ModuleDistributionService).distribute(program, [added]);
    expect(result.added).toBe(0);
    expect(await modulesOf(subscription)).toEqual([[first, true]]);
  });

  it('works through subscriptions in batches', async () => {
    const program = await f.program({ modules: [first, added] });
    const subscriptions: number[] = [];
    for (let index = 0; index < 5; index++) {
      subscriptions.push(await f.subscription(program, { moduleIds: [first] }));
    }
    const result = await worker.get(ModuleDistributionService).distribute(program, [added], 2);
    expect(result).toEqual({ subscriptions: 5, added: 5 });
    for (const subscription of subscriptions) {
      expect(await modulesOf(subscription)).toEqual([
        [first, true],
        [added, false],
      ]);
    }
  });
});
