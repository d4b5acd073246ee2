// The platform itself: build, migrate and seed; the API, the worker and the two Vite servers.
import path from 'node:path';
import { createRequire } from 'node:module';
import { loopbackHttpStatus } from './ports.mjs';
import { LauncherError } from './errors.mjs';
import { waitFor } from './wait.mjs';
import { BuildFingerprint } from './build-fingerprint.mjs';
import { buildBackendWithSwc } from './swc-build.mjs';

const DATABASE_CLI = 'backend/dist/database/database-cli.js';
const DEMO_ACCOUNTS_MODULE = 'backend/dist/database/seeders/demo-accounts.js';

async function runOrFail(supervisor, spec, failureMessage) {
  const task = await supervisor.runTask(spec);
  if (task.exitCode === 0) return;
  task.printTail();
  throw new LauncherError(`${failureMessage} (${spec.name} ${task.exitDescription}).`);
}

/**
 * Builds libs/access (tsc, for its type declarations too) and the backend (swc, see swc-build.mjs)
 * side by side, unless no input changed since the last build. Returns whether it built.
 */
export async function buildBackend({ rootDir, supervisor, env, force }) {
  const fingerprint = new BuildFingerprint(rootDir);
  if (!force && fingerprint.isUpToDate()) return false;
  const tsc = path.join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');
  const access = runOrFail(
    supervisor,
    {
      name: 'tsc (libs/access)',
      tag: 'build',
      command: process.execPath,
      args: [tsc, '-p', 'tsconfig.build.json'],
      cwd: path.join(rootDir, 'libs', 'access'),
      env,
    },
    'The build of libs/access failed',
  );
  const backend = buildBackendWithSwc(rootDir).catch((error) => {
    throw new LauncherError(`The build of the backend failed: ${error.message ?? error}`);
  });
  await Promise.all([access, backend]);
  fingerprint.record();
  return true;
}

/** `command` is `migrate` or `seed` (which applies pending migrations first). */
export async function runDatabaseCli({ rootDir, supervisor, env }, command) {
  await runOrFail(
    supervisor,
    {
      name: `database ${command}`,
      tag: 'db',
      command: process.execPath,
      args: [path.join(rootDir, DATABASE_CLI), command],
      cwd: path.join(rootDir, 'backend'),
      env,
    },
    command === 'migrate' ? 'The database migration failed' : 'Seeding the database failed',
  );
}

/** { accounts: [{ email, role, ... }], defaultPassword } from the compiled seeder. */
export function loadDemoAccounts(rootDir) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  const { DEMO_ACCOUNTS, DEFAULT_SEED_PASSWORD } = require(
    path.join(rootDir, DEMO_ACCOUNTS_MODULE),
  );
  return { accounts: DEMO_ACCOUNTS ?? [], defaultPassword: DEFAULT_SEED_PASSWORD };
}

/**
 * Starts the console and client-web dev servers; they need nothing but their ports.
 * Returns what waitUntilAppsReady needs to know about them.
 */
export function startWebApps({ rootDir, supervisor, env, config }) {
  const vite = path.join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const apps = [
    { dir: 'console', tag: 'console', port: config.consolePort },
    { dir: 'client-web', tag: 'client', port: config.clientWebPort },
  ];
  for (const { dir, tag } of apps) {
    supervisor.startService({
      name: `${dir} (vite)`,
      tag,
      command: process.execPath,
      args: [vite],
      cwd: path.join(rootDir, dir),
      env,
      rank: 0,
    });
  }
  return apps.map(({ dir, port }) => ({
    port,
    description: `the ${dir} dev server on port ${port}`,
  }));
}

function startNodeService(supervisor, { name, script, rank }, { rootDir, env }) {
  const backend = path.join(rootDir, 'backend');
  return supervisor.startService({
    name,
    tag: name,
    command: process.execPath,
    args: [path.join(backend, 'dist', script)],
    cwd: backend,
    env,
    rank,
  });
}

/** The API applies pending migrations itself at start (MIGRATE_ON_START, under a lock). */
export function startApi({ rootDir, supervisor, env }) {
  startNodeService(supervisor, { name: 'api', script: 'main.js', rank: 1 }, { rootDir, env });
}

export function startWorker({ rootDir, supervisor, env }) {
  startNodeService(supervisor, { name: 'worker', script: 'worker.js', rank: 2 }, { rootDir, env });
}

/** Waits until the API is ready and both Vite servers answer HTTP. */
export async function waitUntilAppsReady({ supervisor, config, webApps }) {
  const options = { timeoutMs: 120_000, intervalMs: 300, watched: supervisor.processes };
  await Promise.all([
    waitFor(async () => (await loopbackHttpStatus(config.apiPort, '/api/health/ready')) === 200, {
      ...options,
      description: `the API on port ${config.apiPort} (/api/health/ready)`,
    }),
    ...webApps.map(({ port, description }) =>
      waitFor(async () => (await loopbackHttpStatus(port)) !== undefined, {
        ...options,
        description,
      }),
    ),
  ]);
}
