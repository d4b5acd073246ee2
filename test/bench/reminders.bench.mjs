/**
 * Benchmark of the reminders scan and of report generation, on a throwaway database:
 *
 * 1. 100,000 program subscriptions (clients with PHQ-9 and a plain module, some completed long
 *    enough ago to be due again, some left idle, some expired, ended or past their end date), then
 *    one run of the real reminders scan (the built backend's ReminderScan in its own process):
 *    its time, how many SQL statements it sent (set-based: a fixed number, not one per
 *    subscription) and how many clients it mailed; then a second run, which must mail nobody, and
 *    a run as the next day (the clients newly due that day: a normal day's work).
 * 2. Report generation, jobs/s: completed PHQ-9 instances with answers, built through the real
 *    `reports.generate` processor (the job catalogue's BullMQ worker, Nest, MikroORM), and through
 *    a bare BullMQ worker running the same SQL statements with plain `pg` (captured from the real
 *    handler for one instance and replayed with each instance's ids), both concurrency 1, on the
 *    same Redis; printed as a ratio.
 *
 * Not a timed test: `npm run build && npm run bench:reminders -w @sinnro/test`
 * (BENCH_SUBSCRIPTIONS, default 100000; BENCH_REPORTS, default 1000 jobs per side).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pg from 'pg';
import {
  adminSql,
  benchEnvironment,
  loadAverage,
  migrateAndSeed,
  runToEnd,
  start,
  stop,
} from './bench-support.mjs';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 1000);
const PHQ9_MODULE = 'dc0c0de0-0000-4000-8000-000000000091';
const here = dirname(fileURLToPath(import.meta.url));
const ROLES = join(here, 'reminders-roles.mjs');

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * SUBSCRIPTIONS clients, each with one subscription holding PHQ-9 and a plain module, set-based:
 * 1 in 20 expired, 1 in 20 ended, 1 in 10 active but past its end date; PHQ-9 completed 0-29 days
 * ago in two of three (due again after 14 days), the plain module started 0-14 days ago in half
 * (idle after 7 days), both available since 0-19 days.
 */
async function seedSubscriptions(client) {
  const ids = await client.query(
    `select (select id from modules where uuid = $1) as phq9,
            (select id from modules where type = 'module' and is_published order by id limit 1) as plain,
            (select id from subscription_models order by id limit 1) as model`,
    [PHQ9_MODULE],
  );
  const { phq9, plain, model } = ids.rows[0];
  if (!phq9 || !plain || !model) throw new Error('The demo seed has no PHQ-9 or plain module');
  await client.query(
    `insert into users (uuid, email, first_name, last_name, role, default_lang)
     select gen_random_uuid(), 'bench-' || g || '@example.test', 'Bench', 'Client', 'client',
            case when g % 5 = 0 then 'en' else 'sv' end
       from generate_series(1, $1) g`,
    [SUBSCRIPTIONS],
  );
  await client.query(
    `insert into program_subscriptions (uuid, user_id, subscription_model_id, status, start_date, end_date)
     select gen_random_uuid(), u.id, $2,
            case when g % 20 = 0 then 'expired' when g % 20 = 1 then 'ended' else 'active' end,
            current_date - 60,
            case when g % 10 = 2 then current_date - 1 else current_date + 60 end
       from (select id, row_number() over (order by id) as g from users
              where email like 'bench-%@example.test') u
      where g <= $1`,
    [SUBSCRIPTIONS, model],
  );
  await client.query(
    `insert into subscription_modules (subscription_id, module_id, position, is_open, created_at, updated_at)
     select s.id, m.module_id, m.position, true,
            now() - make_interval(days => (s.id % 20)::int), now() - make_interval(days => (s.id % 20)::int)
       from program_subscriptions s
       join users u on u.id = s.user_id and u.email like 'bench-%@example.test'
      cross join (values ($1::int, 0), ($2::int, 1)) as m(module_id, position)`,
    [phq9, plain],
  );
  await client.query(
    `insert into module_instances (subscription_module_id, num, started_at, completed_at, progress)
     select sm.id, 1, now() - make_interval(days => (sm.id % 30)::int),
            now() - make_interval(days => (sm.id % 30)::int), 100
       from subscription_modules sm
       join program_subscriptions s on s.id = sm.subscription_id
       join users u on u.id = s.user_id and u.email like 'bench-%@example.test'
      where sm.module_id = $1 and s.id % 3 <> 0`,
    [phq9],
  );
  await client.query(
    `insert into module_instances (subscription_module_id, num, started_at, progress)
     select sm.id, 1, now() - make_interval(days => (sm.id % 15)::int), 40
       from subscription_modules sm
       join program_subscriptions s on s.id = sm.subscription_id
       join users u on u.id = s.user_id and u.email like 'bench-%@example.test'
      where sm.module_id = $1 and s.id % 2 = 0`,
    [plain],
  );
  await client.query('analyze');
  const counts = await client.query(
    `select (select count(*) from program_subscriptions)::int as subscriptions,
            (select count(*) from subscription_modules)::int as modules,
            (select count(*) from module_instances)::int as instances`,
  );
  return counts.rows[0];
}

/** 2 * REPORTS + 1 completed PHQ-9 instances of one client, every item answered, no reports. */
async function seedReportInstances(client) {
  const { rows } = await client.query(
    `with u as (
       insert into users (uuid, email, first_name, last_name, role)
       values (gen_random_uuid(), 'bench-reports@example.test', 'Bench', 'Reports', 'client')
       returning id
     ), s as (
       insert into program_subscriptions (uuid, user_id, subscription_model_id)
       select gen_random_uuid(), u.id, (select id from subscription_models order by id limit 1) from u
       returning id
     )
     insert into subscription_modules (subscription_id, module_id, position, is_open)
     select s.id, (select id from modules where uuid = $1), 0, true from s
     returning id`,
    [PHQ9_MODULE],
  );
  const item = rows[0].id;
  await client.query(
    `insert into module_instances (subscription_module_id, num, completed_at, progress)
     select $1, g, now(), 100 from generate_series(1, $2) g`,
    [item, 2 * REPORTS + 1],
  );
  // Scores differ between instances: item q answered (num + position) mod 4.
  await client.query(
    `insert into question_answers (instance_id, question_id, option_ids)
     select i.id, q.id, jsonb_build_array(o.id)
       from module_instances i
       join modules m on m.uuid = $2
       join sections s on s.test_id = m.test_id
       join pages p on p.section_id = s.id
       join questions q on q.page_id = p.id
       join answer_options o on o.question_id = q.id and o.value = (i.num + q.position) % 4
      where i.subscription_module_id = $1`,
    [item, PHQ9_MODULE],
  );
  await client.query('analyze');
  const ids = await client.query(
    'select id from module_instances where subscription_module_id = $1 order by num',
    [item],
  );
  const all = ids.rows.map((row) => row.id);
  return { capture: all[0], real: all.slice(1, REPORTS + 1), bare: all.slice(REPORTS + 1) };
}

function lastJson(output, key) {
  const line = output
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{') && text.includes(`"${key}"`));
  if (!line) throw new Error(`No ${key} in:\n${output}`);
  return JSON.parse(line)[key];
}

async function startRole(args, env) {
  const role = start(ROLES, args, env);
  for (let attempt = 0; attempt < 600; attempt++) {
    if (role.output().includes('"ready"')) return role;
    if (role.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${args[0]} did not start:\n${role.output()}`);
}

/** Queues one reports.generate job per instance and answers the seconds until all are done. */
async function drain(queue, instanceIds) {
  const started = process.hrtime.bigint();
  await queue.addBulk(
    instanceIds.map((id) => ({
      name: 'reports.generate',
      data: { moduleInstanceId: id },
      opts: { jobId: `reports-generate-${id}`, removeOnComplete: true, attempts: 1 },
    })),
  );
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const failed = await queue.getJobCountByTypes('failed');
  if (failed > 0) {
    const [job] = await queue.getFailed(0, 0);
    throw new Error(`${failed} report jobs failed on ${queue.opts.prefix}: ${job?.failedReason}`);
  }
  return seconds;
}

async function reportsBuilt(client, instanceIds) {
  const { rows } = await client.query(
    `select count(distinct module_instance_id)::int as instances, count(*)::int as reports,
            (select count(*) from generated_report_elements e
              join generated_reports r on r.id = e.report_id
             where r.module_instance_id = any($1))::int as elements
       from generated_reports where module_instance_id = any($1)`,
    [instanceIds],
  );
  return rows[0];
}

async function main() {
  const { database, env } = benchEnvironment('reminders', 10);
  const redis = new URL(env.REDIS_URL);
  const connection = { host: redis.hostname, port: Number(redis.port || 6379) };
  const bareEnv = { ...env, QUEUE_PREFIX: `${env.QUEUE_PREFIX}-bare` };
  const planFolder = mkdtempSync(join(tmpdir(), 'sinnro-bench-'));
  let real;
  let bare;
  await adminSql(`create database "${database}"`);
  try {
    await migrateAndSeed(env);
    const seeding = Date.now();
    const seeded = await withClient(env.DATABASE_URL, seedSubscriptions);
    console.log(
      `Seeded ${seeded.subscriptions} subscriptions, ${seeded.modules} subscription modules, ` +
        `${seeded.instances} module instances in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );
    console.log(`load average before: ${loadAverage()}`);

    const first = lastJson(await runToEnd(ROLES, ['scan'], env), 'scan');
    console.log(
      `Reminders scan, ${seeded.subscriptions} subscriptions: ${(first.ms / 1000).toFixed(2)} s ` +
        `(SQL ${(first.sqlMs / 1000).toFixed(2)} s, queueing the mails ` +
        `${((first.ms - first.sqlMs) / 1000).toFixed(2)} s), ${first.statements} SQL statements, ` +
        `${first.mailed} clients mailed (goal <= 5 s, set-based)`,
    );
    const again = lastJson(await runToEnd(ROLES, ['scan'], env), 'scan');
    console.log(
      `Second scan the same day: ${(again.ms / 1000).toFixed(2)} s, ${again.statements} SQL ` +
        `statements, ${again.mailed} clients mailed (must be 0)`,
    );

    const nextDay = lastJson(await runToEnd(ROLES, ['scan', '1'], env), 'scan');
    console.log(
      `The next day's scan (the clients newly due that day): ${(nextDay.ms / 1000).toFixed(2)} s ` +
        `(SQL ${(nextDay.sqlMs / 1000).toFixed(2)} s), ${nextDay.statements} SQL statements, ` +
        `${nextDay.mailed} clients mailed`,
    );

    const instances = await withClient(env.DATABASE_URL, seedReportInstances);
    const captured = lastJson(
      await runToEnd(ROLES, ['capture', String(instances.capture)], env),
      'captured',
    );
    const planFile = join(planFolder, 'plan.json');
    writeFileSync(planFile, JSON.stringify({ captured, instanceId: instances.capture }));
    if (process.env.BENCH_PLAN_OUT)
      writeFileSync(
        process.env.BENCH_PLAN_OUT,
        JSON.stringify({ captured, instanceId: instances.capture }, null, 1),
      );
    console.log(
      `\nreports.generate for one PHQ-9 instance sends ${captured.length} statements through pg ` +
        `(captured from the real handler, replayed by the bare worker)`,
    );

    const realQueue = new Queue('reports', { connection, prefix: env.QUEUE_PREFIX });
    const bareQueue = new Queue('reports', { connection, prefix: bareEnv.QUEUE_PREFIX });
    real = await startRole(['real'], env);
    const realSeconds = await drain(realQueue, instances.real);
    console.log(`real processor drained ${REPORTS} jobs in ${realSeconds.toFixed(2)} s`);
    await stop(real);
    bare = await startRole(['bare', planFile], bareEnv);
    const bareSeconds = await drain(bareQueue, instances.bare);
    await stop(bare);
    const built = await withClient(env.DATABASE_URL, async (client) => ({
      real: await reportsBuilt(client, instances.real),
      bare: await reportsBuilt(client, instances.bare),
    }));
    const realRate = REPORTS / realSeconds;
    const bareRate = REPORTS / bareSeconds;
    console.log(
      `real reports.generate processor: ${REPORTS} jobs in ${realSeconds.toFixed(2)} s = ` +
        `${realRate.toFixed(0)} jobs/s (${built.real.reports} reports, ${built.real.elements} elements)`,
    );
    console.log(
      `bare BullMQ + pg, same statements: ${REPORTS} jobs in ${bareSeconds.toFixed(2)} s = ` +
        `${bareRate.toFixed(0)} jobs/s (${built.bare.reports} reports, ${built.bare.elements} elements)`,
    );
    console.log(`Ratio real / bare: ${(realRate / bareRate).toFixed(2)} (goal >= 0.5)`);
    console.log(`load average after: ${loadAverage()}`);
    for (const prefix of [env.QUEUE_PREFIX, bareEnv.QUEUE_PREFIX]) {
      for (const name of ['reports', 'reminders', 'mail', 'subscriptions']) {
        const queue = new Queue(name, { connection, prefix });
        await queue.obliterate({ force: true });
        await queue.close();
      }
    }
    await realQueue.close();
    await bareQueue.close();
  } finally {
    await stop(real);
    await stop(bare);
    rmSync(planFolder, { recursive: true, force: true });
    await adminSql(`drop database if exists "${database}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
