// A private redis-server with its data in .data/redis.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOOPBACK } from './ports.mjs';
import { startOnFreePort } from './processes.mjs';
import { LauncherError } from './errors.mjs';
import { waitFor } from './wait.mjs';

const PREFERRED_PORT = 63790;
const FALLBACK_DIRS = ['/usr/bin', '/usr/local/bin', '/opt/homebrew/bin'];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findRedisServer(pathEnv = process.env.PATH ?? '') {
  const dirs = [...pathEnv.split(path.delimiter).filter(Boolean), ...FALLBACK_DIRS];
  return dirs.map((dir) => path.join(dir, 'redis-server')).find(isExecutable);
}

export const REDIS_MISSING_HELP = [
  'No redis-server found (looked in PATH, /usr/bin, /usr/local/bin, /opt/homebrew/bin). Either:',
  '  • install it: apt-get install redis-server (Debian/Ubuntu) or brew install redis (macOS), or',
  '  • run it in Docker: docker compose up -d redis, then REDIS_URL=redis://127.0.0.1:6379 npm start',
].join('\n');

/**
 * Sends one command and resolves to the raw reply (a bulk reply is read to its end), or to
 * undefined when nothing answers.
 */
export function redisReply(port, command, host = LOOPBACK) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = '';
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (data) => {
      reply += data.toString();
      const bulk = /^\$(\d+)\r\n/.exec(reply);
      const complete = bulk
        ? Buffer.byteLength(reply) >= bulk[0].length + Number(bulk[1]) + 2
        : reply.includes('\r\n');
      if (complete) done(reply);
    });
  });
}

/** True when a Redis answers PING (or asks for a password, which means it is up). */
export async function pingRedis(port, host = LOOPBACK) {
  const reply = await redisReply(port, 'PING', host);
  return reply !== undefined && /^(\+PONG|-NOAUTH)/.test(reply);
}

/** The pid of the redis-server on `port` (from INFO), to tell ours from another launcher's. */
async function redisServerPid(port) {
  const reply = await redisReply(port, 'INFO server');
  const match = /process_id:(\d+)/.exec(reply ?? '');
  return match ? Number(match[1]) : undefined;
}

function redisArgs(redisDir, port, verbose) {
  return [
    '--port',
    String(port),
    '--bind',
    LOOPBACK,
    '--dir',
    redisDir,
    '--appendonly',
    'yes',
    '--maxmemory-policy',
    'noeviction',
    '--pidfile',
    path.join(redisDir, 'redis.pid'),
    '--daemonize',
    'no',
    '--loglevel',
    verbose ? 'notice' : 'warning',
  ];
}

/** Returns { url, description }. */
export async function startEmbeddedRedis({ dataDir, supervisor, takenPorts, verbose }) {
  const redisServer = findRedisServer();
  if (!redisServer) throw new LauncherError(REDIS_MISSING_HELP);
  const redisDir = path.join(dataDir, 'redis');
  fs.mkdirSync(redisDir, { recursive: true });
  const port = await startOnFreePort(PREFERRED_PORT, takenPorts, async (candidate) => {
    const server = supervisor.startService({
      name: 'redis',
      tag: 'redis',
      command: redisServer,
      args: redisArgs(redisDir, candidate, verbose),
      cwd: redisDir,
      // redis-server rewrites its process title to "redis-server 127.0.0.1:<port>".
      marker: `redis-server ${LOOPBACK}:${candidate}`,
      rank: 3,
      retryOnPortClash: true,
    });
    await waitFor(async () => (await redisServerPid(candidate)) === server.pid, {
      description: `redis-server on port ${candidate}`,
      timeoutMs: 30_000,
      watched: [server],
    });
    server.ready = true;
    return candidate;
  });
  return {
    url: `redis://${LOOPBACK}:${port}`,
    description: `embedded redis-server at ${redisDir} (port ${port})`,
  };
}
