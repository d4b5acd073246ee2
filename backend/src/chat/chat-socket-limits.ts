import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { userSubject } from 'src/common/http/rate-limit/rate-limit.decorator';
import { type RateLimitRule, RateLimiter } from 'src/common/http/rate-limit/rate-limiter';
import { addressOf } from 'src/common/http/rate-limit/request-limits';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

/** A refused handshake or event: 429 (a limit) or 503 (Redis, which keeps the limits, is away). */
export interface SocketRefusal {
  status: 429 | 503;
  retryAfterSeconds: number;
  /** The socket went on sending past twice its limit: it is closed after this answer. */
  close?: boolean;
}

/** How long a socket's slot counts without being renewed (a process that died holding it). */
export function socketSlotSeconds(environment: Environment): number {
  return environment.CHAT_SOCKET_RECHECK_SECONDS * 3 + 30;
}

/**
 * Holds a slot in a sorted set of socket ids scored by their last renewal: slots not renewed for
 * the lifetime are dropped first; a socket already holding one renews it; a new one is added only
 * below the limit. ARGV: now (ms), lifetime (ms), limit (0: renew or add without a limit), socket
 * id. Answers [1 or 0, slots held].
 */
const HOLD = `
local now = tonumber(ARGV[1])
local lifetime = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('zremrangebyscore', KEYS[1], '-inf', now - lifetime)
local held = redis.call('zcard', KEYS[1])
local renewal = redis.call('zscore', KEYS[1], ARGV[4])
if not renewal and limit > 0 and held >= limit then return { 0, held } end
redis.call('zadd', KEYS[1], now, ARGV[4])
redis.call('pexpire', KEYS[1], lifetime)
if renewal then return { 1, held } end
return { 1, held + 1 }`;

const UNAVAILABLE: SocketRefusal = { status: 503, retryAfterSeconds: 5 };

/**
 * The chat socket's limits, in Redis so they hold across API processes (keys under QUEUE_PREFIX
 * hold HMACs of user ids and addresses, never the values):
 * - handshakes per address per minute (before the token is read) and per user per minute;
 * - sockets open at once per user (CHAT_SOCKETS_PER_USER), a slot per socket renewed by the
 *   gateway's periodic check and released when it closes;
 * - events per socket per minute (CHAT_SOCKET_EVENTS_PER_MINUTE), counted before any work; a
 *   socket that goes on past twice the limit in the minute is closed (a new one needs a handshake);
 * - refused joins audited once per user and conversation per CHAT_REFUSED_JOIN_AUDIT_SECONDS, and
 *   at most CHAT_REFUSED_JOINS_AUDITED times per user in that window.
 * A Redis error refuses (fails closed, 503), as the login and request limits do.
 */
@Injectable()
export class ChatSocketLimits {
  private readonly handshakesPerAddress: RateLimitRule;
  private readonly handshakesPerUser: RateLimitRule;
  private readonly events: RateLimitRule;
  private readonly auditOnce: RateLimitRule;
  private readonly auditsPerUser: RateLimitRule;
  private readonly slotPrefix: string;
  private readonly slotMs: number;
  private readonly proxies: BlockList | null;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly redis: RedisClient,
    @Inject(Environment) private readonly environment: Environment,
  ) {
    this.handshakesPerAddress = {
      name: 'chat-handshakes-address',
      limit: environment.CHAT_SOCKET_HANDSHAKES_PER_ADDRESS_PER_MINUTE,
      windowSeconds: 60,
    };
    this.handshakesPerUser = {
      name: 'chat-handshakes-user',
      limit: environment.CHAT_SOCKET_HANDSHAKES_PER_MINUTE,
      windowSeconds: 60,
    };
    this.events = {
      name: 'chat-socket-events',
      limit: environment.CHAT_SOCKET_EVENTS_PER_MINUTE,
      windowSeconds: 60,
    };
    this.auditOnce = {
      name: 'chat-refused-join',
      limit: 1,
      windowSeconds: environment.CHAT_REFUSED_JOIN_AUDIT_SECONDS,
    };
    this.auditsPerUser = {
      name: 'chat-refused-joins',
      limit: environment.CHAT_REFUSED_JOINS_AUDITED,
      windowSeconds: environment.CHAT_REFUSED_JOIN_AUDIT_SECONDS,
    };
    this.slotPrefix = `${environment.QUEUE_PREFIX}:chat:sockets:`;
    this.slotMs = socketSlotSeconds(environment) * 1000;
    this.proxies = trustedProxies(environment.TRUSTED_PROXIES);
  }

  /** Counts a handshake from the connection's address (before its token is read). */
  admitAddress(request: IncomingMessage): Promise<SocketRefusal | null> {
    const address = clientAddress(request, this.proxies);
    return this.count(this.handshakesPerAddress, `address:${addressOf(address)}`);
  }

  /** Counts a handshake of the user, then holds one of their socket slots for this socket. */
  async admitSocket(actorUuid: string, socketId: string): Promise<SocketRefusal | null> {
    const rate = await this.count(this.handshakesPerUser, userSubject(actorUuid));
    if (rate) return rate;
    try {
      const [taken] = await this.hold(actorUuid, socketId, this.environment.CHAT_SOCKETS_PER_USER);
      return taken === 1 ? null : { status: 429, retryAfterSeconds: 60 };
    } catch {
      return UNAVAILABLE;
    }
  }

  /** Keeps the slots of open sockets (also after Redis lost them); failures wait for the next. */
  async renew(sockets: { actorUuid: string; socketId: string }[]): Promise<void> {
    await Promise.all(
      sockets.map(({ actorUuid, socketId }) =>
        this.hold(actorUuid, socketId, 0).catch(() => undefined),
      ),
    );
  }

  /** Frees a closed socket's slot (one that cannot be freed lapses after its lifetime). */
  async release(actorUuid: string, socketId: string): Promise<void> {
    await this.redis.zrem(this.slotKey(actorUuid), socketId).catch(() => undefined);
  }

  /** Counts one event of the socket. */
  async admitEvent(socketId: string): Promise<SocketRefusal | null> {
    try {
      const verdict = await this.limiter.take(this.events, `socket:${socketId}`);
      if (verdict.allowed) return null;
      return {
        status: 429,
        retryAfterSeconds: verdict.retryAfterSeconds,
        close: verdict.count > 2 * this.events.limit,
      };
    } catch {
      return UNAVAILABLE;
    }
  }

  /**
   * Whether this refused join is the first of its burst (to be audited): the first for this user
   * and conversation in the window, and within the user's audited refusals of the window. Without
   * Redis: audited (an audit row too many beats a missing one).
   */
  async auditRefusedJoin(userUuid: string, conversationId: number): Promise<boolean> {
    try {
      const once = await this.limiter.take(this.auditOnce, `${conversationId}:${userUuid}`);
      if (!once.allowed) return false;
      return (await this.limiter.take(this.auditsPerUser, userSubject(userUuid))).allowed;
    } catch {
      return true;
    }
  }

  private async count(rule: RateLimitRule, subject: string): Promise<SocketRefusal | null> {
    try {
      const verdict = await this.limiter.take(rule, subject);
      return verdict.allowed ? null : { status: 429, retryAfterSeconds: verdict.retryAfterSeconds };
    } catch {
      return UNAVAILABLE;
    }
  }

  private async hold(
    actorUuid: string,
    socketId: string,
    limit: number,
  ): Promise<[number, number]> {
    return (await this.redis.eval(
      HOLD,
      1,
      this.slotKey(actorUuid),
      Date.now(),
      this.slotMs,
      limit,
      socketId,
    )) as [number, number];
  }

  private slotKey(actorUuid: string): string {
    const digest = createHmac('sha256', this.environment.JWT_SECRET)
      .update(`chat-sockets:${actorUuid}`)
      .digest('base64url');
    return `${this.slotPrefix}${digest}`;
  }
}

/** The configured proxies as a list to check addresses against; null when there are none. */
export function trustedProxies(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return isIP(plain) !== 0 && list.check(plain, type);
}

/**
 * The client's address as the API's requests see it (Fastify's trustProxy): X-Forwarded-For is
 * read from the right only while the hop it came from is a configured proxy.
 */
export function clientAddress(request: IncomingMessage, proxies: BlockList | null): string {
  let address = request.socket.remoteAddress ?? '';
  if (!proxies) return address;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  while (trusted(proxies, address) && hops.length > 0) address = hops.pop() ?? address;
  return address;
}
