// A private PostgreSQL server on the machine's own binaries, with its data in .data/postgres
// (or outside the clone, see postgres-data-dir.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { LOOPBACK } from './ports.mjs';
import { startOnFreePort } from './processes.mjs';
import { isOurProcess } from './pid-registry.mjs';
import { createDatabaseIfMissing, serverDataDirectory } from './database.mjs';
import { chooseBinDir, findPostgresBinDirs, serverMajorVersion } from './postgres-binaries.mjs';
import { LauncherError } from './errors.mjs';
import { waitFor } from './wait.mjs';

export const DATABASE_NAME = 'sinnro';
const PREFERRED_PORT = 54329;

const adminUrl = (port) => `postgres://postgres@${LOOPBACK}:${port}/postgres`;

function dataDirMajor(pgDir) {
  try {
    return Number(fs.readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8').trim());
  } catch {
    return undefined;
  }
}

/**
 * Finds the server programs for this data directory, or undefined when the machine has none.
 */
export function findPostgres(pgDir) {
  const binDirs = findPostgresBinDirs({ pathEnv: process.env.PATH });
  const binDir = chooseBinDir(binDirs, dataDirMajor(pgDir));
  if (!binDir) return undefined;
  return {
    binDir,
    major: serverMajorVersion(binDir),
    program: (name) => path.join(binDir, name),
  };
}

/**
 * PostgreSQL refuses to run as root. When we are root, it runs as the `postgres` user instead;
 * returns undefined when there is no such user.
 */
export function postgresOwner() {
  if (process.getuid?.() !== 0) return {};
  try {
    const id = (flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Whether the user PostgreSQL runs as can reach `dir` (every parent must let it pass). */
export function ownerCanReach(dir, owner) {
  if (owner.uid === undefined) return true;
  const check = spawnSync('/bin/sh', ['-c', 'test -d "$1" && test -x "$1"', 'sh', dir], owner);
  return check.status === 0;
}

/** Stops a postmaster that still runs on our data directory (left by a killed launcher). */
function stopRunningPostmaster(postgres, pgDir, owner) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!isOurProcess(pid, pgDir)) {
    // A stale lock whose pid may now belong to another program: PostgreSQL would refuse to start.
    fs.rmSync(pidFile, { force: true });
    return;
  }
  spawnSync(postgres.program('pg_ctl'), ['-D', pgDir, 'stop', '-m', 'fast', '-w'], {
    ...owner,
    stdio: 'ignore',
  });
}

async function initCluster({ postgres, pgDir, owner, supervisor }) {
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined) fs.chownSync(pgDir, owner.uid, owner.gid);
  const initdb = await supervisor.runTask({
    name: 'initdb',
    tag: 'db',
    command: postgres.program('initdb'),
    // --no-sync: waiting for the new cluster to reach the disk took over a second. A machine
    // crash right after could leave it damaged: delete the folder then to start afresh.
    args: ['-D', pgDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N'],
    cwd: pgDir,
    ...owner,
  });
  if (initdb.exitCode !== 0) {
    initdb.printTail();
    throw new LauncherError(`initdb ${initdb.exitDescription}.`, {
      details: `It was creating a database cluster in ${pgDir}.`,
    });
  }
}

function postgresArgs(pgDir, port) {
  return [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    `listen_addresses=${LOOPBACK}`,
    // No Unix socket: its path would be limited to ~100 characters, and TCP is all we use.
    '-c',
    'unix_socket_directories=',
  ];
}

/**
 * Starts PostgreSQL (creating the cluster on the first run) and the `sinnro` database.
 * Returns { url, description }.
 */
export async function startEmbeddedPostgres(options) {
  const { postgres, rootDir, pgDir, owner, supervisor, takenPorts } = options;
  stopRunningPostmaster(postgres, pgDir, owner);
  if (dataDirMajor(pgDir) === undefined) await initCluster({ postgres, pgDir, owner, supervisor });

  const port = await startOnFreePort(PREFERRED_PORT, takenPorts, async (candidate) => {
    const server = supervisor.startService({
      name: 'postgres',
      tag: 'db',
      command: postgres.program('postgres'),
      args: postgresArgs(pgDir, candidate),
      quiet: true, // PostgreSQL logs everything, even routine checkpoints, to stderr
      cwd: pgDir,
      ...owner,
      marker: pgDir,
      stopSignal: 'SIGINT', // fast shutdown: roll back open transactions, then stop cleanly
      rank: 5,
      retryOnPortClash: true,
    });
    // Ask for the data directory: another launcher's PostgreSQL may answer on a port we lost.
    const url = adminUrl(candidate);
    await waitFor(async () => (await serverDataDirectory(rootDir, url)) === pgDir, {
      description: `PostgreSQL on port ${candidate}`,
      timeoutMs: 60_000,
      watched: [server],
    });
    server.ready = true;
    return candidate;
  });
  await createDatabaseIfMissing(rootDir, adminUrl(port), DATABASE_NAME);
  const version = postgres.major ? ` ${postgres.major}` : '';
  return {
    url: `postgres://postgres@${LOOPBACK}:${port}/${DATABASE_NAME}`,
    description: `embedded PostgreSQL${version} at ${pgDir} (port ${port})`,
  };
}
