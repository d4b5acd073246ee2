import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { ContentModule } from 'src/content/content-module.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { JobProducer } from 'src/jobs/job-producer';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { reportJobId } from 'src/client-reports/report-jobs';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { User } from 'src/users/user.entity';
import { BackendProcess, childEnvironment } from '../support/backend-process';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

const INSTANCES = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real worker process, killed with SIGKILL in the middle of 500 report jobs and started
 * again: once the queue is drained every report exists exactly once, each with all its elements
 * (a report and its elements are written in one transaction, and a job run again inserts nothing).
 */
describe('the report worker killed in the middle of its jobs', () => {
  let api: TestApp;
  let client: User;
  let itemId: number;
  const workers: BackendProcess[] = [];

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);

  // Other files on this worker's database may add report templates to the PHQ-9 test: count the
  // reports of the seeded template only.
  const SEEDED_TEMPLATE = `(select id from report_templates where uuid = '${PHQ9.reportUuid}')`;

  const reportCount = async (): Promise<number> => {
    const [row] = await sql<{ count: string }>(
      `select count(*) from generated_reports r join module_instances i on i.id = r.module_instance_id
        where i.subscription_module_id = ? and r.template_id = ${SEEDED_TEMPLATE}`,
      [itemId],
    );
    return Number(row.count);
  };

  const startWorker = (): BackendProcess => {
    // A short job lock: the killed worker's running jobs go back to the queue within seconds.
    const worker = new BackendProcess('worker.js', childEnvironment({ JOB_LOCK_SECONDS: '2' }));
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    client = await createAccount(api, { role: 'client' });
    const em = api.orm.em.fork();
    const phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const sub = em.create(ProgramSubscription, { user: client.id, subscriptionModel: model });
    const item = em.create(SubscriptionModule, {
      subscription: sub,
      module: phq9.id,
      position: 0,
      isOpen: true,
    });
    await em.flush();
    itemId = item.id;
    // 500 completed instances, each with every PHQ-9 item answered "several days" (1 point).
    await sql(
      `insert into module_instances (subscription_module_id, num, completed_at, progress)
       select ?, g, now(), 100 from generate_series(1, ?) g`,
      [itemId, INSTANCES],
    );
    await sql(
      `insert into question_answers (instance_id, question_id, option_ids)
       select i.id, q.id, jsonb_build_array(o.id)
         from module_instances i
         cross join questions q
         join pages p on p.id = q.page_id
         join sections s on s.id = p.section_id
         join answer_options o on o.question_id = q.id and o.value = 1
        where i.subscription_module_id = ? and s.test_id = ?`,
      [itemId, phq9.test!.id],
    );
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGTERM');
        await worker.finished();
      }
    }
    await api.orm.em.fork().nativeDelete(User, { id: client.id });
    await api.close();
  });

  it('builds every report exactly once after a SIGKILL and a restart', async () => {
    const ids = await sql<{ id: number }>(
      'select id from module_instances where subscription_module_id = ? order by num',
      [itemId],
    );
    expect(ids).toHaveLength(INSTANCES);
    const jobs = api.app.get(JobProducer);
    for (const { id } of ids) {
      await jobs.add('reports.generate', { moduleInstanceId: id }, { jobId: reportJobId(id) });
    }
    // Queueing again is a no-op (the job id is the instance's).
    await jobs.add(
      'reports.generate',
      { moduleInstanceId: ids[0].id },
      { jobId: reportJobId(ids[0].id) },
    );

    const first = startWorker();
    await first.waitForOutput(/Worker started/, 60_000);
    const deadline = Date.now() + 120_000;
    while ((await reportCount()) < 25) {
      if (Date.now() > deadline) throw new Error('The worker built no reports');
      await pause(20);
    }
    first.child.kill('SIGKILL');
    const killed = await first.finished();
    expect(killed.signal).toBe('SIGKILL');
    const atKill = await reportCount();
    expect(atKill).toBeLessThan(INSTANCES);

    const second = startWorker();
    await second.waitForOutput(/Worker started/, 60_000);
    const queue = api.app.get<Queue>(getQueueToken('reports'));
    const drainedBy = Date.now() + 240_000;
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      const pending = Object.values(counts).reduce((total, count) => total + count, 0);
      if (pending === 0 && (await reportCount()) === INSTANCES) break;
      if (Date.now() > drainedBy) {
        throw new Error(`Not drained: ${JSON.stringify(counts)}, ${await reportCount()} reports`);
      }
      await pause(250);
    }
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });

    const perInstance = await sql<{ reports: string; elements: string }>(
      `select count(distinct r.id) as reports, count(e.id) as elements
         from module_instances i
         left join generated_reports r on r.module_instance_id = i.id
           and r.template_id = ${SEEDED_TEMPLATE}
         left join generated_report_elements e on e.report_id = r.id
        where i.subscription_module_id = ?
        group by i.id`,
      [itemId],
    );
    expect(perInstance).toHaveLength(INSTANCES);
    expect(perInstance.every((row) => Number(row.reports) === 1)).toBe(true);
    expect(perInstance.every((row) => Number(row.elements) === 2)).toBe(true);
    const [scores] = await sql<{ wrong: string }>(
      `select count(*) as wrong from generated_report_elements e
         join generated_reports r on r.id = e.report_id
         join module_instances i on i.id = r.module_instance_id
        where i.subscription_module_id = ? and e.element_type = 'combined_question'
          and r.template_id = ${SEEDED_TEMPLATE} and e.score <> 9`,
      [itemId],
    );
    expect(Number(scores.wrong)).toBe(0);
  }, 420_000);
});
