import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { type Server, type Socket } from 'socket.io';
import { AccessLogService } from 'src/access-log/access-log.service';
import { type CallerAccess } from 'src/access/caller-access';
import { CallerAccessService } from 'src/access/caller-access.service';
import { SessionEvents } from 'src/access/session-events';
import { type AccessTokenPayload, TokenService } from 'src/access/token.service';
import { AuditService } from 'src/audit/audit.service';
import { Notification } from 'src/care-team/notification.entity';
import { notificationView } from 'src/care-team/notification-view';
import { CareTeamEvents } from 'src/care-team/care-team-events';
import { type Language, requestLanguage } from 'src/common/i18n/language';
import { type MessageKey, translate } from 'src/common/i18n/messages';
import { Environment } from 'src/config/environment';
import { type ChatEvent, ChatEvents, type LocalPayload } from './chat-events';
import { ChatSocketLimits, type SocketRefusal } from './chat-socket-limits';
import {
  conversationFacts,
  conversationFor,
  conversationIdsOf,
  isParticipant,
  messageById,
} from './chat-queries';
import { type ReadReceipt } from './chat-views';

/**
 * What the gateway keeps on an authenticated socket. Plain data only: other API processes read it
 * through the Redis adapter (fetchSockets), so no timers and nothing personal beyond the uuid.
 */
interface SocketSession {
  payload: AccessTokenPayload;
  rooms: string[];
  /** Who acts: the impersonating admin during impersonation, else the user (the socket limits). */
  actorUuid: string;
  /** The language of the socket's refusals (Accept-Language or cookie of the handshake). */
  language: Language;
}

/**
 * A refused event's answer (its acknowledgement, or a 'refused' event when it asked for none):
 * the HTTP status it stands for, the seconds to wait, and a text in the socket's language.
 */
export interface SocketRefusalAnswer {
  ok: false;
  status: 429 | 503;
  retry_after: number;
  message: string;
}

const userRoom = (uuid: string) => `user:${uuid}`;
/** The sockets an impersonating admin opened (closed when the admin's sessions end). */
const actorRoom = (uuid: string) => `actor:${uuid}`;
const conversationRoom = (id: number) => `conversation:${id}`;

/** The event the API processes exchange through the Redis adapter (ids only). */
const FANOUT = 'chat-event';

/** Asks every API process to check an account's sockets now (a logout or block); answers. */
const SESSIONS_ENDED = 'sessions-ended';

/** How long a presence check waits for the other API processes. */
const PRESENCE_WAIT_MS = 2000;

/** Longest wait a timer takes (setTimeout's limit is 2^31-1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

function session(socket: Socket): SocketSession {
  return socket.data as SocketSession;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function refusalAnswer(
  refusal: SocketRefusal,
  language: Language,
  key: MessageKey = 'rateLimit.tooManyRequests',
): SocketRefusalAnswer {
  return {
    ok: false,
    status: refusal.status,
    retry_after: Math.max(1, Math.ceil(refusal.retryAfterSeconds)),
    message: translate(
      { key: refusal.status === 503 ? 'error.serviceUnavailable' : key },
      language,
    ),
  };
}

/** A refused handshake: the client's connect_error has the message and the answer as `data`. */
function refusedHandshake(answer: SocketRefusalAnswer): Error {
  const error = new Error(answer.status === 429 ? 'too-many-requests' : 'unavailable');
  return Object.assign(error, { data: answer });
}

/** A handshake refused by a limit (any other failure answers 'unauthorized'). */
class HandshakeRefused extends Error {
  constructor(readonly answer: SocketRefusalAnswer) {
    super('refused');
  }
}

/**
 * The chat's socket.io gateway. The handshake carries the access token (`auth.token`) and is
 * checked as a request is (signature, expiry, account, revocation); the socket then sits in its
 * user's room and its conversations' rooms. The client sends its refreshed token as 'token'; a
 * socket whose token expires unrefreshed is closed at expiry, and every open socket's token is
 * checked again every CHAT_SOCKET_RECHECK_SECONDS (revocation, block, "end all sessions"); a
 * logout or block has every API process check that account's sockets at once (SessionEvents).
 * Limits (ChatSocketLimits, in Redis): handshakes per address and per user, sockets per user and
 * events per socket; a refused handshake or event is answered with status 429, retry_after and a
 * text in the socket's language, before any database work.
 */
@WebSocketGateway()
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server!: Server;

  private readonly logger = new Logger(ChatGateway.name);
  private recheck?: NodeJS.Timeout;
  /** Each socket's timer that closes it when its token expires. */
  private readonly expiries = new WeakMap<Socket, NodeJS.Timeout>();

  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: TokenService,
    private readonly callers: CallerAccessService,
    private readonly accessLog: AccessLogService,
    private readonly audit: AuditService,
    private readonly events: ChatEvents,
    private readonly limits: ChatSocketLimits,
    careTeamEvents: CareTeamEvents,
    sessionEvents: SessionEvents,
    @Inject(Environment) private readonly environment: Environment,
  ) {
    sessionEvents.onEnded((uuid) => this.closeEndedEverywhere(uuid));
    careTeamEvents.onNotification((notification) =>
      this.events.publish({
        type: 'notification',
        notificationId: notification.id,
        recipientUuid: notification.recipientUuid,
      }),
    );
  }

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) =>
          next(
            error instanceof HandshakeRefused
              ? refusedHandshake(error.answer)
              : new Error('unauthorized'),
          ),
      );
    });
    server.on(FANOUT, (event: ChatEvent) => void this.deliver(event, {}));
    server.on(SESSIONS_ENDED, (uuid: unknown, answer?: unknown) => {
      const done = () => {
        if (typeof answer === 'function') (answer as (ok: boolean) => void)(true);
      };
      if (typeof uuid !== 'string') return done();
      this.closeEnded(uuid)
        .catch((error: unknown) =>
          this.logger.warn(
            `Ended sessions not checked: ${error instanceof Error ? error.message : 'error'}`,
          ),
        )
        .finally(done);
    });
    this.events.attach(
      async (event, local) => {
        this.server.serverSideEmit(FANOUT, event);
        await this.deliver(event, local);
      },
      async (uuid) => {
        // A socket in this process answers at once; only otherwise ask the other processes,
        // and not for longer than PRESENCE_WAIT_MS (Redis may be away: then "offline").
        if ((this.server.sockets.adapter.rooms.get(userRoom(uuid))?.size ?? 0) > 0) return true;
        let timer: NodeJS.Timeout | undefined;
        const away = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), PRESENCE_WAIT_MS);
        });
        const found = this.server
          .in(userRoom(uuid))
          .fetchSockets()
          .then((sockets) => sockets.length > 0);
        return Promise.race([found, away]).finally(() => clearTimeout(timer));
      },
    );
    this.recheck = setInterval(
      () => void this.recheckAll(),
      this.environment.CHAT_SOCKET_RECHECK_SECONDS * 1000,
    );
    this.recheck.unref();
  }

  /** Runs after the handshake's middleware: the rooms were worked out there. */
  handleConnection(socket: Socket): void {
    const current = session(socket);
    void socket.join(current.rooms);
    current.rooms = [];
    this.expireAt(socket, current.payload.exp);
    socket.on('disconnect', () => clearTimeout(this.expiries.get(socket)));
  }

  /** Closes the account's sockets whose token no longer holds, in every API process, now. */
  async closeEndedEverywhere(uuid: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const away = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PRESENCE_WAIT_MS);
    });
    // The other processes answer once they checked theirs; a process that does not answer in
    // time (Redis away) leaves its sockets to its periodic check.
    const others = this.server
      .serverSideEmitWithAck(SESSIONS_ENDED, uuid)
      .then(() => undefined)
      .catch(() => undefined);
    await Promise.all([this.closeEnded(uuid), Promise.race([others, away])]).finally(() =>
      clearTimeout(timer),
    );
  }

  onModuleDestroy(): void {
    clearInterval(this.recheck);
  }

  @SubscribeMessage('token')
  async refresh(
    @ConnectedSocket() socket: Socket,
    @MessageBody() token: unknown,
  ): Promise<{ ok: boolean }> {
    const current = session(socket);
    const payload = await this.check(typeof token === 'string' ? token : '').catch(() => null);
    if (!payload || payload.user.uuid !== current.payload.user.uuid) {
      socket.disconnect(true);
      return { ok: false };
    }
    current.payload = payload;
    this.expireAt(socket, payload.exp);
    return { ok: true };
  }

  /**
   * Joins a conversation's room: its participants only. A refusal is audited (and access-logged
   * for the conversation's client) once per user and conversation per burst, not per event.
   */
  @SubscribeMessage('join')
  async join(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<{ ok: boolean }> {
    const id = isRecord(body) ? Number(body.conversation_id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { ok: false };
    return this.inContext(async () => {
      const caller = await this.callers.forToken(session(socket).payload, null);
      const facts = await conversationFacts(this.orm.em, id);
      if (facts && isParticipant(facts, caller.userId)) {
        await socket.join(conversationRoom(id));
        return { ok: true };
      }
      if (await this.limits.auditRefusedJoin(caller.actorUuid, id)) {
        await this.recordRefusedJoin(caller, id, facts?.client_uuid ?? null);
      }
      return { ok: false };
    });
  }

  /**
   * The handshake: the address's handshake count (before the token is read), the token's
   * signature and expiry, the user's handshake count and a socket slot (before any database
   * work), then the account and the socket's rooms.
   */
  private async authenticate(socket: Socket): Promise<void> {
    const language = requestLanguage(socket.handshake);
    const refuse = (refusal: SocketRefusal, key?: MessageKey) =>
      new HandshakeRefused(refusalAnswer(refusal, language, key));
    const byAddress = await this.limits.admitAddress(socket.request);
    if (byAddress) throw refuse(byAddress);
    const auth: unknown = socket.handshake.auth;
    const token = isRecord(auth) && typeof auth.token === 'string' ? auth.token : '';
    const payload = await this.tokens.verify(token);
    const actorUuid = payload.original_user_id ?? payload.user.uuid;
    const byUser = await this.limits.admitSocket(actorUuid, socket.id);
    if (byUser) throw refuse(byUser, 'chat.tooManySockets');
    try {
      const rooms = await this.inContext(async () => {
        const caller = await this.callers.forToken(payload, null);
        const ids = await conversationIdsOf(this.orm.em, caller.userId);
        return [
          userRoom(caller.userUuid),
          ...(payload.original_user_id ? [actorRoom(payload.original_user_id)] : []),
          ...ids.map(conversationRoom),
        ];
      });
      socket.data = { payload, rooms, actorUuid, language } satisfies SocketSession;
    } catch (error) {
      await this.limits.release(actorUuid, socket.id);
      throw error;
    }
    socket.on('disconnect', () => void this.limits.release(actorUuid, socket.id));
    // Every event is counted before its handler runs; past the limit it is answered here.
    socket.use((packet, next) => {
      this.limits.admitEvent(socket.id).then(
        (refusal) => {
          if (!refusal) return next();
          const answer = refusalAnswer(refusal, language);
          const ack: unknown = packet[packet.length - 1];
          if (typeof ack === 'function') (ack as (answer: SocketRefusalAnswer) => void)(answer);
          else socket.emit('refused', { ...answer, event: String(packet[0]) });
          if (refusal.close) socket.disconnect(true);
        },
        () => undefined,
      );
    });
  }

  /** A token's payload when it and its account still hold (as for a request); throws otherwise. */
  private async check(token: string): Promise<AccessTokenPayload> {
    const payload = await this.tokens.verify(token);
    await this.inContext(() => this.callers.forToken(payload, null));
    return payload;
  }

  private expireAt(socket: Socket, exp: number): void {
    clearTimeout(this.expiries.get(socket));
    const wait = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => socket.disconnect(true), wait);
    timer.unref();
    this.expiries.set(socket, timer);
  }

  /** This process's sockets of the account (as the user, or as the impersonating admin). */
  private socketsOf(uuid: string): Socket[] {
    const ids = new Set([
      ...(this.server.sockets.adapter.rooms.get(userRoom(uuid)) ?? []),
      ...(this.server.sockets.adapter.rooms.get(actorRoom(uuid)) ?? []),
    ]);
    return [...ids]
      .map((id) => this.server.sockets.sockets.get(id))
      .filter((socket): socket is Socket => socket !== undefined);
  }

  /** Closes this process's sockets of the account whose token no longer holds. */
  private async closeEnded(uuid: string): Promise<void> {
    await Promise.all(this.socketsOf(uuid).map((socket) => this.closeIfEnded(socket)));
  }

  private async closeIfEnded(socket: Socket): Promise<void> {
    const current = session(socket);
    if (!current.payload) return;
    const valid = await this.inContext(() => this.callers.forToken(current.payload, null)).then(
      () => current.payload.exp * 1000 > Date.now(),
      () => false,
    );
    if (!valid) socket.disconnect(true);
  }

  /** Closes this process's sockets whose token no longer holds; renews the others' slots. */
  private async recheckAll(): Promise<void> {
    await this.limits.renew(
      [...this.server.sockets.sockets.values()]
        .filter((socket) => session(socket).actorUuid !== undefined)
        .map((socket) => ({ actorUuid: session(socket).actorUuid, socketId: socket.id })),
    );
    for (const socket of this.server.sockets.sockets.values()) await this.closeIfEnded(socket);
  }

  private async recordRefusedJoin(
    caller: CallerAccess,
    conversationId: number,
    clientUuid: string | null,
  ): Promise<void> {
    await this.audit.record(caller, {
      event: 'chat.join-refused',
      subjectType: 'conversation',
      subjectId: String(conversationId),
    });
    if (clientUuid) {
      await this.accessLog.record(caller, {
        clientUuid,
        action: 'read',
        resource: 'chat.join-refused',
        resourceId: String(conversationId),
      });
    }
  }

  /** Pushes an event to this process's sockets (every process gets it once). */
  private async deliver(event: ChatEvent, local: LocalPayload): Promise<void> {
    if (event.type === 'message' && local.message) {
      this.server.local.to(conversationRoom(event.conversationId)).emit('message', local.message);
      return;
    }
    try {
      await this.inContext(() => this.push(event));
    } catch (error) {
      this.logger.warn(
        `Chat event ${event.type} not delivered: ${error instanceof Error ? error.message : 'error'}`,
      );
    }
  }

  private async push(event: ChatEvent): Promise<void> {
    const local = this.server.local;
    switch (event.type) {
      case 'message': {
        const view = await messageById(this.orm.em, event.messageId);
        if (view) local.to(conversationRoom(event.conversationId)).emit('message', view);
        return;
      }
      case 'read': {
        const receipt: ReadReceipt = {
          conversation_id: event.conversationId,
          reader_uuid: event.readerUuid,
          read_at: new Date(event.readAt),
        };
        local.to(conversationRoom(event.conversationId)).emit('read', receipt);
        return;
      }
      case 'conversation': {
        const facts = await conversationFacts(this.orm.em, event.conversationId);
        if (!facts) return;
        const people = [{ id: facts.client_id, uuid: facts.client_uuid }];
        if (facts.partners_active)
          people.push({ id: facts.specialist_id, uuid: facts.specialist_uuid });
        for (const person of people) {
          local.in(userRoom(person.uuid)).socketsJoin(conversationRoom(facts.id));
          const view = await conversationFor(this.orm.em, facts.id, person.id);
          if (view) local.to(userRoom(person.uuid)).emit('conversation', view);
        }
        return;
      }
      case 'notification': {
        const notification = await this.orm.em.findOne(
          Notification,
          { id: event.notificationId },
          { populate: ['client', 'acknowledgedBy'] },
        );
        if (notification) {
          local
            .to(userRoom(event.recipientUuid))
            .emit('notification', notificationView(notification));
        }
        return;
      }
    }
  }

  private inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em.fork(), work);
  }
}
