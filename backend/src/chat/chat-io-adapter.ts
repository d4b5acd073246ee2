import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { type Server, type ServerOptions } from 'socket.io';
import { type Environment } from 'src/config/environment';
import { redisOptionsFromUrl } from 'src/redis/redis-options';
import { closeRedis } from 'src/redis/close-redis';

/** Where browsers open the chat socket (same origin as the API). */
export const CHAT_SOCKET_PATH = '/socket.io';

/**
 * socket.io on the API's HTTP server: a handshake from a browser origin other than the configured
 * front ends is refused before any token is read, and events between API processes go through
 * Redis (@socket.io/redis-adapter) under the QUEUE_PREFIX, so copies sharing a Redis never meet.
 * The Redis clients reconnect forever; their subscriptions come back with them.
 */
export class ChatIoAdapter extends IoAdapter {
  private readonly redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly environment: Environment,
    private readonly origins: readonly (string | RegExp)[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: Partial<ServerOptions>): Server {
    const allowRequest: ServerOptions['allowRequest'] = (request, callback) =>
      callback(null, this.originAllowed(request.headers.origin));
    const server = super.createIOServer(port, {
      ...options,
      path: CHAT_SOCKET_PATH,
      serveClient: false,
      transports: ['websocket', 'polling'],
      cors: { origin: [...this.origins], credentials: true },
      allowRequest,
    }) as Server;
    // Commands wait for Redis to come back instead of failing after some retries: a failed
    // (un)subscribe inside the adapter would be an unhandled rejection, and a publish kept
    // until the reconnection still reaches the other processes.
    const pub = new Redis({
      ...redisOptionsFromUrl(this.environment.REDIS_URL),
      maxRetriesPerRequest: null,
    });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', () => undefined);
    this.redisClients.push(pub, sub);
    server.adapter(
      createAdapter(quietCommands(pub), quietCommands(sub), {
        key: `${this.environment.QUEUE_PREFIX}:socket.io`,
        requestsTimeout: 2000,
      }),
    );
    return server;
  }

  /** No Origin (not a browser: the token still decides) or one of the front ends. */
  private originAllowed(origin: string | undefined): boolean {
    if (origin === undefined) return true;
    return this.origins.some((allowed) =>
      typeof allowed === 'string' ? allowed === origin : allowed.test(origin),
    );
  }

  /** Quits politely when connected (for at most a second), then drops the connection. */
  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.redisClients.splice(0).map((client) => closeRedis(client)));
  }
}

/** The commands the adapter sends without waiting for their answer. */
const UNAWAITED = new Set<string | symbol>([
  'publish',
  'subscribe',
  'psubscribe',
  'unsubscribe',
  'punsubscribe',
]);

/**
 * The client as the adapter sees it: commands it sends and never awaits get a handler, so one that
 * fails when the connection is closed (shutting down while Redis is away) is not an unhandled
 * rejection, which would end the process.
 */
function quietCommands(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const result: unknown = Reflect.apply(value, target, args);
        if (UNAWAITED.has(property) && result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}
