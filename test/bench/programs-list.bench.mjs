/**
 * Benchmark: GET /api/programs/{locale} (a page of 25 sorted by name, keyword filter) through the
 * real HTTP server. Seeds 10,000 programs with 20 modules each into a fresh database (bulk SQL),
 * copies it (`create database … template …`) without this change's column and index, then
 * measures (1) the endpoint on the indexed database, (2) the two statements the list ran before
 * (OLD_PAGE_SQL, MODULES_SQL) through bare `pg` on the copy, and (3) the one statement it runs now
 * (PAGE_SQL: the page, its count and its modules) through bare `pg` on the indexed database; in BENCH_ROUNDS rounds, one
 * after the other, with the load average. Not a timed test: run `npm run bench -w @sinnro/test`
 * after `npm run build -w @sinnro/backend`. Needs PostgreSQL and Redis as the API tests do.
 * BENCH_EXPLAIN=1 prints each page statement's plan on its database.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import {
  ADMIN_URL,
  adminSql,
  benchEnvironment,
  databaseUrl,
  demoToken,
  loadAverage,
  migrateAndSeed,
  startApi,
  stop,
} from './bench-support.mjs';

const PROGRAMS = 10_000;
const MODULES_PER_PROGRAM = 20;
const MODULE_POOL = 400;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
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

/** What this change's migration adds; the copy goes without (the column takes its index along). */
const NEW_SCHEMA = ['alter table program_texts drop column search_name'];

const { database, env } = benchEnvironment('programs', POOL_MAX);
const unindexed = `${database}_old`;

/**
 * 10,000 programs (names in sv, about one in ten about sleep) with 20 of 400 modules each. The
 * topic follows a hash of the id, not `id % 10`: with the latter every histogram bound ANALYZE
 * keeps (every 100th name) had the same topic, and the planner guessed a third of all rows for any
 * topic's keyword.
 */
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
               ($1::text[])[1 + (hashint4(p.id) & 2147483647) % 10] as name) n
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

/** The statements ProgramListService ran for a Swedish page before the trigram index. */
const OLD_PAGE_SQL = `select "p"."id", "p"."uuid", "p"."duration_days", "p"."is_default", "p"."is_treatment",
  "sm"."uuid" as "subscription_model_uuid", "sm"."name" as "subscription_model_name",
  t.plain_name as name, t.id is null as fallback, count(*) over () as total
  from "programs" as "p"
  inner join "subscription_models" as "sm" on "sm"."id" = "p"."subscription_model_id"
  left join "program_texts" as "t" on "t"."program_id" = "p"."id" and "t"."language" = $1
  where t.plain_name ilike $2
  order by lower(t.plain_name) asc, p.id asc limit $3 offset $4`;
/** What it runs now (see program-list.service.ts): matches, then the page with its modules. */
const PAGE_SQL = `with "matches" as materialized (select "p"."id", t.plain_name as name,
    t.id is null as fallback, t.search_name as sort_key
    from "programs" as "p"
    left join "program_texts" as "t" on "t"."program_id" = "p"."id" and "t"."language" = $1
    where t.search_name like lower($2))
  select "p"."id", "p"."uuid", "p"."duration_days", "p"."is_default", "p"."is_treatment",
    "sm"."uuid" as "subscription_model_uuid", "sm"."name" as "subscription_model_name",
    "m"."name", "m"."fallback", (select count(*) from matches) as total,
    (select coalesce(json_agg(json_build_object('id', pm.module_id,
        'name', coalesce(mt.name, md.name)) order by pm.position), '[]')
      from program_modules pm
      left join module_texts mt on mt.module_id = pm.module_id and mt.language = $1
      left join module_texts md on md.module_id = pm.module_id and md.language = 'sv'
      where pm.program_id = p.id and pm.kind = 'module') as modules
  from (select "m".* from "matches" as "m" order by "m"."sort_key" asc, "m"."id" asc
    limit $3 offset $4) as "m"
  inner join "programs" as "p" on "p"."id" = "m"."id"
  inner join "subscription_models" as "sm" on "sm"."id" = "p"."subscription_model_id"
  order by "m"."sort_key" asc, "m"."id" asc`;
/** What the list ran before beside its page statement. */
const MODULES_SQL = `select pm.program_id, pm.module_id as id, coalesce(mt.name, md.name) as name
  from program_modules pm
  left join module_texts mt on mt.module_id = pm.module_id and mt.language = $1
  left join module_texts md on md.module_id = pm.module_id and md.language = $2
  where pm.program_id = any($3::int[]) and pm.kind = 'module'
  order by pm.program_id, pm.position`;

/** The old bare statements of a page through `pool`: the page, then its module names. */
function bareOldList(pool) {
  return async (page) => {
    const params = ['sv', `%${KEYWORD}%`, 25, (page - 1) * 25];
    const rows = (await pool.query(OLD_PAGE_SQL, params)).rows;
    await pool.query(MODULES_SQL, ['sv', 'sv', `{${rows.map((row) => row.id).join(',')}}`]);
  };
}

/** The new bare statement of a page through `pool`: the page with its modules. */
function bareNewList(pool) {
  return (page) => pool.query(PAGE_SQL, ['sv', `%${KEYWORD}%`, 25, (page - 1) * 25]);
}

async function explain(client, pageSql) {
  const plan = await client.query(`explain analyze ${pageSql}`, ['sv', `%${KEYWORD}%`, 25, 500]);
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
}

/** A copy of the seeded database without this change's column and index. */
async function copyWithoutNewIndexes() {
  await adminSql(`create database "${unindexed}" template "${database}"`);
  const client = new pg.Client({ connectionString: databaseUrl(unindexed) });
  await client.connect();
  try {
    for (const statement of NEW_SCHEMA) await client.query(statement);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

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
    `${label.padEnd(40)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   errors ${errors}   load ${loadAverage()}`,
  );
  return result;
}

/** Endpoint, old and new statements one after the other, ROUNDS times; answers the sums. */
/** CPU milliseconds each process has used (Linux /proc; processes gone are left out). */
function cpuByPid(pids) {
  const used = new Map();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // utime + stime, 100 Hz
    } catch {
      // exited
    }
  }
  return used;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * `load` plus the CPU time per request of `pids()` (the API process and the PostgreSQL backends
 * of the run; a backend that starts during the run counts whole) and, for bare SQL, of this
 * process: a figure other users of the machine skew less than requests/s.
 */
async function loadWithCpu(label, once, { pids, countSelf = false, apiPid }) {
  const before = cpuByPid(await pids());
  const ownBefore = ownCpuMs();
  const result = await load(label, once);
  const own = countSelf ? ownCpuMs() - ownBefore : 0;
  const after = cpuByPid(await pids());
  const usedBy = (pid) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  const used = [...after.keys()].reduce((sum, pid) => sum + usedBy(pid), 0);
  const requests = Math.max(1, result.rps * SECONDS);
  result.cpu = (used + own) / requests;
  const api = apiPid ? `, API process ${(usedBy(apiPid) / requests).toFixed(2)}` : '';
  console.log(`${''.padEnd(40)} CPU ${result.cpu.toFixed(2)} ms/request (server side${api})`);
  return result;
}

async function measure(paths, cpu) {
  const sums = { endpoint: 0, old: 0, now: 0, endpointCpu: 0, oldCpu: 0, nowCpu: 0 };
  const add = (key, result) => {
    sums[key] += result.rps;
    sums[`${key}Cpu`] += result.cpu / ROUNDS;
  };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round} of ${ROUNDS}`);
    add(
      'endpoint',
      await loadWithCpu('(1) GET /api/programs/sv (HTTP)', paths.endpoint, cpu.endpoint),
    );
    add('old', await loadWithCpu('(2) old statements via pg, no new index', paths.old, cpu.old));
    add('now', await loadWithCpu('(3) new statement via pg', paths.now, cpu.now));
  }
  return sums;
}

/** PostgreSQL backends connected to the database. */
async function backends(name) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
      name,
    ]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** One request of the endpoint, after checking its first answer. */
async function endpointOnce(base) {
  const headers = { authorization: `Bearer ${await demoToken(base, 'admin@example.com')}` };
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
  return async (page) => {
    const response = await fetch(base + path(page), { headers });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  };
}

async function main() {
  await adminSql(`create database "${database}"`);
  let api;
  const pools = [];
  try {
    await migrateAndSeed(env);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await seed(client).finally(() => client.end());
    await copyWithoutNewIndexes();

    api = await startApi(env);
    // Idle connections stay open: their backends' CPU is measured by process id.
    const poolOptions = { max: POOL_MAX, idleTimeoutMillis: 0 };
    const indexedPool = new pg.Pool({ connectionString: env.DATABASE_URL, ...poolOptions });
    const oldPool = new pg.Pool({ connectionString: databaseUrl(unindexed), ...poolOptions });
    pools.push(indexedPool, oldPool);
    const paths = {
      endpoint: await endpointOnce(api.base),
      old: bareOldList(oldPool),
      now: bareNewList(indexedPool),
    };
    if (process.env.BENCH_EXPLAIN) {
      console.log('Old page statement, database without the new indexes (offset 500):');
      await explain(oldPool, OLD_PAGE_SQL);
      console.log('New page statement, indexed database (offset 500):');
      await explain(indexedPool, PAGE_SQL);
    }
    // Warm all three paths (plans, JIT, connection pools).
    await load('warm-up', (page) =>
      Promise.all([paths.endpoint(page), paths.old(page), paths.now(page)]),
    );
    const sums = await measure(paths, {
      endpoint: {
        pids: async () => [api.child.pid, ...(await backends(database))],
        apiPid: api.child.pid,
      },
      old: { pids: () => backends(unindexed), countSelf: true },
      now: { pids: () => backends(database), countSelf: true },
    });
    console.log(
      `\nRatio endpoint / old bare SQL: ${(sums.endpoint / sums.old).toFixed(2)}; ` +
        `endpoint / new bare SQL: ${(sums.endpoint / sums.now).toFixed(2)}; ` +
        `new / old bare SQL: ${(sums.now / sums.old).toFixed(2)} (throughput over ${ROUNDS} rounds). ` +
        `CPU per request, server side: endpoint ${sums.endpointCpu.toFixed(2)} ms, ` +
        `old bare ${sums.oldCpu.toFixed(2)} ms, new bare ${sums.nowCpu.toFixed(2)} ms. ` +
        `${CONNECTIONS} concurrent, ${SECONDS} s each, pool ${POOL_MAX} connections, load generator on the same machine.`,
    );
  } finally {
    await stop(api);
    await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
    await adminSql(`drop database if exists "${unindexed}" with (force)`);
    await adminSql(`drop database if exists "${database}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
