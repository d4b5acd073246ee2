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
import { type AccessTokenPayload, TokenService } from 'src/access/token.service';
import { AuditService } from 'src/audit/audit.service';
import { Notification } from 'src/care-team/notification.entity';
import { notificationView } from 'src/care-team/notification-view';
import { CareTeamEvents } from 'src/care-team/care-team-events';
import { Environment } from 'src/config/environment';
import { type ChatEvent, ChatEvents, type LocalPayload } from './chat-events';
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
}

const userRoom = (uuid: string) => `user:${uuid}`;
const conversationRoom = (id: number) => `conversation:${id}`;

/** The event the API processes exchange through the Redis adapter (ids only). */
const FANOUT = 'chat-event';

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

/**
 * The chat's socket.io gateway. The handshake carries the access token (`auth.token`) and is
 * checked as a request is (signature, expiry, account, revocation); the socket then sits in its
 * user's room and its conversations' rooms. The client sends its refreshed token as 'token'; a
 * socket whose token expires unrefreshed is closed at expiry, and every open socket's token is
 * checked again every CHAT_SOCKET_RECHECK_SECONDS (revocation, block, "end all sessions").
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
    careTeamEvents: CareTeamEvents,
    @Inject(Environment) private readonly environment: Environment,
  ) {
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
        () => next(new Error('unauthorized')),
      );
    });
    server.on(FANOUT, (event: ChatEvent) => void this.deliver(event, {}));
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
      await this.recordRefusedJoin(caller, id, facts?.client_uuid ?? null);
      return { ok: false };
    });
  }

  private async authenticate(socket: Socket): Promise<void> {
    const auth: unknown = socket.handshake.auth;
    const token = isRecord(auth) && typeof auth.token === 'string' ? auth.token : '';
    const payload = await this.check(token);
    const rooms = await this.inContext(async () => {
      const caller = await this.callers.forToken(payload, null);
      const ids = await conversationIdsOf(this.orm.em, caller.userId);
      return [userRoom(caller.userUuid), ...ids.map(conversationRoom)];
    });
    socket.data = { payload, rooms } satisfies SocketSession;
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

  /** Closes this process's sockets whose token no longer holds. */
  private async recheckAll(): Promise<void> {
    for (const socket of this.server.sockets.sockets.values()) {
      const current = session(socket);
      if (!current.payload) continue;
      const valid = await this.inContext(() => this.callers.forToken(current.payload, null)).then(
        () => current.payload.exp * 1000 > Date.now(),
        () => false,
      );
      if (!valid) socket.disconnect(true);
    }
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
