import { type LightMyRequestResponse } from 'fastify';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, get, request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type Role } from '@sinnro/access';
import { TokenService } from 'src/access/token.service';
import { type Company } from 'src/companies/company.entity';
import { Environment } from 'src/config/environment';
import { pngFile } from 'src/documents/file-checks/sample-files';
import { type User } from 'src/users/user.entity';
import { chatPair, conversationOf } from '../support/chat-fixtures';
import { DisposableRedis } from '../support/redis-server';
import { startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * The request limits (issue 20, item 3): per signed-in user (requests per window and requests in
 * flight), per address for anonymous requests, per route (invitations, company links, chat
 * messages) and upload bytes per user per day. Each limit is tried across two app instances that
 * share Redis, as two API processes do. Addresses come from the IPv6 documentation range
 * 2001:db8::/32, used by no other file.
 */

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const TOO_MANY = {
  sv: 'För många förfrågningar. Försök igen om en stund.',
  en: 'Too many requests. Try again in a moment.',
};

const LOW_LIMITS = {
  RATE_LIMIT_USER_REQUESTS: '10',
  RATE_LIMIT_USER_BURST: '10',
  RATE_LIMIT_USER_IN_FLIGHT: '3',
  RATE_LIMIT_ADDRESS_REQUESTS: '4',
  RATE_LIMIT_INVITATIONS_PER_HOUR: '2',
  RATE_LIMIT_COMPANY_LINKS_PER_HOUR: '2',
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '3',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_HOUR: '2',
  RATE_LIMIT_REFUSAL_DELAY_MS: '20',
};

/** A multipart body as a browser's FormData sends it. */
async function multipart(
  name: string,
  data: Buffer,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

function expectTooMany(response: LightMyRequestResponse, language: 'sv' | 'en'): void {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json<ErrorBody>()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: TOO_MANY[language],
  });
}

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

describe('limits that hold across two API processes sharing Redis', () => {
  const uploadBody = multipart('skanning.png', pngFile());
  let first: TestApp;
  let second: TestApp;
  let fixtures: UserFixtures;
  let folder: string;
  let company: Company;
  let uploadBytes: number;

  /** A token for the user, issued directly (no login: logins count against 127.0.0.1). */
  const tokenFor = (user: User, role: Role = user.role) =>
    first.app.get(TokenService).issue({ uuid: user.uuid, role });

  async function as(
    api: TestApp,
    user: User,
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; language?: 'sv' | 'en' } = {},
  ): Promise<LightMyRequestResponse> {
    return api.request({
      method,
      url,
      payload: options.payload,
      headers: {
        authorization: `Bearer ${await tokenFor(user)}`,
        'accept-language': options.language ?? 'sv',
      },
    });
  }

  const freshUser = (tag: string, role: Role = 'client') =>
    fixtures.user({
      email: `rate-${tag}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      firstName: 'Rita',
      lastName: 'Gräns',
      role,
    });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sinnro-rate-limits-'));
    // One upload fits the day's allowance, a second does not.
    uploadBytes = (await uploadBody).payload.length;
    const limits = {
      ...LOW_LIMITS,
      RATE_LIMIT_UPLOAD_BYTES_PER_DAY: String(Math.floor(uploadBytes * 1.5)),
      DOCUMENT_STORAGE_DIR: folder,
    };
    first = await startTestApp(limits);
    second = await startTestApp(limits);
    fixtures = new UserFixtures(first);
    ({ company } = await fixtures.company('Gränsbolaget AB', []));
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await first.close();
    await second.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("stops a user's requests past the per-user count, whichever process answers, and no one else's", async () => {
    const user = await freshUser('requests');
    const other = await freshUser('requests-other');
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) {
      const api = index % 2 === 0 ? first : second;
      statuses.push((await as(api, user, 'GET', '/api/user-id')).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));

    expectTooMany(await as(first, user, 'GET', '/api/user-id'), 'sv');
    const english = await as(second, user, 'GET', '/api/user-id', { language: 'en' });
    expectTooMany(english, 'en');
    // 10 per 60 s on average: the next request is possible 6 s later.
    expect(Number(english.headers['retry-after'])).toBeLessThanOrEqual(6);

    expect((await as(first, other, 'GET', '/api/user-id')).statusCode).toBe(200);
    expect((await as(second, other, 'GET', '/api/user-id')).statusCode).toBe(200);
  });

  it('lets a user have only so many requests in flight at once, across processes', async () => {
    const user = await freshUser('in-flight');
    const authorization = `Bearer ${await tokenFor(user)}`;
    // Requests whose bodies never end stay in flight until their bodies are finished.
    const bodies = [new PassThrough(), new PassThrough(), new PassThrough()];
    const held = bodies.map((body, index) =>
      (index < 2 ? first : second).request({
        method: 'POST',
        url: '/api/users/update-current-user-profile',
        payload: body,
        headers: { authorization, 'content-type': 'application/json' },
      }),
    );
    // The held requests take their slots as they arrive (each process has its own Redis
    // connection, so a request sent at once might come first); well within the count of 10.
    let refused: LightMyRequestResponse | undefined;
    for (let tries = 0; tries < 5 && refused?.statusCode !== 429; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await second.request({
        method: 'GET',
        url: '/api/user-id',
        headers: { authorization, 'accept-language': 'en' },
      });
    }
    expectTooMany(refused as LightMyRequestResponse, 'en');

    // Answered, a request gives its slot back.
    for (const body of bodies) body.end('{}');
    await Promise.all(held);
    const after = await first.request({
      method: 'GET',
      url: '/api/user-id',
      headers: { authorization },
    });
    expect(after.statusCode).toBe(200);
  });

  it('gives a request’s slot back when the client goes away before the answer', async () => {
    const user = await freshUser('aborted');
    const authorization = `Bearer ${await tokenFor(user)}`;
    await first.app.listen(0, '127.0.0.1');
    const port = (first.app.getHttpServer().address() as AddressInfo).port;
    // Three requests whose bodies never end hold the three slots, then their clients leave (a
    // browser cancels its requests when the user navigates away).
    const held = Array.from({ length: 3 }, () => {
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/users/update-current-user-profile',
        headers: { authorization, 'content-type': 'application/json', 'content-length': '100' },
      });
      outgoing.on('error', () => undefined);
      outgoing.write('{');
      return outgoing;
    });
    let refused: LightMyRequestResponse | undefined;
    for (let tries = 0; tries < 10 && refused?.statusCode !== 429; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await second.request({
        method: 'GET',
        url: '/api/user-id',
        headers: { authorization },
      });
    }
    expect(refused?.statusCode).toBe(429);
    for (const outgoing of held) outgoing.destroy();
    let after: LightMyRequestResponse | undefined;
    for (let tries = 0; tries < 20 && after?.statusCode !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await second.request({
        method: 'GET',
        url: '/api/user-id',
        headers: { authorization },
      });
    }
    expect(after?.statusCode).toBe(200);
  });

  it('counts requests without a valid token per address (an IPv6 /64), not the health probes', async () => {
    const network = '2001:db8:20:3::';
    const anonymous = (api: TestApp, remoteAddress: string, language: 'sv' | 'en' = 'sv') =>
      api.request({
        method: 'POST',
        url: '/api/check-invite',
        payload: {},
        remoteAddress,
        headers: { 'accept-language': language },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const api = index % 2 === 0 ? first : second;
      statuses.push((await anonymous(api, `${network}${index + 1}`)).statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);

    expectTooMany(await anonymous(first, `${network}99`), 'sv');
    expectTooMany(await anonymous(second, `${network}abcd`, 'en'), 'en');
    // A forged token is no way around it.
    const forged = await second.request({
      method: 'GET',
      url: '/api/user-id',
      remoteAddress: `${network}5`,
      headers: { authorization: 'Bearer not.a.token', 'accept-language': 'en' },
    });
    expectTooMany(forged, 'en');
    // The orchestrator's probes are never limited.
    const probe = await first.request({
      method: 'GET',
      url: '/api/health',
      remoteAddress: network,
    });
    expect(probe.statusCode).toBe(200);

    // Another network is not affected.
    expect((await anonymous(first, '2001:db8:20:4::1')).statusCode).not.toBe(429);
  });

  it('limits invitations per user per hour (counting refused ones), in the caller’s language', async () => {
    const admin = await freshUser('invitations', 'admin');
    const invite = (api: TestApp, language: 'sv' | 'en' = 'sv') =>
      as(api, admin, 'POST', '/api/v1/invitations', {
        payload: { email: 'not-an-address' },
        language,
      });
    expect((await invite(first)).statusCode).toBe(400);
    expect((await invite(second)).statusCode).toBe(400);
    const stopped = await invite(first);
    expectTooMany(stopped, 'sv');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60);
    expectTooMany(await invite(second, 'en'), 'en');
  });

  it('limits requests for a company link per user per hour', async () => {
    const user = await freshUser('links');
    const link = (api: TestApp, language: 'sv' | 'en' = 'sv') =>
      as(api, user, 'POST', '/api/v1/users/link', {
        payload: { email: 'someone@no-company-has-this-domain.example' },
        language,
      });
    expect((await link(second)).statusCode).not.toBe(429);
    expect((await link(first)).statusCode).not.toBe(429);
    expectTooMany(await link(second), 'sv');
    expectTooMany(await link(first, 'en'), 'en');
  });

  it('limits purchases and promotion codes tried per user per hour, across both routes', async () => {
    const user = await freshUser('payments');
    const guess = (api: TestApp, language: 'sv' | 'en' = 'sv') =>
      as(api, user, 'POST', `/api/v1/promotion-codes/GISSNING/users/${user.uuid}`, {
        payload: {},
        language,
      });
    expect((await guess(first)).statusCode).toBe(400);
    const purchase = await as(second, user, 'POST', '/client/user/log-payment-request', {
      payload: {},
    });
    expect(purchase.statusCode).toBe(400);
    expectTooMany(await guess(second), 'sv');
    expectTooMany(await guess(first, 'en'), 'en');
  });

  it('limits chat messages per sender and conversation per minute; the other participant still writes', async () => {
    const pair = await chatPair(first, fixtures, 'rate');
    const conversationId = await conversationOf(first, pair);
    const send = (api: TestApp, sender: User, language: 'sv' | 'en' = 'sv') =>
      as(api, sender, 'POST', '/api/messages', {
        payload: { conversation_id: conversationId, message: 'Hej' },
        language,
      });
    const statuses = [
      (await send(first, pair.client)).statusCode,
      (await send(second, pair.client)).statusCode,
      (await send(first, pair.client)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    expectTooMany(await send(second, pair.client), 'sv');
    expectTooMany(await send(first, pair.client, 'en'), 'en');

    expect((await send(second, pair.therapist)).statusCode).toBe(201);
  });

  it("limits a user's upload bytes per day, across processes, before reading the body", async () => {
    const employee = await freshUser('uploads');
    await fixtures.member(employee.id, company.uuid);
    const body = await uploadBody;
    const upload = async (api: TestApp, language: 'sv' | 'en') =>
      api.request({
        method: 'POST',
        url: `/api/v1/users/${employee.uuid}/documents`,
        payload: body.payload,
        headers: {
          authorization: `Bearer ${await tokenFor(employee)}`,
          'content-type': body.contentType,
          'accept-language': language,
        },
      });
    expect((await upload(first, 'sv')).statusCode).toBe(201);

    const refused = await upload(second, 'sv');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json<ErrorBody>()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Du har laddat upp så mycket som går under ett dygn. Försök igen om 24 timmar.',
    });
    const english = await upload(first, 'en');
    expect(english.statusCode).toBe(429);
    expect(english.json<ErrorBody>().message).toBe(
      'You have uploaded as much as allowed in a day. Try again in 24 hours.',
    );

    // Someone else's allowance is their own.
    const colleague = await freshUser('uploads-other');
    await fixtures.member(colleague.id, company.uuid);
    const theirs = await second.request({
      method: 'POST',
      url: `/api/v1/users/${colleague.uuid}/documents`,
      payload: body.payload,
      headers: {
        authorization: `Bearer ${await tokenFor(colleague)}`,
        'content-type': body.contentType,
      },
    });
    expect(theirs.statusCode).toBe(201);
  });
});

describe('when Redis, which holds the counters, is down', () => {
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

  it('refuses limited requests with 503 (fails closed, as the login limit does); the probes answer', async () => {
    const token = await api.app
      .get(TokenService)
      .issue({ uuid: '00000000-0000-4000-8000-000000000001', role: 'client' });
    await redis.stop();
    const refused = await api.request({
      method: 'GET',
      url: '/api/user-id',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json<ErrorBody>().message).toBe(
      'The service is temporarily unavailable. Please try again later',
    );
    const anonymous = await api.request({ method: 'POST', url: '/api/check-invite', payload: {} });
    expect(anonymous.statusCode).toBe(503);
    expect((await api.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

/**
 * The flooding client, in a process of its own (as an attacker's machine is): keeps IN_FLIGHT
 * requests in flight over as many keep-alive connections, each sent again as soon as it is
 * answered; on SIGTERM prints how many were answered and refused.
 */
const FLOODER = `
const http = require('node:http');
const { URL, TOKEN, IN_FLIGHT } = process.env;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(IN_FLIGHT) });
const counts = { answered: 0, refused: 0, failed: 0 };
let running = true;
function one() {
  if (!running) return;
  const request = http.get(URL, { agent, headers: { authorization: 'Bearer ' + TOKEN } }, (response) => {
    response.resume();
    response.on('end', () => {
      if (response.statusCode === 429) counts.refused++;
      else counts.answered++;
      one();
    });
  });
  request.on('error', () => { counts.failed++; setTimeout(one, 10); });
}
for (let i = 0; i < Number(IN_FLIGHT); i++) one();
process.on('SIGTERM', () => {
  running = false;
  process.stdout.write(JSON.stringify(counts));
  process.exit(0);
});
`;

describe('one user flooding the API with the default limits', () => {
  const SAMPLES = 300;
  const FLOOD_IN_FLIGHT = 200;
  const defaults = new Environment();
  /** The victim's pace: a request at most every so often, within the default average rate. */
  const PACE_MS =
    Math.ceil((defaults.RATE_LIMIT_WINDOW_SECONDS * 1000) / defaults.RATE_LIMIT_USER_REQUESTS) + 10;
  let api: TestApp;
  let fixtures: UserFixtures;
  let base: string;

  beforeAll(async () => {
    // The defaults of environment.ts, not the suite's generous ones (FLOOD_LIMITS=off shows what
    // happens without them, as before the limits).
    const limits = Object.fromEntries(
      Object.entries(defaults)
        .filter(([name]) => name.startsWith('RATE_LIMIT_'))
        .map(([name, value]) => [name, String(value)]),
    );
    api = await startTestApp(process.env.FLOOD_LIMITS === 'off' ? {} : limits);
    await api.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    fixtures = new UserFixtures(api);
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it("keeps another user's p99 within twice its quiet figure while one user keeps 200 requests in flight", async () => {
    const tokens = api.app.get(TokenService);
    const make = (tag: string) =>
      fixtures.user({
        email: `flood-${tag}-${Date.now().toString(36)}@example.test`,
        firstName: 'Flod',
        lastName: 'Testsson',
      });
    const [victim, flooder] = await Promise.all([make('victim'), make('flooder')]);
    const victimToken = await tokens.issue({ uuid: victim.uuid, role: 'client' });
    const flooderToken = await tokens.issue({ uuid: flooder.uuid, role: 'client' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    /** One request of the victim over HTTP: its status and how long it took (ms). */
    const victimRequest = () =>
      new Promise<{ status: number; took: number }>((resolve, reject) => {
        const started = performance.now();
        get(
          `${base}/api/user-id`,
          { agent, headers: { authorization: `Bearer ${victimToken}` } },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, took: performance.now() - started }),
            );
          },
        ).on('error', reject);
      });

    /** The victim's latencies, one request after the other at PACE_MS (as a person clicks). */
    async function victimLatencies(count: number): Promise<number[]> {
      const samples: number[] = [];
      for (let index = 0; index < count; index++) {
        const { status, took } = await victimRequest();
        expect(status).toBe(200);
        samples.push(took);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PACE_MS - took)));
      }
      return samples;
    }

    /** One attempt: the victim quiet, then while the flooder runs. */
    async function measure() {
      await victimLatencies(10); // warm-up
      const quiet = await victimLatencies(SAMPLES);
      const child = spawn(process.execPath, ['-e', FLOODER], {
        env: {
          PATH: process.env.PATH,
          URL: `${base}/api/user-id`,
          TOKEN: flooderToken,
          IN_FLIGHT: String(FLOOD_IN_FLIGHT),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = once(child, 'exit');
      let loaded: number[];
      try {
        loaded = await victimLatencies(SAMPLES);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      const flood = JSON.parse(output) as { answered: number; refused: number; failed: number };
      const [quietP50, quietP99, floodP50, floodP99] = [
        percentile(quiet, 0.5),
        percentile(quiet, 0.99),
        percentile(loaded, 0.5),
        percentile(loaded, 0.99),
      ];
      process.stdout.write(
        `flood test (ms, ${SAMPLES} samples each): quiet p50 ${quietP50.toFixed(2)} p99 ` +
          `${quietP99.toFixed(2)}; with one user keeping ${FLOOD_IN_FLIGHT} requests in flight ` +
          `p50 ${floodP50.toFixed(2)} p99 ${floodP99.toFixed(2)}; the flooder had ` +
          `${flood.answered} answered, ${flood.refused} refused, ${flood.failed} failed\n`,
      );
      return { quietP99, floodP99, flood };
    }

    // The other API test files run beside this one on the same cores, and their bursts land in
    // either half of an attempt at random: an attempt counts as passed when the flood kept the
    // victim within twice its quiet figure, and up to three attempts are made.
    let attempt = await measure();
    for (let more = 0; more < 2 && attempt.floodP99 > 2 * attempt.quietP99; more++) {
      attempt = await measure();
    }
    agent.destroy();
    expect(attempt.floodP99).toBeLessThanOrEqual(2 * attempt.quietP99);
    expect(attempt.flood.refused).toBeGreaterThan(0);
  }, 600_000);
});
