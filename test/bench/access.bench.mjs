/**
 * Benchmark of the authenticated access path: 10,000 products, read through the API with an
 * admin's bearer token (token check, revocation, caller's grants, then the resource) and through
 * bare Fastify + `pg` running the same SQL without any of that, in one run on one database with
 * autocannon in its own process. Prints requests/s and latency for a row by key
 * (GET /api/admin/products/:id) and a page of 25 by name with its count (GET /api/admin/products),
 * and each ratio. Two reference lines show where the time goes: GET /api/health (no token: the
 * framework's own floor) and GET /api/user-id (the access path alone, no resource read). Not a
 * timed test: `npm run build && npm run bench:access -w @sinnro/test`.
 */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  adminSql,
  benchEnvironment,
  demoToken,
  loadAverage,
  loadTest,
  migrateAndSeed,
  start,
  startApi,
  stop,
} from './bench-support.mjs';

const PRODUCTS = 10_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_MAX = 10;
const here = dirname(fileURLToPath(import.meta.url));

/** 10,000 products beside the seeded catalogue, with names that sort in a mixed order. */
async function seedProducts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into products (uuid, code, type, category, name_sv, name_en,
        default_price, credit_value, sort_order)
      select gen_random_uuid(), 'bench_' || g, (array['business', 'private'])[1 + g % 2],
        'bench', 'Tjänst ' || md5(g::text), 'Service ' || md5(g::text), g * 100, g % 10, g
      from generate_series(1, ${PRODUCTS}) g`);
    await client.query('analyze products');
    const { rows } = await client.query(
      `select count(*)::int as total, (select id from products order by id offset 5000 limit 1) as id
         from products`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

async function startBare(env) {
  const bare = start(join(here, 'bare-products-server.mjs'), [], env);
  for (let attempt = 0; attempt < 300; attempt++) {
    const port = /LISTENING (\d+)/.exec(bare.output())?.[1];
    if (port) return { ...bare, base: `http://127.0.0.1:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Bare server did not start:\n${bare.output()}`);
}

async function main() {
  const { database, env } = benchEnvironment('access', POOL_MAX);
  let api;
  let bare;
  await adminSql(`create database "${database}"`);
  try {
    await migrateAndSeed(env);
    const { total, id } = await seedProducts(env.DATABASE_URL);
    api = await startApi(env);
    bare = await startBare(env);
    const headers = { authorization: `Bearer ${await demoToken(api.base, 'admin@example.com')}` };
    const options = { connections: CONNECTIONS, seconds: SECONDS };
    const page = `range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["name","ASC"]')}`;
    const targets = {
      apiRow: `${api.base}/api/admin/products/${id}`,
      bareRow: `${bare.base}/products/${id}`,
      apiList: `${api.base}/api/admin/products?${page}`,
      bareList: `${bare.base}/products?offset=0`,
      apiHealth: `${api.base}/api/health`,
      apiUserId: `${api.base}/api/user-id`,
    };
    console.log(
      `${total} products; ${CONNECTIONS} connections, ${SECONDS} s each, pool ${POOL_MAX}`,
    );
    console.log(`load average before: ${loadAverage()}`);
    // Warm both sides (plans, connection pools, JIT) before measuring.
    for (const [name, url] of Object.entries(targets)) {
      await loadTest(`warm-up ${name}`, url, { ...options, seconds: 2, headers });
    }
    const apiRow = await loadTest('GET /api/admin/products/:id (token)', targets.apiRow, {
      ...options,
      headers,
    });
    const bareRow = await loadTest('bare Fastify + pg, same row', targets.bareRow, options);
    const apiList = await loadTest('GET /api/admin/products page of 25 (token)', targets.apiList, {
      ...options,
      headers,
    });
    const bareList = await loadTest(
      'bare Fastify + pg, same page + count',
      targets.bareList,
      options,
    );
    const health = await loadTest(
      'GET /api/health (no token, no query)',
      targets.apiHealth,
      options,
    );
    const userId = await loadTest('GET /api/user-id (token, no resource)', targets.apiUserId, {
      ...options,
      headers,
    });
    console.log(`load average after: ${loadAverage()}`);
    const ratio = (api, bare) => (api.rps / bare.rps).toFixed(2);
    console.log(
      `\nRatio row:  ${ratio(apiRow, bareRow)} (goal >= 0.5)` +
        `\nRatio list: ${ratio(apiList, bareList)} (goal >= 0.8)` +
        `\nFor reference, against the bare row: the framework with no token and no query ` +
        `${ratio(health, bareRow)}; the access path with no resource read ${ratio(userId, bareRow)}`,
    );
  } finally {
    await stop(api);
    await stop(bare);
    await adminSql(`drop database if exists "${database}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
