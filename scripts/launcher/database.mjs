// Small PostgreSQL client helpers on the `pg` package the backend installs.
import { createRequire } from 'node:module';
import path from 'node:path';

function loadPg(rootDir) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  return require('pg');
}

async function withClient(rootDir, url, work) {
  const { Client } = loadPg(rootDir);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Undefined when a `SELECT 1` succeeds, else the error message. */
export async function connectionError(rootDir, url) {
  try {
    await withClient(rootDir, url, (client) => client.query('SELECT 1'));
    return undefined;
  } catch (error) {
    return error.message || String(error.code ?? error);
  }
}

/** The data directory of the server at `url`, or undefined when it does not answer. */
export async function serverDataDirectory(rootDir, url) {
  try {
    const result = await withClient(rootDir, url, (client) =>
      client.query("SELECT current_setting('data_directory') AS dir"),
    );
    return result.rows[0].dir;
  } catch {
    return undefined;
  }
}

export async function createDatabaseIfMissing(rootDir, adminUrl, name) {
  await withClient(rootDir, adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
}
