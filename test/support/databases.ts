import { Client } from 'pg';
import { ADMIN_DATABASE_URL, databaseUrlFor } from './test-environment';

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database and answers its URL. Names are generated, never user input. */
export async function createDatabase(name: string): Promise<string> {
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return databaseUrlFor(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Creates a database as a copy of a template (which nobody may be connected to). */
export async function createDatabaseFrom(name: string, template: string): Promise<string> {
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return databaseUrlFor(name);
}

export async function databaseExists(name: string): Promise<boolean> {
  return withAdmin(async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  });
}

/** Marks a database as a template and refuses connections to it, so copies of it never wait. */
export async function markAsTemplate(name: string): Promise<void> {
  await withAdmin((client) =>
    client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
  );
}

/** Drops every database whose name starts with the prefix (a run's template and its copies). */
export async function dropDatabasesStartingWith(prefix: string): Promise<void> {
  await withAdmin(async (client) => {
    const result = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of result.rows) {
      await client.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}
