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
