import { Client } from 'pg';
import { createDatabase, dropDatabase } from '../support/databases';
import { BackendProcess, childEnvironment } from '../support/backend-process';
import { freePort } from '../support/free-port';
import { uniqueName } from '../support/test-environment';

describe('starting the API and the worker', () => {
  it('refuses to start on a missing variable, naming it and what it expects in one line', async () => {
    const api = new BackendProcess('main.js', childEnvironment({ DATABASE_URL: undefined }));
    const finished = await api.finished();
    expect(finished.code).toBe(1);
    expect(finished.stderr.trim()).toBe(
      'Configuration error: DATABASE_URL is missing; expected a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/sinnro.',
    );
  });

  it('refuses an invalid port without echoing the value', async () => {
    const worker = new BackendProcess('worker.js', childEnvironment({ PORT: 'http' }));
    const finished = await worker.finished();
    expect(finished.code).toBe(1);
    expect(finished.stderr.trim()).toBe(
      'Configuration error: PORT is invalid; expected a TCP port number between 1 and 65535.',
    );
  });

  it('names PostgreSQL and where it looked when it cannot be reached, hiding the password', async () => {
    const port = await freePort();
    const api = new BackendProcess(
      'main.js',
      childEnvironment({ DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/sinnro` }),
    );
    const finished = await api.finished();
    expect(finished.code).toBe(1);
    expect(finished.stderr).toContain(
      `PostgreSQL is not reachable at postgres://app:***@127.0.0.1:${port}/sinnro (DATABASE_URL)`,
    );
    expect(finished.stderr).not.toContain('s3cret');
    expect(finished.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('names Redis and where it looked when it cannot be reached', async () => {
    const port = await freePort();
    const worker = new BackendProcess(
      'worker.js',
      childEnvironment({ REDIS_URL: `redis://127.0.0.1:${port}` }),
    );
    const finished = await worker.finished();
    expect(finished.code).toBe(1);
    expect(finished.stderr).toContain(
      `Redis is not reachable at redis://127.0.0.1:${port} (REDIS_URL)`,
    );
  });

  describe('on a fresh database', () => {
    const name = uniqueName('sinnro_start_test');
    // Queues of their own: this worker must not take jobs queued for the test worker's database.
    const queuePrefix = `${process.env.QUEUE_PREFIX}-new`;
    let databaseUrl: string;

    beforeAll(async () => {
      databaseUrl = await createDatabase(name);
    });
    afterAll(() => dropDatabase(name));

    it('applies the migrations, serves, and stops gracefully on SIGTERM', async () => {
      const port = await freePort();
      const api = new BackendProcess(
        'main.js',
        childEnvironment({
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          QUEUE_PREFIX: queuePrefix,
        }),
      );
      await api.waitForOutput(/API listening on port/);

      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await tableNames(databaseUrl)).toEqual(
        expect.arrayContaining(['users', 'companies', 'company_units', 'mikro_orm_migrations']),
      );

      api.child.kill('SIGTERM');
      const finished = await api.finished();
      expect(finished.code === 0 || finished.signal === 'SIGTERM').toBe(true);
      expect(finished.stderr).not.toMatch(/Error/);
    });

    it('runs the worker until SIGTERM and then stops cleanly', async () => {
      const worker = new BackendProcess(
        'worker.js',
        childEnvironment({ DATABASE_URL: databaseUrl, QUEUE_PREFIX: queuePrefix }),
      );
      await worker.waitForOutput(/Worker started/);
      worker.child.kill('SIGTERM');
      const finished = await worker.finished();
      expect(finished.code === 0 || finished.signal === 'SIGTERM').toBe(true);
    });
  });
});

async function tableNames(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    );
    return result.rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}
