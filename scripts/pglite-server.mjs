// Serves a PGlite database over the PostgreSQL wire protocol on 127.0.0.1.
// The launcher runs this in a child process of its own, so PGlite's WebAssembly work does not
// block the launcher. Usage: node scripts/pglite-server.mjs <dataDir> <port> <maxConnections>
// Sends 'ready' over the IPC channel once it accepts connections.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [dataDir, port, maxConnections] = process.argv.slice(2);

let server;
let stopping = false;
// Registered before the (slow) first start, so that a stop request waits for it to finish
// instead of killing PGlite half-way through creating its data directory.
// pg_trgm: the program list's keyword index (its migration creates the extension).
const database = PGlite.create(dataDir, { extensions: { pg_trgm } });

async function stop() {
  if (stopping) return;
  stopping = true;
  await server?.stop();
  await (await database).close();
  process.exit(0);
}

process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The launcher's IPC channel closes when the launcher dies, even by SIGKILL: stop with it.
process.on('disconnect', () => void stop());

const db = await database;
if (!stopping) {
  server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: Number(port),
    // The default of 1 drops every connection past the first; queries still run one at a time.
    maxConnections: Number(maxConnections),
  });
  server.addEventListener('error', (event) => console.error('pglite socket error:', event.detail));
  await server.start();
  console.log(`PGlite serves ${dataDir} on 127.0.0.1:${port}`);
  process.send?.('ready');
}
