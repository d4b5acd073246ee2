import { DisposableRedis } from '../support/redis-server';
import { TcpProxy } from '../support/tcp-proxy';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

describe('liveness and readiness', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('answers liveness', async () => {
    const response = await api.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('is ready when PostgreSQL and Redis answer', async () => {
    const response = await api.request({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });
});

/**
 * Ready once its own just-started redis-server answers a ping within the 2 s the check allows,
 * which a loaded machine may take a few tries for.
 */
async function readyStatus(api: TestApp): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await api.request({ method: 'GET', url: '/api/health/ready' })).statusCode;
  }
  return status;
}

describe('when Redis stops', () => {
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

  it('reports not ready with 503, naming Redis, without hanging', async () => {
    expect(await readyStatus(api)).toBe(200);
    await redis.stop();
    const response = await api.request({
      method: 'GET',
      url: '/api/health/ready',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again later',
      errors: { redis: 'Redis is not reachable' },
    });
  });

  it('keeps answering liveness', async () => {
    expect((await api.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('when PostgreSQL goes away', () => {
  let proxy: TcpProxy;
  let api: TestApp;

  beforeAll(async () => {
    const database = new URL(process.env.DATABASE_URL as string);
    proxy = await TcpProxy.start({ host: database.hostname, port: Number(database.port || 5432) });
    api = await startTestApp({ DATABASE_URL: proxy.wrap(database.toString()) });
    await seedDemo(api);
  });
  afterAll(async () => {
    await api.close();
    await proxy.cut();
  });

  it('reports not ready with 503 naming the database, and requests fail with 503', async () => {
    await proxy.cut();
    const ready = await api.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ errors: { database: 'PostgreSQL svarar inte' } });

    const login = await api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email: 'client@example.com', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund',
    });
  });
});
