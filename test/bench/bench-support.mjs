/**
 * What the benchmarks share: a database of their own with the platform's migrations and demo
 * data, the built API started as its own process, other processes started and awaited, and
 * autocannon run as its own process (so the load generator never shares the API's event loop).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
export const BACKEND_DIST = join(here, '..', '..', 'backend', 'dist');
const AUTOCANNON = join(here, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');
export const ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs one statement on the server's maintenance database. */
export async function adminSql(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of a database on the benchmark's server. */
export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database name and the environment an API process needs for it. */
export function benchEnvironment(kind, poolMax) {
  const database = `sinnro_bench_${kind}_${process.pid}_${randomBytes(3).toString('hex')}`;
  return {
    database,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl(database),
      REDIS_URL,
      QUEUE_PREFIX: database.replace(/_/g, '-'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DB_POOL_MAX: String(poolMax),
      LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
      // The benchmarks load the API as few users from one address; the limits are tested elsewhere.
      RATE_LIMIT_USER_REQUESTS: '100000000',
      RATE_LIMIT_USER_BURST: '100000000',
      RATE_LIMIT_USER_IN_FLIGHT: '100000',
      RATE_LIMIT_ADDRESS_REQUESTS: '100000000',
    },
  };
}

/** A node process; answers it and a reader of everything it printed. */
export function start(script, args, env, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export async function runToEnd(script, args, env) {
  const { child, output } = start(script, args, env);
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${output()}`);
  return output();
}

/** Migrates and seeds the demo data with the built backend's database CLI. */
export async function migrateAndSeed(env) {
  const cli = join(BACKEND_DIST, 'database', 'database-cli.js');
  await runToEnd(cli, ['migrate'], env);
  await runToEnd(cli, ['seed'], env);
}

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Starts the built API on a free port and waits until it answers its health check. */
export async function startApi(env) {
  const port = await freePort();
  // BENCH_PROFILE=<folder> writes the API's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const api = start(join(BACKEND_DIST, 'main.js'), [], { ...env, PORT: String(port) }, profile);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { ...api, base };
    if (attempt > 300) throw new Error(`API did not start:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stop(processHandle) {
  if (!processHandle || processHandle.child.exitCode !== null) return;
  processHandle.child.kill('SIGTERM');
  await once(processHandle.child, 'exit');
}

/** A bearer token of a demo account. */
export async function demoToken(base, email) {
  const response = await fetch(`${base}/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Sinnro-demo-2026' }),
  });
  if (!response.ok) throw new Error(`Login as ${email}: ${response.status}`);
  return (await response.json()).token;
}

/**
 * autocannon in its own process against one URL; answers requests/s and latency (ms). Fails when
 * any answer is not 2xx, so a figure is never the speed of an error page.
 */
export async function loadTest(label, url, { connections, seconds, headers = {} }) {
  const args = ['-c', String(connections), '-d', String(seconds), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const output = await runToEnd(AUTOCANNON, [...args, url], { PATH: process.env.PATH });
  const result = JSON.parse(output.slice(output.indexOf('{')));
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${label}: ${failed} answers were not 2xx`);
  const figures = {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
  console.log(
    `${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms`,
  );
  return figures;
}

export function loadAverage() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
