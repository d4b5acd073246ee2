/**
 * Benchmark: GET /api/programs/{locale} (a page of 25 sorted by name, keyword filter) through the
 * real HTTP server, against the same two SQL statements run directly through `pg` on the same
 * data. Seeds 10,000 programs with 20 modules each into a fresh database (bulk SQL), prints both
 * figures and their ratio. Not a timed test: run `npm run bench -w @sinnro/test` after
 * `npm run build -w @sinnro/backend`. Needs PostgreSQL and Redis as the API tests do.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', '..', 'backend', 'dist');
const ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROGRAMS = 10_000;
const MODULES_PER_PROGRAM = 20;
const MODULE_POOL = 400;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_MAX = 10;
const KEYWORD = 'sömn';
const TOPICS = [
  'sömn',
  'stress',
  'oro',
  'nedstämdhet',
  'ångest',
  'smärta',
  'relationer',
  'alkohol',
  'ätande',
  'utmattning',
];

const database = `sinnro_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function run(entry, args, env) {
  const child = spawn(process.execPath, [join(dist, entry), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function runToEnd(entry, args, env) {
  const { child, output } = run(entry, args, env);
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${entry} ${args.join(' ')} failed:\n${output()}`);
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** 10,000 programs (names in sv, one in ten about sleep) with 20 of 400 modules each. */
async function seed(client) {
  const started = Date.now();
  await client.query(`insert into modules (uuid, type, is_published, category)
    select gen_random_uuid(), 'module', true, 'bench' from generate_series(1, ${MODULE_POOL})`);
  await client.query(`insert into module_texts (module_id, language, name)
    select id, 'sv', 'Modul ' || id from modules where category = 'bench'`);
  await client.query(`insert into programs (uuid, duration_days, is_treatment, subscription_model_id)
    select gen_random_uuid(), (array[28, 56, 84, 365])[1 + g % 4], g % 3 = 0,
           (select id from subscription_models order by id limit 1 offset g % 2)
    from generate_series(1, ${PROGRAMS}) g`);
  await client.query(
    `insert into program_texts (program_id, language, name, plain_name)
    select p.id, 'sv', n.name, n.name from programs p,
      lateral (select 'Program ' || lpad(p.id::text, 5, '0') || ' ' ||
               ($1::text[])[1 + p.id % 10] as name) n
    where not exists (select 1 from program_texts t where t.program_id = p.id)`,
    [TOPICS],
  );
  await client.query(`insert into program_modules (program_id, module_id, kind, position)
    select p.id, m.ids[1 + ((p.id * 7 + k * 13) % ${MODULE_POOL})], 'module', k
    from programs p cross join generate_series(0, ${MODULES_PER_PROGRAM - 1}) k,
         (select array_agg(id order by id) as ids from modules where category = 'bench') m
    where not exists (select 1 from program_modules x where x.program_id = p.id)`);
  await client.query('analyze');
  const { rows } = await client.query(
    'select (select count(*) from programs) as programs, (select count(*) from program_modules) as links',
  );
  console.log(
    `Seeded ${rows[0].programs} programs, ${rows[0].links} program modules in ${Date.now() - started} ms`,
  );
}

/** The statements ProgramListService runs for a Swedish page (see program-list.service.ts). */
const PAGE_SQL = `select "p"."id", "p"."uuid", "p"."duration_days", "p"."is_default", "p"."is_treatment",
  "sm"."uuid" as "subscription_model_uuid", "sm"."name" as "subscription_model_name",
  t.plain_name as name, t.id is null as fallback, count(*) over () as total
  from "programs" as "p"
  inner join "subscription_models" as "sm" on "sm"."id" = "p"."subscription_model_id"
  left join "program_texts" as "t" on "t"."program_id" = "p"."id" and "t"."language" = $1
  where t.plain_name ilike $2
  order by lower(t.plain_name) asc, p.id asc limit $3 offset $4`;
const MODULES_SQL = `select pm.program_id, pm.module_id as id, coalesce(mt.name, md.name) as name
  from program_modules pm
  left join module_texts mt on mt.module_id = pm.module_id and mt.language = $1
  left join module_texts md on md.module_id = pm.module_id and md.language = $2
  where pm.program_id = any($3::int[]) and pm.kind = 'module'
  order by pm.program_id, pm.position`;

/** Runs `once` from CONNECTIONS loops for SECONDS; answers requests/s and latency percentiles. */
async function load(label, once) {
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const page = 1 + (counter++ % 40);
        const started = process.hrtime.bigint();
        try {
          await once(page);
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        } catch (error) {
          errors++;
          if (errors === 1) console.error(`${label}: ${error.message}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const result = { label, rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), errors };
  console.log(
    `${label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   errors ${errors}`,
  );
  return result;
}

async function main() {
  await admin(`create database "${database}"`);
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    QUEUE_PREFIX: database.replace(/_/g, '-'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DB_POOL_MAX: String(POOL_MAX),
    LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
  };
  let api;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: POOL_MAX });
  try {
    await runToEnd('database/database-cli.js', ['migrate'], env);
    await runToEnd('database/database-cli.js', ['seed'], env);
    await client.connect();
    await seed(client);

    const port = await freePort();
    api = run('main.js', [], { ...env, PORT: String(port), LOG_LEVEL: 'warn' });
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 300) throw new Error(`API did not start:\n${api.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await fetch(`${base}/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Sinnro-demo-2026' }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.token}` };
    const path = (page) =>
      `/api/programs/sv?keyword=${encodeURIComponent(KEYWORD)}&per_page=25&page=${page}&order_by=name&order=asc`;

    const sample = await fetch(base + path(1), { headers });
    const body = await sample.json();
    if (
      sample.status !== 200 ||
      body.data.length !== 25 ||
      body.data[0].modules.length !== MODULES_PER_PROGRAM
    ) {
      throw new Error(`Unexpected answer ${sample.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    console.log(
      `Keyword "${KEYWORD}" matches ${body.total} programs; pages of 25 by name, pages 1-40 in turn`,
    );

    const httpOnce = async (page) => {
      const response = await fetch(base + path(page), { headers });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    };
    const sqlOnce = async (page) => {
      const rows = (await pool.query(PAGE_SQL, ['sv', `%${KEYWORD}%`, 25, (page - 1) * 25])).rows;
      await pool.query(MODULES_SQL, ['sv', 'sv', `{${rows.map((row) => row.id).join(',')}}`]);
    };
    if (process.env.BENCH_EXPLAIN) {
      const plan = await client.query(`explain analyze ${PAGE_SQL}`, ['sv', `%${KEYWORD}%`, 25, 0]);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      const ids = (await client.query(PAGE_SQL, ['sv', `%${KEYWORD}%`, 25, 0])).rows.map(
        (row) => row.id,
      );
      const modules = await client.query(`explain analyze ${MODULES_SQL}`, [
        'sv',
        'sv',
        `{${ids.join(',')}}`,
      ]);
      console.log(modules.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    // Warm both paths (plans, JIT, connection pools).
    await load('warm-up', async (page) => Promise.all([httpOnce(page), sqlOnce(page)]));
    const endpoint = await load('GET /api/programs/sv (HTTP)', httpOnce);
    const bare = await load('same 2 statements via pg', sqlOnce);
    console.log(
      `\nRatio endpoint / bare SQL: ${(endpoint.rps / bare.rps).toFixed(2)} (throughput), ` +
        `p99 ${(endpoint.p99 / bare.p99).toFixed(2)}x. ` +
        `${CONNECTIONS} concurrent, ${SECONDS} s each, pool ${POOL_MAX} connections, load generator on the same machine.`,
    );
  } finally {
    api?.child.kill('SIGTERM');
    if (api) await once(api.child, 'exit');
    await client.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await admin(`drop database if exists "${database}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
