/**
 * The processes of the reminders benchmark (reminders.bench.mjs), one role per process, talking
 * to it through JSON lines on stdout:
 *
 * - `scan [days ahead]`: the built backend's ReminderScan (Nest, MikroORM) runs once, at noon
 *   Stockholm time today or some days ahead; prints its time and the SQL statements it sent
 *   (every query of the `pg` driver during the run is counted).
 * - `capture <instanceId>`: the real `reports.generate` handler builds one instance's reports, and
 *   every statement it sends through `pg` is printed with its values and the rows answered.
 * - `real`: a worker with the real `reports.generate` processor (the job catalogue's BullMQ worker,
 *   Nest, MikroORM) on the `reports` queue.
 * - `bare <plan file>`: a bare BullMQ worker on the same Redis that runs the captured statements
 *   through plain `pg` for each job, the instance's own ids put in place of the captured ones.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BACKEND_DIST } from './bench-support.mjs';

const requireBackend = createRequire(join(BACKEND_DIST, 'main.js'));
requireBackend('reflect-metadata');
const { NestFactory } = requireBackend('@nestjs/core');
const pg = requireBackend('pg');
const { Worker } = requireBackend('bullmq');
const dist = (path) => requireBackend(join(BACKEND_DIST, path));

const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

/** Records every query the `pg` driver sends (text, values, rows answered) while `on` is true. */
function recordQueries() {
  const recorded = { on: false, queries: [] };
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    if (!recorded.on) return original.apply(this, arguments);
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : (config?.values ?? []);
    const entry = { text, values: params, rows: null, ms: 0 };
    const began = process.hrtime.bigint();
    const took = () => (entry.ms = Number(process.hrtime.bigint() - began) / 1e6);
    recorded.queries.push(entry);
    const args = [...arguments];
    const at = typeof values === 'function' ? 1 : typeof callback === 'function' ? 2 : -1;
    if (at === -1) {
      const answer = original.apply(this, args);
      if (answer && typeof answer.then === 'function') {
        answer
          .then((result) => {
            took();
            entry.rows = result?.rows ?? null;
          })
          .catch(() => {});
      }
      return answer;
    }
    const done = args[at];
    args[at] = (error, result) => {
      took();
      entry.rows = result?.rows ?? null;
      done(error, result);
    };
    return original.apply(this, args);
  };
  return recorded;
}

function rootModule(environment, extra, { worker }) {
  const { ConfigModule } = dist('config/config.module.js');
  const { LoggingModule } = dist('logging/logging.module.js');
  const { DatabaseModule } = dist('database/database.module.js');
  const { JobsModule } = dist('jobs/jobs.module.js');
  const { JobProducerModule } = dist('jobs/job-producer.module.js');
  const { JobWorkerModule } = dist('jobs/job-worker.module.js');
  class BenchRoot {}
  return {
    module: BenchRoot,
    imports: [
      ConfigModule.forRoot(environment),
      LoggingModule.forRoot(),
      DatabaseModule,
      JobsModule,
      JobProducerModule.register('resilient'),
      ...(worker ? [JobWorkerModule.forRoot({ allowMissingHandlers: true })] : []),
      ...extra,
    ],
  };
}

async function context(extra, options) {
  const { loadEnvironment } = dist('config/load-environment.js');
  const environment = loadEnvironment(process.env);
  const app = await NestFactory.createApplicationContext(rootModule(environment, extra, options), {
    logger: false,
  });
  await app.init();
  return { app, environment };
}

async function scan(daysAhead) {
  const recorded = recordQueries();
  const { RemindersWorkerModule } = dist('reminders/reminders-worker.module.js');
  const { ReminderScan } = dist('reminders/reminder-scan.service.js');
  const { app } = await context([RemindersWorkerModule], { worker: false });
  // At noon in Stockholm (no quiet-hours delay in the figures), today or some days ahead.
  const { stockholmMoment, stockholmDay } = dist('reminders/stockholm-time.js');
  const day = new Date(Date.now() + daysAhead * 24 * 3600 * 1000);
  const noon = stockholmMoment(stockholmDay(day), 12);
  recorded.on = true;
  const started = process.hrtime.bigint();
  const result = await app.get(ReminderScan).run(noon);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  recorded.on = false;
  const sqlMs = recorded.queries.reduce((total, query) => total + query.ms, 0);
  say({
    scan: {
      ms,
      sqlMs,
      statements: recorded.queries.length,
      mailed: result.mailed,
      today: result.today,
    },
  });
  await app.close();
}

async function capture(instanceId) {
  const recorded = recordQueries();
  const { GeneratedReportsWorkerModule } = dist(
    'client-reports/generated-reports-worker.module.js',
  );
  const { GenerateReportHandler } = dist('client-reports/generate-report.handler.js');
  const { MikroORM, RequestContext } = requireBackend('@mikro-orm/postgresql');
  const { app } = await context([GeneratedReportsWorkerModule], { worker: false });
  const orm = app.get(MikroORM);
  const handler = app.get(GenerateReportHandler);
  recorded.on = true;
  // As the worker runs a job: a fresh MikroORM context, then the handler.
  await RequestContext.create(orm.em, () => handler.handle({ moduleInstanceId: instanceId }));
  recorded.on = false;
  say({ captured: recorded.queries });
  await app.close();
}

async function real() {
  const { GeneratedReportsWorkerModule } = dist(
    'client-reports/generated-reports-worker.module.js',
  );
  const { app } = await context([GeneratedReportsWorkerModule], { worker: true });
  say({ ready: 'real' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

/** Where a number of the captured run comes from in another instance's run. */
function sourceOf(captured, index, instanceId, number) {
  if (number === instanceId) return { instance: true };
  for (let earlier = index - 1; earlier >= 0; earlier--) {
    const rows = captured[earlier].rows ?? [];
    for (let row = 0; row < rows.length; row++) {
      for (const [field, seen] of Object.entries(rows[row])) {
        if (
          (field === 'id' || field.endsWith('_id') || field.endsWith('__id')) &&
          seen === number
        ) {
          return { ref: [earlier, row, field], value: number };
        }
      }
    }
  }
  return null;
}

/**
 * The captured statements as templates for another instance. MikroORM sends its values inlined
 * in the SQL text, so each whole number outside quotes (not part of a decimal or a name) is
 * looked up: the instance id itself, or a value an earlier statement answered in an `id` or
 * `..._id` column (the client, its subscription, the report just inserted, its elements), else
 * it stays as captured. Values sent separately are treated the same way.
 */
function replayPlan(captured, instanceId) {
  return captured.map((query, index) => {
    const parts = [];
    // Split into quoted strings ('' escapes a quote) and the SQL between them.
    const pieces = query.text.split(/('(?:[^']|'')*')/);
    for (const piece of pieces) {
      if (piece.startsWith("'")) {
        parts.push(piece);
        continue;
      }
      let last = 0;
      for (const match of piece.matchAll(/(?<![\w.$])\d+(?![\w.])/g)) {
        const source = sourceOf(captured, index, instanceId, Number(match[0]));
        if (!source) continue;
        parts.push(piece.slice(last, match.index), source);
        last = match.index + match[0].length;
      }
      parts.push(piece.slice(last));
    }
    const values = query.values.map(
      (value) =>
        (typeof value === 'number' && sourceOf(captured, index, instanceId, value)) || { value },
    );
    return { parts, values };
  });
}

function resolve(source, instanceId, answers) {
  if (typeof source === 'string') return source;
  if (source.instance) return instanceId;
  if (source.ref) {
    const [earlier, row, field] = source.ref;
    return answers[earlier]?.[row]?.[field] ?? source.value;
  }
  return source.value;
}

async function bare(planFile) {
  const { captured, instanceId } = JSON.parse(readFileSync(planFile, 'utf8'));
  const plan = replayPlan(captured, instanceId);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const url = new URL(process.env.REDIS_URL);
  const worker = new Worker(
    'reports',
    async (job) => {
      const client = await pool.connect();
      const answers = [];
      try {
        for (const step of plan) {
          const id = job.data.moduleInstanceId;
          const text = step.parts.map((part) => String(resolve(part, id, answers))).join('');
          const values = step.values.map((source) => resolve(source, id, answers));
          answers.push((await client.query(text, values)).rows);
        }
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    {
      connection: { host: url.hostname, port: Number(url.port || 6379) },
      prefix: process.env.QUEUE_PREFIX,
      concurrency: 1,
    },
  );
  await worker.waitUntilReady();
  say({ ready: 'bare' });
  process.on('SIGTERM', () =>
    worker
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
  );
}

const [role, argument] = process.argv.slice(2);
const roles = {
  scan: () => scan(Number(argument ?? 0)),
  capture: () => capture(Number(argument)),
  real: () => real(),
  bare: () => bare(argument),
};
roles[role]().catch((error) => {
  console.error(error);
  process.exit(1);
});
