// `npm start`: brings up the whole platform on this machine and prints how to use it.
// Configuration comes from the environment; see scripts/launcher/config.mjs for the defaults.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  backendEnvironment,
  loadOrCreateJwtSecret,
  loadOrCreateNationalIdKeys,
  publicUrls,
  readConfig,
  webAppEnvironment,
} from './launcher/config.mjs';
import { assertAppPortsFree } from './launcher/ports.mjs';
import { PidRegistry } from './launcher/pid-registry.mjs';
import { Supervisor, reportCrash } from './launcher/processes.mjs';
import { provideDatabase, provideMail, provideRedis } from './launcher/services.mjs';
import {
  buildBackend,
  loadDemoAccounts,
  runDatabaseCli,
  startApi,
  startWebApps,
  startWorker,
  waitUntilAppsReady,
} from './launcher/apps.mjs';
import { formatBanner } from './launcher/banner.mjs';
import { fail, info, note } from './launcher/output.mjs';
import { LauncherError, ProcessDiedError } from './launcher/errors.mjs';

const launcherScript = fileURLToPath(import.meta.url);
const rootDir = path.resolve(path.dirname(launcherScript), '..');
// npm forwards the terminal's Ctrl-C to us as well, so one press can arrive twice.
const DUPLICATE_SIGNAL_MS = 500;

let supervisor;
let registry;
let stoppingSince;

async function stopEverything(exitCode) {
  if (stoppingSince) return;
  stoppingSince = Date.now();
  if (supervisor?.processes.length) info('Stopping… (press Ctrl-C again to force)');
  await supervisor?.stopAll();
  registry?.delete();
  process.exit(exitCode);
}

function forceExit() {
  fail('Forced stop: killed every child process.');
  supervisor?.killAll();
  registry?.delete();
  process.exit(130);
}

function onSignal() {
  if (!stoppingSince) void stopEverything(0);
  else if (Date.now() - stoppingSince > DUPLICATE_SIGNAL_MS) forceExit();
}

function onCrash(proc) {
  if (stoppingSince) return;
  reportCrash(proc);
  void stopEverything(1);
}

/**
 * Starts the database, Redis and the mail catcher. Resolves when the first two are ready;
 * `mail` stays a promise: maildev takes a second or two to load, and only the API needs it.
 */
async function startBackingServices(context) {
  const mail = provideMail(context);
  const [database, redis] = await Promise.all([provideDatabase(context), provideRedis(context)]);
  info(`Database: ${database.description}`);
  info(`Redis: ${redis.description}`);
  return { database, redis, mail };
}

async function buildIfChanged(config) {
  const built = await buildBackend({
    rootDir,
    supervisor,
    env: { ...process.env, NODE_ENV: config.nodeEnv },
    force: config.rebuild,
  });
  info(built ? 'Built the backend.' : 'The backend is up to date (no source changed).');
}

/**
 * The API boots (and migrates) while the seeder migrates and seeds, both under the migration
 * lock; on PGlite one after the other. The worker starts once the schema is there and the mail
 * catcher listens: it sends the mail, the API only queues it, so the API need not wait for it.
 * Resolves to the mail settings.
 */
async function startBackend({ database, databaseEnv, mailReady }) {
  const seed = () => runDatabaseCli({ rootDir, supervisor, env: databaseEnv }, 'seed');
  info('Starting the API; migrating and seeding the database…');
  if (database.oneSession) await seed();
  startApi({ rootDir, supervisor, env: databaseEnv });
  if (!database.oneSession) await seed();
  const mail = await mailReady;
  startWorker({ rootDir, supervisor, env: { ...databaseEnv, SMTP_URL: mail.smtpUrl } });
  return mail;
}

async function main() {
  const config = readConfig(process.env, process.argv.slice(2), rootDir);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const pidRegistry = new PidRegistry(path.join(config.dataDir, 'launcher.json'));
  const leftovers = await pidRegistry.stopLeftovers();
  pidRegistry.claim();
  registry = pidRegistry; // only now is the file ours to delete when we stop
  if (leftovers.length > 0) {
    note(`Stopped what a killed launcher left running: ${leftovers.join(', ')}`);
  }
  supervisor = new Supervisor({ registry, verbose: config.verbose, onCrash });

  await assertAppPortsFree(config);
  info(`Starting Sinnro (data in ${config.dataDir})…`);
  const takenPorts = new Set([config.apiPort, config.consolePort, config.clientWebPort]);
  const { dataDir, verbose } = config;
  const context = { config, rootDir, dataDir, supervisor, takenPorts, verbose };

  // The web apps need only their ports and the build needs no service: all three go at once.
  const webApps = startWebApps({ rootDir, supervisor, env: webAppEnvironment(config), config });
  const [services] = await Promise.all([startBackingServices(context), buildIfChanged(config)]);

  const demo = loadDemoAccounts(rootDir);
  const seedPassword = config.seedPassword ?? demo.defaultPassword;
  const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
  const { database, redis } = services;
  const nationalIdKeys = config.nationalIdKeys ?? loadOrCreateNationalIdKeys(config.dataDir);
  const databaseEnv = backendEnvironment(config, {
    database,
    redis,
    jwtSecret,
    seedPassword,
    nationalIdKeys,
  });
  const mail = await startBackend({ database, databaseEnv, mailReady: services.mail });
  await waitUntilAppsReady({ supervisor, config, webApps });
  if (stoppingSince) return;

  console.log(
    formatBanner({
      urls: publicUrls(config),
      inboxUrl: mail.inboxUrl,
      demoAccounts: demo.accounts,
      seedPassword,
      database: database.description,
      redis: redis.description,
      mail: mail.description,
      readySeconds: performance.now() / 1000,
    }),
  );
}

function onFailure(error) {
  if (stoppingSince) return;
  if (error instanceof ProcessDiedError) {
    reportCrash(error.proc);
  } else if (error instanceof LauncherError) {
    fail(error.message);
    if (error.details) console.error(`  ${error.details}`);
  } else {
    fail(error.stack ?? String(error));
  }
  void stopEverything(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
process.on('unhandledRejection', onFailure);
main().catch(onFailure);
