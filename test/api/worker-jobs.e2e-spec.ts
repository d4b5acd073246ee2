import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { isDependencyUnavailable } from 'src/common/errors/dependency-failure';
import { JobProducer } from 'src/jobs/job-producer';
import { BACKEND_DIST, BackendProcess, childEnvironment } from '../support/backend-process';
import { DisposableRedis } from '../support/redis-server';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The compiled worker with one domain's handlers left out, started through the same start-up
 * code as worker.js.
 */
function workerWithout(domainModule: string, exported: string): BackendProcess {
  const script = `
    require('reflect-metadata');
    const { startWorker } = require(${JSON.stringify(join(BACKEND_DIST, 'worker-start.js'))});
    const { WorkerModule } = require(${JSON.stringify(join(BACKEND_DIST, 'worker.module.js'))});
    const left = require(${JSON.stringify(join(BACKEND_DIST, domainModule))})[${JSON.stringify(exported)}];
    startWorker((environment) => {
      const root = WorkerModule.forRoot(environment);
      return { ...root, imports: root.imports.filter((module) => module !== left) };
    });
  `;
  const environment = childEnvironment({});
  return new BackendProcess(
    'worker.js',
    environment,
    [],
    spawn(process.execPath, ['-e', script], {
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

describe('the worker and the job catalogue', () => {
  it('refuses to start while a job of the catalogue has no handler, naming the job in one line', async () => {
    const worker = workerWithout(
      'subscriptions/subscriptions-worker.module.js',
      'SubscriptionsWorkerModule',
    );
    const finished = await worker.finished();
    expect(finished.code).toBe(1);
    expect(finished.stderr.trim()).toBe(
      'Worker not started: Job handlers do not match the job catalogue: no handler for job subscriptions.distribute-program-modules; no handler for job subscriptions.expire.',
    );
    expect(finished.stdout).not.toMatch(/Worker started/);
  });
});

describe('queueing a job while Redis is down', () => {
  let redis: DisposableRedis;
  let api: TestApp;

  beforeAll(async () => {
    redis = await DisposableRedis.start();
    api = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await api.close();
    await redis.stop();
  });

  it('fails at once, with an error the API answers with 503, instead of waiting for Redis', async () => {
    const jobs = api.app.get(JobProducer);
    await jobs.add('mail.send', { mailId: randomUUID() });
    await redis.stop();
    const started = Date.now();
    const failure: unknown = await jobs
      .add('mail.send', { mailId: randomUUID() })
      .catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isDependencyUnavailable(failure)).toBe(true);
  });
});
