/** The connection settings we use; accepted both by ioredis and by BullMQ. */
export interface RedisConnectionSettings {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db: number;
  tls?: Record<string, never>;
  connectTimeout: number;
  retryStrategy: (times: number) => number | null;
  enableOfflineQueue?: boolean;
  maxRetriesPerRequest?: number | null;
  lazyConnect?: boolean;
}

/** Connection settings from a redis:// or rediss:// URL. */
export function redisOptionsFromUrl(url: string): RedisConnectionSettings {
  const parsed = new URL(url);
  const db = parsed.pathname.replace('/', '');
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    connectTimeout: 3000,
    // Reconnect forever, but never wait more than 2 s between tries.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
}

/**
 * For request-path clients: commands fail at once while Redis is down instead of queueing, so a
 * request answers 503 quickly rather than hanging.
 */
export function failFastRedisOptions(url: string): RedisConnectionSettings {
  return { ...redisOptionsFromUrl(url), enableOfflineQueue: false, maxRetriesPerRequest: 1 };
}

/** A URL safe to print: the password replaced. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
