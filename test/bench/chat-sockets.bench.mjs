/**
 * Benchmark of the chat's real-time path: 1,000 sockets on loopback in 500 conversations (a
 * client and a therapist each), 50 messages/s for 30 s, each sent as POST /api/messages by one
 * participant (token check, conversation check, the message stored, access log) and pushed by the
 * gateway to the other's socket. Prints delivery latency (send started → the recipient's socket
 * has it) p50/p99 and lost messages, then the same for bare socket.io (bare-chat-server.mjs: no
 * token, no database, POST /send emits to a room) with the same sockets, rate and duration, and
 * ratio = bare p99 / our p99 (goals: our p99 <= 50 ms, ratio >= 0.5); each side is warmed up for
 * 5 s first, unmeasured. The API is the built one
 * (`npm run build`), one process with the Redis adapter. Not a timed test:
 * `npm run build && npm run bench:chat -w @sinnro/test` (BENCH_CONVERSATIONS, BENCH_RATE,
 * BENCH_SECONDS).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  adminSql,
  benchEnvironment,
  loadAverage,
  migrateAndSeed,
  start,
  startApi,
  stop,
} from './bench-support.mjs';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;
/** How long to wait for stragglers after the last send before counting a message lost. */
const DRAIN_MS = 5000;
const here = dirname(fileURLToPath(import.meta.url));

/** 500 therapists, 500 clients, each client assigned to one therapist, and their conversations. */
async function seedConversations(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `with therapists as (
         insert into users (uuid, email, first_name, last_name, role)
         select gen_random_uuid(), 'bench-therapist-' || g || '@example.test', 'Tera', 'Peut ' || g,
                'therapist-premium'
           from generate_series(1, $1::int) g
         returning id, uuid, email),
       clients as (
         insert into users (uuid, email, first_name, last_name, role)
         select gen_random_uuid(), 'bench-client-' || g || '@example.test', 'Klara', 'Klient ' || g,
                'client'
           from generate_series(1, $1::int) g
         returning id, uuid, email),
       pairs as (
         select t.id as therapist_id, t.uuid as therapist_uuid, c.id as client_id,
                c.uuid as client_uuid
           from therapists t join clients c
             on substring(t.email from 'therapist-(\\d+)@') = substring(c.email from 'client-(\\d+)@')),
       assigned as (
         insert into therapist_assignments (client_id, therapist_id)
         select client_id, therapist_id from pairs returning id),
       conversations as (
         insert into conversations (client_id, specialist_id)
         select client_id, therapist_id from pairs returning id, client_id)
       select c.id as conversation_id, p.client_uuid, p.therapist_uuid
         from conversations c join pairs p on p.client_id = c.client_id
        where (select count(*) from assigned) > 0`,
      [CONVERSATIONS],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** An access token as the API issues them, signed with the API's secret. */
function accessToken(secret, uuid, role) {
  const now = Date.now();
  const encode = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const payload = {
    user: { uuid, roles: [role] },
    iat_ms: now,
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 3600,
    sub: uuid,
    jti: randomUUID(),
    iss: 'sinnro',
    aud: 'sinnro-api',
  };
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Opens the sockets in batches; each calls onMessage with the body it receives. */
async function openSockets(base, auths, onMessage) {
  const sockets = [];
  for (let first = 0; first < auths.length; first += 50) {
    const batch = auths.slice(first, first + 50).map(
      (auth) =>
        new Promise((resolve, reject) => {
          const socket = io(base, {
            path: '/socket.io',
            auth,
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          socket.on('message', (message) => onMessage(auth, message.body));
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Sends RATE messages a second for SECONDS through `send(index, body)`; a body carries its
 * number, and its latency is taken when the recipient (told by `recipientOf`) receives it.
 */
async function measure(label, sockets, send, seconds = SECONDS) {
  const sentAt = new Map();
  const latencies = [];
  let failures = 0;
  sockets.receive = (recipientKey, body) => {
    const match = /^bench (\d+) to (\S+)$/.exec(body);
    if (!match || match[2] !== recipientKey) return;
    const started = sentAt.get(Number(match[1]));
    if (started === undefined) return;
    sentAt.delete(Number(match[1]));
    latencies.push(performance.now() - started);
  };
  const total = RATE * seconds;
  const startedAt = performance.now();
  const pending = [];
  for (let index = 0; index < total; index++) {
    const due = startedAt + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(index, (recipientKey) => {
        const body = `bench ${index} to ${recipientKey}`;
        sentAt.set(index, performance.now());
        return body;
      }).catch(() => failures++),
    );
  }
  await Promise.all(pending);
  const drainUntil = performance.now() + DRAIN_MS;
  while (sentAt.size > 0 && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    label,
    sent: total,
    delivered: latencies.length,
    lost: total - latencies.length,
    failures,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
  console.log(
    `${label.padEnd(36)} sent ${figures.sent}  delivered ${figures.delivered}  lost ${figures.lost}` +
      `  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms` +
      (failures ? `  (${failures} sends failed)` : ''),
  );
  return figures;
}

async function startBare() {
  const bare = start(join(here, 'bare-chat-server.mjs'), [], { PATH: process.env.PATH });
  for (let attempt = 0; attempt < 300; attempt++) {
    const port = /LISTENING (\d+)/.exec(bare.output())?.[1];
    if (port) return { ...bare, base: `http://127.0.0.1:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Bare server did not start:\n${bare.output()}`);
}

const close = (sockets) => sockets.forEach((socket) => socket.disconnect());

async function benchOurs(env, conversations) {
  const api = await startApi(env);
  let sockets = [];
  try {
    const people = conversations.flatMap((row) => [
      { key: row.client_uuid, token: accessToken(env.JWT_SECRET, row.client_uuid, 'client') },
      {
        key: row.therapist_uuid,
        token: accessToken(env.JWT_SECRET, row.therapist_uuid, 'therapist-premium'),
      },
    ]);
    const tokenOf = new Map(people.map((person) => [person.key, person.token]));
    const receivers = { receive: () => undefined };
    const keyOf = new Map(people.map((person) => [person.token, person.key]));
    sockets = await openSockets(
      api.base,
      people.map((person) => ({ token: person.token })),
      (auth, body) => receivers.receive(keyOf.get(auth.token), body),
    );
    console.log(`our gateway: ${sockets.length} sockets connected`);
    const send = async (index, body) => {
      const row = conversations[index % conversations.length];
      // Clients and therapists take turns sending.
      const [from, to] =
        index % 2 === 0
          ? [row.client_uuid, row.therapist_uuid]
          : [row.therapist_uuid, row.client_uuid];
      const response = await fetch(`${api.base}/api/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokenOf.get(from)}`,
        },
        body: JSON.stringify({ conversation_id: row.conversation_id, message: body(to) }),
      });
      if (response.status !== 201) throw new Error(`POST /api/messages: ${response.status}`);
      await response.arrayBuffer();
    };
    // Warm up first (JIT, the pool's connections, prepared statements), as the other benches do.
    await measure('warm-up, our gateway', receivers, send, WARM_UP_SECONDS);
    return await measure('our gateway (auth + persistence)', receivers, send);
  } finally {
    close(sockets);
    await stop(api);
  }
}

async function benchBare(conversations) {
  const bare = await startBare();
  let sockets = [];
  try {
    const people = conversations.flatMap((row) => [
      { key: row.client_uuid, room: String(row.conversation_id) },
      { key: row.therapist_uuid, room: String(row.conversation_id) },
    ]);
    const receivers = { receive: () => undefined };
    const keyOf = new Map(people.map((person) => [`${person.room}/${person.key}`, person.key]));
    sockets = await openSockets(
      bare.base,
      people.map((person) => ({ room: person.room, key: person.key })),
      (auth, body) => receivers.receive(keyOf.get(`${auth.room}/${auth.key}`), body),
    );
    console.log(`bare socket.io: ${sockets.length} sockets connected`);
    const send = async (index, body) => {
      const row = conversations[index % conversations.length];
      const to = index % 2 === 0 ? row.therapist_uuid : row.client_uuid;
      const response = await fetch(`${bare.base}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ room: String(row.conversation_id), body: body(to) }),
      });
      if (response.status !== 201) throw new Error(`POST /send: ${response.status}`);
      await response.arrayBuffer();
    };
    await measure('warm-up, bare socket.io', receivers, send, WARM_UP_SECONDS);
    return await measure('bare socket.io (no auth, no storage)', receivers, send);
  } finally {
    close(sockets);
    await stop(bare);
  }
}

async function main() {
  const { database, env } = benchEnvironment('chat', 10);
  // Every socket of the benchmark comes from 127.0.0.1: the per-address handshake limit is tested
  // elsewhere (test/api/chat-limits.e2e-spec.ts).
  env.CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE = '100000000';
  await adminSql(`create database "${database}"`);
  try {
    await migrateAndSeed(env);
    const conversations = await seedConversations(env.DATABASE_URL);
    console.log(
      `${conversations.length} conversations, ${conversations.length * 2} sockets; ` +
        `${RATE} messages/s for ${SECONDS} s; load average before: ${loadAverage()}`,
    );
    const ours = await benchOurs(env, conversations);
    const bare = await benchBare(conversations);
    console.log(`load average after: ${loadAverage()}`);
    console.log(
      `\nOur p99 ${ours.p99.toFixed(1)} ms (goal <= 50 ms); lost ${ours.lost} (must be 0)` +
        `\nRatio bare p99 / our p99: ${(bare.p99 / ours.p99).toFixed(2)} (goal >= 0.5)`,
    );
    if (ours.lost > 0 || bare.lost > 0) process.exitCode = 1;
  } finally {
    await adminSql(`drop database if exists "${database}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
