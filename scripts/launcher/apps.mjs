// The platform itself: build, migrate and seed; the API, the worker and the two Vite servers.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loopbackHttpStatus } from './ports.mjs';
import { LauncherError } from './errors.mjs';
import { waitFor } from './wait.mjs';
import { BuildFingerprint } from './build-fingerprint.mjs';

const DATABASE_CLI = 'backend/dist/database/database-cli.js';
const DEMO_ACCOUNTS_MODULE = 'backend/dist/database/seeders/demo-accounts.js';

/** `npm` as the user started us (npm_execpath when run through `npm start`), else from PATH. */
function npmCommand(args) {
  const npmCli = process.env.npm_execpath;
  if (npmCli && fs.existsSync(npmCli) && /\.(c?js|mjs)$/.test(npmCli)) {
    return { command: process.execPath, args: [npmCli, ...args] };
  }
  return { command: 'npm', args };
}

async function runOrFail(supervisor, spec, failureMessage) {
  const task = await supervisor.runTask(spec);
  if (task.exitCode === 0) return;
  task.printTail();
  throw new LauncherError(`${failureMessage} (${spec.name} ${task.exitDescription}).`);
}

/** Runs `npm run build` unless no input changed since the last one. Returns whether it built. */
export async function buildBackend({ rootDir, supervisor, env, force }) {
  const fingerprint = new BuildFingerprint(rootDir);
  if (!force && fingerprint.isUpToDate()) return false;
  await runOrFail(
    supervisor,
    { name: 'npm run build', tag: 'build', ...npmCommand(['run', 'build']), cwd: rootDir, env },
    'The build failed',
  );
  fingerprint.record();
  return true;
}

/** `command` is `migrate` or `seed`. */
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

export function startBackendApps({ rootDir, supervisor, env }) {
  const context = { rootDir, env };
  startNodeService(supervisor, { name: 'api', script: 'main.js', rank: 1 }, context);
  startNodeService(supervisor, { name: 'worker', script: 'worker.js', rank: 2 }, context);
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
