import { RequestContext } from '@mikro-orm/postgresql';
import { AccessLogEntry } from 'src/access-log/access-log-entry.entity';
import { CallerAccessService } from 'src/access/caller-access.service';
import { CareTeamService } from 'src/care-team/care-team.service';
import { type Socket } from 'socket.io-client';
import { BackendProcess, childEnvironment } from '../support/backend-process';
import { type ChatPair, chatPair, conversationOf } from '../support/chat-fixtures';
import { chatSocket, closed, connected, nextEvent, refused } from '../support/chat-sockets';
import { freePort } from '../support/free-port';
import { DisposableRedis } from '../support/redis-server';
import { startTestApp, type TestApp } from '../support/test-app';
import { decodePayload, nowInSeconds, signHs256 } from '../support/tokens';
import { FIXTURE_PASSWORD, UserFixtures } from '../support/user-fixtures';

interface MessageView {
  id: number;
  conversation_id: number;
  body: string;
  sender: { uuid: string };
}

/**
 * The chat's socket.io gateway: the handshake is authenticated like a request and checks the
 * Origin; sockets sit in their own conversations' rooms only; messages, read marks, status changes
 * and notifications are pushed; refreshed tokens keep a socket, expired or revoked ones close it.
 * With two API processes, the Redis adapter carries events between them, also after a restart
 * of Redis (a redis-server of the test's own, never the shared one).
 */
describe('Chat sockets', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let origin: string;
  let pair: ChatPair;
  let stranger: ChatPair;
  let conversationId: number;
  const sockets: Socket[] = [];

  const open = (token: string | undefined, headers: Record<string, string> = {}) => {
    const socket = chatSocket(origin, token, headers);
    sockets.push(socket);
    return socket;
  };
  const token = (account: ChatPair['client']) => fixtures.token(account);
  const send = async (account: ChatPair['client'], message: string) => {
    const response = await fixtures.as(account, 'POST', '/api/messages', {
      payload: { conversation_id: conversationId, message },
    });
    expect(response.statusCode).toBe(201);
    return response.json<MessageView>();
  };

  beforeAll(async () => {
    api = await startTestApp({ CHAT_SOCKET_RECHECK_SECONDS: '1' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.getHttpServer().address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    origin = `http://127.0.0.1:${address.port}`;
    fixtures = new UserFixtures(api);
    pair = await chatPair(api, fixtures, 'socket');
    stranger = await chatPair(api, fixtures, 'socket-stranger');
    conversationId = await conversationOf(api, pair);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await fixtures.cleanUp();
    await api.close();
  });

  it('refuses a handshake without a token, with an expired or forged one, or from a foreign Origin', async () => {
    expect(await refused(open(undefined))).toBe('unauthorized');
    expect(await refused(open('not-a-token'))).toBe('unauthorized');
    const real = await token(pair.client);
    const now = nowInSeconds();
    const expired = signHs256(
      { ...decodePayload(real), iat: now - 7200, exp: now - 3600 },
      api.environment.JWT_SECRET,
    );
    expect(await refused(open(expired))).toBe('unauthorized');
    const forged = signHs256(decodePayload(real), 'another-secret-that-is-long-enough-to-use');
    expect(await refused(open(forged))).toBe('unauthorized');
    await expect(refused(open(real, { origin: 'https://evil.example' }))).resolves.toBeTruthy();
    // The configured front end is welcome.
    await connected(open(real, { origin: 'http://localhost:5174' }));
  });

  it('pushes a new message, read marks and status changes to both participants live', async () => {
    const theirs = await conversationOf(api, stranger);
    const client = await connected(open(await token(pair.client)));
    const therapist = await connected(open(await token(pair.therapist)));
    const outsider = await connected(open(await token(stranger.client)));
    let leaked = 0;
    outsider.on('message', () => leaked++);
    const toClient = nextEvent<MessageView>(client, 'message');
    const toTherapist = nextEvent<MessageView>(therapist, 'message');
    const sent = await send(pair.therapist, 'Hej från terapeuten');
    expect(await toClient).toMatchObject({
      id: sent.id,
      conversation_id: conversationId,
      body: 'Hej från terapeuten',
      sender: { uuid: pair.therapist.uuid },
    });
    expect((await toTherapist).id).toBe(sent.id);

    const read = nextEvent<{ conversation_id: number; reader_uuid: string }>(therapist, 'read');
    await fixtures.as(
      pair.client,
      'GET',
      `/api/mark-chat-as-read-on-db/${pair.client.uuid}/${pair.therapist.uuid}/${conversationId}`,
    );
    expect(await read).toMatchObject({
      conversation_id: conversationId,
      reader_uuid: pair.client.uuid,
    });

    const status = nextEvent<{ id: number; status: string }>(client, 'conversation');
    await fixtures.as(pair.therapist, 'PUT', `/api/conversations/${conversationId}`, {
      payload: { status: 'paused' },
    });
    expect(await status).toMatchObject({ id: conversationId, status: 'paused' });
    await fixtures.as(pair.therapist, 'PUT', `/api/conversations/${conversationId}`, {
      payload: { status: 'active' },
    });
    // The outsider's socket got nothing of it (checked after a later event reached it).
    const own = nextEvent<MessageView>(outsider, 'message');
    await fixtures.as(stranger.therapist, 'POST', '/api/messages', {
      payload: { conversation_id: theirs, message: 'Till dig' },
    });
    expect((await own).conversation_id).toBe(theirs);
    expect(leaked).toBe(1);
  });

  it('joins a new conversation’s room when it is created', async () => {
    const fresh = await chatPair(api, fixtures, 'socket-fresh');
    const client = await connected(open(await token(fresh.client)));
    const created = nextEvent<{ id: number }>(client, 'conversation');
    const response = await fixtures.as(fresh.therapist, 'POST', '/api/conversations', {
      payload: { participant_uuid: fresh.client.uuid },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    expect((await created).id).toBe(id);
    const arrived = nextEvent<MessageView>(client, 'message');
    await fixtures.as(fresh.therapist, 'POST', '/api/messages', {
      payload: { conversation_id: id, message: 'Välkommen' },
    });
    expect((await arrived).body).toBe('Välkommen');
  });

  it('refuses joining another’s conversation, and logs the attempt', async () => {
    const outsider = await connected(open(await token(stranger.client)));
    const ack = (await outsider.emitWithAck('join', { conversation_id: conversationId })) as {
      ok: boolean;
    };
    expect(ack).toEqual({ ok: false });
    const logged = await api.orm.em.fork().find(AccessLogEntry, {
      clientUuid: pair.client.uuid,
      resource: 'chat.join-refused',
      actorUuid: stranger.client.uuid,
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.resourceId).toBe(String(conversationId));
    const client = await connected(open(await token(pair.client)));
    expect(await client.emitWithAck('join', { conversation_id: conversationId })).toEqual({
      ok: true,
    });
    expect(await client.emitWithAck('join', { conversation_id: 'x' })).toEqual({ ok: false });
  });

  it('keeps a socket whose token is refreshed, and closes one whose token expires unrefreshed', async () => {
    const real = await token(pair.client);
    const shortLived = (seconds: number) =>
      signHs256(
        { ...decodePayload(real), exp: nowInSeconds() + seconds },
        api.environment.JWT_SECRET,
      );
    const kept = await connected(open(shortLived(4)));
    const dropped = await connected(open(shortLived(4)));
    expect(await kept.emitWithAck('token', real)).toEqual({ ok: true });
    expect(await closed(dropped)).toBe('io server disconnect');
    // The refreshed socket outlived the old token's expiry and still receives.
    expect(kept.connected).toBe(true);
    const arrived = nextEvent<MessageView>(kept, 'message');
    await send(pair.therapist, 'Fortfarande här?');
    expect((await arrived).body).toBe('Fortfarande här?');
    // A refresh with another user's token closes the socket.
    const gone = closed(kept);
    kept.emit('token', await token(pair.therapist));
    expect(await gone).toBe('io server disconnect');
  });

  it('closes a socket whose token is revoked (logout)', async () => {
    const fresh = await fixtures.login(pair.client.email);
    const socket = await connected(open(fresh));
    // Listen before logging out: the server may close the socket before the answer arrives.
    const gone = closed(socket);
    const logout = await api.request({
      method: 'GET',
      url: '/api/v1/account/logout',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('pushes a new notification (a risk flag) to its recipient', async () => {
    const therapist = await connected(open(await token(pair.therapist)));
    const pushed = nextEvent<{ kind: string; client: { uuid: string } }>(therapist, 'notification');
    const em = api.orm.em.fork();
    await RequestContext.create(em, async () => {
      const caller = await api.app.get(CallerAccessService).forUser(pair.client);
      await api.app.get(CareTeamService).notify(caller, pair.client.id, {
        kind: 'risk_flag',
        priority: 'high',
        payload: { module_instance_id: 1 },
      });
    });
    expect(await pushed).toMatchObject({ kind: 'risk_flag', client: { uuid: pair.client.uuid } });
  });

  describe('two API processes on a Redis of their own', () => {
    let redis: DisposableRedis;
    const processes: BackendProcess[] = [];
    const bases: string[] = [];

    const login = async (base: string, email: string): Promise<string> => {
      const response = await fetch(`${base}/client/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: FIXTURE_PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const sendThrough = async (base: string, bearer: string, message: string) => {
      const response = await fetch(`${base}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ conversation_id: conversationId, message }),
      });
      expect(response.status).toBe(201);
    };
    /** Both processes' adapters subscribed (again) to their request channel on this Redis. */
    const subscribed = async () => {
      const { default: Redis } = await import('ioredis');
      const probe = new Redis(redis.url);
      const channel = `${process.env.QUEUE_PREFIX ?? 'sinnro'}:socket.io-request#/#`;
      try {
        for (;;) {
          const [, count] = (await probe.call('PUBSUB', 'NUMSUB', channel)) as [string, number];
          if (Number(count) >= processes.length) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        probe.disconnect();
      }
    };

    beforeAll(async () => {
      redis = await DisposableRedis.start();
      for (let index = 0; index < 2; index++) {
        const port = await freePort();
        const backend = new BackendProcess(
          'main.js',
          childEnvironment({ PORT: String(port), REDIS_URL: redis.url, MIGRATE_ON_START: 'false' }),
        );
        processes.push(backend);
        bases.push(`http://127.0.0.1:${port}`);
      }
      await Promise.all(
        processes.map((backend) => backend.waitForOutput(/API listening on port/, 60_000)),
      );
    });

    afterAll(async () => {
      for (const backend of processes) backend.child.kill('SIGTERM');
      await Promise.all(processes.map((backend) => backend.finished()));
      await redis.stop();
    });

    it('delivers a message sent through one process to a socket on the other, also after Redis restarts', async () => {
      const [first = '', second = ''] = bases;
      const therapistToken = await login(first, pair.therapist.email);
      const clientToken = await login(second, pair.client.email);
      const client = chatSocket(second, clientToken);
      sockets.push(client);
      await connected(client);
      await subscribed();

      const before = nextEvent<MessageView>(
        client,
        'message',
        (message) => message.body === 'Före',
      );
      await sendThrough(first, therapistToken, 'Före');
      expect((await before).sender.uuid).toBe(pair.therapist.uuid);
      await redis.restart();
      await subscribed();
      const after = nextEvent<MessageView>(
        client,
        'message',
        (message) => message.body === 'Efter',
      );
      await sendThrough(first, therapistToken, 'Efter');
      expect((await after).sender.uuid).toBe(pair.therapist.uuid);
      expect(client.connected).toBe(true);
    });
  });
});
