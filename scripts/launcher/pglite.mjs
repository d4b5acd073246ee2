// PGlite (PostgreSQL compiled to WebAssembly) as the fallback database, served over TCP by
// scripts/pglite-server.mjs so that the API, the worker and the migrations can all connect.
import path from 'node:path';
import { LOOPBACK } from './ports.mjs';
import { startOnFreePort } from './processes.mjs';
import { waitFor } from './wait.mjs';

const PREFERRED_PORT = 54329;
const MAX_CONNECTIONS = 20;
// PGlite runs one query at a time and serialises transactions across connections: a small pool
// per process keeps API + worker + migrations within MAX_CONNECTIONS.
export const PGLITE_POOL_MAX = '2';

/** Returns { url, description }. PGlite has one database, `postgres`, whatever the URL names. */
export async function startPglite({ rootDir, dataDir, supervisor, takenPorts }) {
  const pgliteDir = path.join(dataDir, 'pglite');
  const script = path.join(rootDir, 'scripts', 'pglite-server.mjs');
  const port = await startOnFreePort(PREFERRED_PORT, takenPorts, async (candidate) => {
    const server = supervisor.startService({
      name: 'pglite',
      tag: 'db',
      command: process.execPath,
      args: [script, pgliteDir, String(candidate), String(MAX_CONNECTIONS)],
      cwd: rootDir,
      ipc: true,
      marker: script,
      rank: 5,
      retryOnPortClash: true,
    });
    await waitFor(() => server.said('ready'), {
      description: `PGlite on port ${candidate}`,
      timeoutMs: 120_000,
      watched: [server],
    });
    server.ready = true;
    return candidate;
  });
  return {
    url: `postgres://postgres@${LOOPBACK}:${port}/postgres`,
    description: `embedded PGlite at ${pgliteDir} (port ${port})`,
  };
}
