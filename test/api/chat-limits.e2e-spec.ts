import { AccessLogEntry } from 'src/access-log/access-log-entry.entity';
import { CallerAccessService } from 'src/access/caller-access.service';
import { PasswordResetToken } from 'src/access/password-reset-token.entity';
import { newSecretToken, secretTokenHash } from 'src/access/password-reset/secret-token';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { ChatGateway } from 'src/chat/chat.gateway';
import { type Socket } from 'socket.io-client';
import { type ChatPair, chatPair, conversationOf } from '../support/chat-fixtures';
import { chatSocket, closed, connected, nextEvent } from '../support/chat-sockets';
import { startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Refusal {
  ok: false;
  status: number;
  retry_after: number;
  message: string;
}

/** A refused handshake as socket.io's connect_error gives it. */
interface RefusedHandshake extends Error {
  data?: Refusal;
}

/**
 * The settings of both API processes: low limits, and the periodic token check an hour apart (it
 * neither closes the sockets below nor checks accounts during the flood).
 */
const LIMITS = {
  CHAT_SOCKETS_PER_USER: '3',
  CHAT_SOCKET_EVENTS_PER_MINUTE: '20',
  CHAT_REFUSED_JOIN_AUDIT_SECONDS: '600',
  CHAT_REFUSED_JOINS_AUDITED: '10',
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '5',
  CHAT_SOCKET_RECHECK_SECONDS: '3600',
};

/**
 * The chat's limits, with two API processes in this test sharing one Redis (the worker's): sockets
 * per user across both, events per socket answered with 429 before any database work, a refused
 * join audited once per burst, messages per sender and conversation per minute; and a logout or
 * block closes the account's sockets at once, in the other process too, not at the next periodic
 * check (30 s here).
 */
describe('Chat limits', () => {
  let first: TestApp;
  let second: TestApp;
  let fixtures: UserFixtures;
  const origins: string[] = [];
  const sockets: Socket[] = [];

  const open = (app: 0 | 1, token: string, headers: Record<string, string> = {}) => {
    const socket = chatSocket(origins[app] ?? '', token, headers);
    sockets.push(socket);
    return socket;
  };
  const refusedWith = (socket: Socket): Promise<RefusedHandshake> =>
    new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('The socket connected')));
      socket.once('connect_error', (error: RefusedHandshake) => resolve(error));
    });
  const serverHas = (app: TestApp, socket: Socket) =>
    socket.id !== undefined && app.app.get(ChatGateway).server.sockets.sockets.has(socket.id);

  beforeAll(async () => {
    first = await startTestApp(LIMITS);
    second = await startTestApp(LIMITS);
    for (const api of [first, second]) {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const address = api.app.getHttpServer().address();
      if (!address || typeof address !== 'object') throw new Error('not listening');
      origins.push(`http://127.0.0.1:${address.port}`);
    }
    fixtures = new UserFixtures(first);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await fixtures.cleanUp();
    await second.close();
    await first.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('refuses a user’s socket past CHAT_SOCKETS_PER_USER, counted over both processes, in the caller’s language', async () => {
    const pair = await chatPair(first, fixtures, 'limit-sockets');
    const token = await fixtures.token(pair.client);
    const held = [
      await connected(open(0, token)),
      await connected(open(0, token)),
      await connected(open(1, token)),
    ];
    const swedish = await refusedWith(open(1, token));
    expect(swedish.message).toBe('too-many-requests');
    expect(swedish.data).toMatchObject({ ok: false, status: 429 });
    expect(swedish.data?.retry_after).toBeGreaterThan(0);
    expect(swedish.data?.message).toMatch(/för många chattanslutningar/i);
    const english = await refusedWith(open(0, token, { 'accept-language': 'en' }));
    expect(english.data?.message).toMatch(/too many chat connections/i);
    // Another user is not affected.
    await connected(open(0, await fixtures.token(pair.therapist)));
    // A closed socket frees its slot (closed by the server of the first process, whose Redis
    // client then takes the next handshake's slot after the release).
    const [one] = held;
    const gone = closed(one);
    first.app.get(ChatGateway).server.sockets.sockets.get(one.id!)?.disconnect(true);
    await gone;
    await connected(open(0, token));
  });

  it('answers a flood of events on one socket with 429 past CHAT_SOCKET_EVENTS_PER_MINUTE, without database work for the refused ones, and closes it past twice the limit', async () => {
    const pair = await chatPair(first, fixtures, 'limit-events');
    const stranger = await chatPair(first, fixtures, 'limit-events-stranger');
    const foreign = await conversationOf(first, pair);
    const socket = await connected(
      open(0, await fixtures.token(stranger.client), { 'accept-language': 'en' }),
    );
    const accountChecks = jest.spyOn(CallerAccessService.prototype, 'forToken');
    const answers = (await Promise.all(
      Array.from({ length: 39 }, () => socket.emitWithAck('join', { conversation_id: foreign })),
    )) as (Refusal | { ok: boolean })[];
    const limited = answers.filter((answer): answer is Refusal => 'status' in answer);
    expect(answers.length - limited.length).toBe(20);
    expect(limited).toHaveLength(19);
    for (const answer of limited) {
      expect(answer).toMatchObject({ ok: false, status: 429 });
      expect(answer.retry_after).toBeGreaterThan(0);
      expect(answer.retry_after).toBeLessThanOrEqual(60);
      expect(answer.message).toBe('Too many requests. Try again in a moment.');
    }
    // One account check per admitted join, none for the refused ones.
    expect(accountChecks).toHaveBeenCalledTimes(20);
    // An event sent without an acknowledgement is answered with a 'refused' event (the 40th).
    const refusedEvent = nextEvent<Refusal & { event: string }>(socket, 'refused');
    socket.emit('token', 'x');
    expect(await refusedEvent).toMatchObject({ status: 429, event: 'token' });
    expect(socket.connected).toBe(true);
    // Past twice the limit the socket is answered once more, then closed.
    const gone = closed(socket);
    expect(await socket.emitWithAck('join', { conversation_id: foreign })).toMatchObject({
      status: 429,
    });
    expect(await gone).toBe('io server disconnect');
    expect(accountChecks).toHaveBeenCalledTimes(20);
    // Another socket of another user still has its own allowance.
    const own = await connected(open(0, await fixtures.token(pair.client)));
    expect(await own.emitWithAck('join', { conversation_id: foreign })).toEqual({ ok: true });
  });

  it('audits refused joins once per user and conversation per burst, not once per event', async () => {
    const pair = await chatPair(first, fixtures, 'limit-audit');
    const other = await chatPair(first, fixtures, 'limit-audit-other');
    const stranger = await chatPair(first, fixtures, 'limit-audit-stranger');
    const foreign = await conversationOf(first, pair);
    const alsoForeign = await conversationOf(first, other);
    const token = await fixtures.token(stranger.client);
    // Two sockets (one in each process), 15 refused joins each: the burst spans processes.
    const sockets = [await connected(open(0, token)), await connected(open(1, token))];
    for (const socket of sockets) {
      const answers = await Promise.all(
        Array.from({ length: 15 }, () => socket.emitWithAck('join', { conversation_id: foreign })),
      );
      expect(answers).toEqual(Array.from({ length: 15 }, () => ({ ok: false })));
    }
    expect(await sockets[0].emitWithAck('join', { conversation_id: alsoForeign })).toEqual({
      ok: false,
    });
    const em = first.orm.em.fork();
    const audited = await em.find(AuditEvent, {
      event: 'chat.join-refused',
      actorUuid: stranger.client.uuid,
    });
    expect(audited.map((row) => row.subjectId).sort()).toEqual(
      [String(foreign), String(alsoForeign)].sort(),
    );
    const logged = await em.find(AccessLogEntry, {
      resource: 'chat.join-refused',
      actorUuid: stranger.client.uuid,
    });
    expect(logged.map((row) => row.clientUuid).sort()).toEqual(
      [pair.client.uuid, other.client.uuid].sort(),
    );
  });

  it('refuses a sender’s messages in one conversation past RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE with 429 and Retry-After', async () => {
    const pair = await chatPair(first, fixtures, 'limit-messages');
    const conversationId = await conversationOf(first, pair);
    const send = (account: ChatPair['client'], language: 'sv' | 'en' = 'en') =>
      fixtures.as(account, 'POST', '/api/messages', {
        payload: { conversation_id: conversationId, message: 'Hej' },
        language,
      });
    for (let index = 0; index < 5; index++) expect((await send(pair.client)).statusCode).toBe(201);
    const refused = await send(pair.client, 'sv');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json<{ message: string }>().message).toBe(
      'För många förfrågningar. Försök igen om en stund.',
    );
    expect((await send(pair.client, 'en')).json<{ message: string }>().message).toBe(
      'Too many requests. Try again in a moment.',
    );
    // The other participant still writes in the same conversation.
    expect((await send(pair.therapist)).statusCode).toBe(201);
    // Through the other process the budget is the same one.
    const viaSecond = await second.request({
      method: 'POST',
      url: '/api/messages',
      headers: { authorization: `Bearer ${await fixtures.token(pair.client)}` },
      payload: { conversation_id: conversationId, message: 'Hej igen' },
    });
    expect(viaSecond.statusCode).toBe(429);
  });

  describe('per address, behind a trusted proxy', () => {
    let proxied: TestApp;
    let origin = '';

    beforeAll(async () => {
      proxied = await startTestApp({
        // Counters of their own: the other apps' handshakes from 127.0.0.1 do not count here.
        QUEUE_PREFIX: `chat-address-${Math.random().toString(36).slice(2, 8)}`,
        TRUSTED_PROXIES: '127.0.0.1',
        CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE: '2',
      });
      await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      const address = proxied.app.getHttpServer().address();
      if (!address || typeof address !== 'object') throw new Error('not listening');
      origin = `http://127.0.0.1:${address.port}`;
    });

    afterAll(async () => {
      await proxied.close();
    });

    it('refuses handshakes from one address past CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE, before reading the token', async () => {
      const pair = await chatPair(first, fixtures, 'limit-address');
      const [client, therapist] = await Promise.all([
        fixtures.token(pair.client),
        fixtures.token(pair.therapist),
      ]);
      const from = (address: string, token: string | undefined) => {
        const socket = chatSocket(origin, token, { 'x-forwarded-for': address });
        sockets.push(socket);
        return socket;
      };
      await connected(from('203.0.113.7', client));
      await connected(from('203.0.113.7', therapist));
      const refused = await refusedWith(from('203.0.113.7', therapist));
      expect(refused.message).toBe('too-many-requests');
      expect(refused.data).toMatchObject({ ok: false, status: 429 });
      expect(refused.data?.retry_after).toBeGreaterThan(0);
      // Counted before the token is read: no token is refused for the limit, not the token.
      expect((await refusedWith(from('203.0.113.7', undefined))).message).toBe('too-many-requests');
      // Another address behind the same proxy has its own count.
      await connected(from('203.0.113.8', therapist));
    });
  });

  describe('closing sockets at once', () => {
    it('closes the logged-out session’s socket before the logout answers, and it receives nothing more', async () => {
      const pair = await chatPair(first, fixtures, 'limit-logout');
      const conversationId = await conversationOf(first, pair);
      const session = await fixtures.login(pair.client.email);
      const socket = await connected(open(0, session));
      const otherSession = await connected(open(0, await fixtures.login(pair.client.email)));
      let received = 0;
      socket.on('message', () => received++);
      const gone = closed(socket);
      const logout = await first.request({
        method: 'GET',
        url: '/api/v1/account/logout',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(logout.statusCode).toBe(200);
      expect(serverHas(first, socket)).toBe(false);
      expect(await gone).toBe('io server disconnect');
      // The same user's other session keeps its socket, and it still receives.
      expect(serverHas(first, otherSession)).toBe(true);
      const arrived = nextEvent<{ body: string }>(otherSession, 'message');
      const sent = await fixtures.as(pair.therapist, 'POST', '/api/messages', {
        payload: { conversation_id: conversationId, message: 'Efter utloggningen' },
      });
      expect(sent.statusCode).toBe(201);
      expect((await arrived).body).toBe('Efter utloggningen');
      expect(received).toBe(0);
    });

    it('closes the socket in the other process when the logout goes through this one', async () => {
      const pair = await chatPair(first, fixtures, 'limit-logout-remote');
      const session = await fixtures.login(pair.client.email);
      const socket = await connected(open(0, session));
      const gone = closed(socket);
      const logout = await second.request({
        method: 'GET',
        url: '/api/v1/account/logout',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(logout.statusCode).toBe(200);
      expect(serverHas(first, socket)).toBe(false);
      expect(await gone).toBe('io server disconnect');
    });

    it('closes every socket of the account in both processes when a password reset ends its sessions', async () => {
      const pair = await chatPair(first, fixtures, 'limit-reset');
      const inFirst = await connected(open(0, await fixtures.token(pair.client)));
      const inSecond = await connected(open(1, await fixtures.token(pair.client)));
      const closures = [closed(inFirst), closed(inSecond)];
      const token = newSecretToken();
      const em = first.orm.em.fork();
      em.create(PasswordResetToken, {
        user: pair.client.id,
        tokenHash: secretTokenHash(token),
        expiresAt: new Date(Date.now() + 60_000),
      });
      await em.flush();
      const reset = await second.request({
        method: 'POST',
        url: '/api/update-reset-password',
        payload: {
          token,
          password: 'Ett-nytt-lösen-2026',
          password_confirmation: 'Ett-nytt-lösen-2026',
        },
      });
      expect(reset.statusCode).toBe(200);
      expect(serverHas(first, inFirst)).toBe(false);
      expect(serverHas(second, inSecond)).toBe(false);
      expect(await Promise.all(closures)).toEqual(['io server disconnect', 'io server disconnect']);
    });

    it('closes every socket of a blocked account in both processes before the block answers', async () => {
      const pair = await chatPair(first, fixtures, 'limit-block');
      const admin = await fixtures.user(
        {
          email: `chat-admin-${Math.random().toString(36).slice(2, 8)}@example.test`,
          role: 'admin',
          firstName: 'Ad',
          lastName: 'Min',
        },
        { withPassword: true },
      );
      const token = await fixtures.token(pair.client);
      const inFirst = await connected(open(0, token));
      const inSecond = await connected(open(1, token));
      const therapist = await connected(open(0, await fixtures.token(pair.therapist)));
      const closures = [closed(inFirst), closed(inSecond)];
      const blocked = await second.request({
        method: 'PUT',
        url: `/api/users/${pair.client.id}/block`,
        headers: { authorization: `Bearer ${await fixtures.token(admin)}` },
      });
      expect(blocked.statusCode).toBe(200);
      expect(serverHas(first, inFirst)).toBe(false);
      expect(serverHas(second, inSecond)).toBe(false);
      expect(await Promise.all(closures)).toEqual(['io server disconnect', 'io server disconnect']);
      // The therapist, not blocked, keeps theirs.
      expect(serverHas(first, therapist)).toBe(true);
      expect(therapist.connected).toBe(true);
    });
  });
});
