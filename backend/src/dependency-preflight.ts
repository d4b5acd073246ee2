import Redis from 'ioredis';
import { Client } from 'pg';
import { maskUrl, redisOptionsFromUrl } from './redis/redis-options';
import { type Environment } from './config/environment';

/**
 * Checks PostgreSQL and Redis before the application starts, so a missing dependency stops the
 * process with one clear line naming it and where it was looked for, not a stack trace.
 */
export async function assertDependenciesReachable(environment: Environment): Promise<void> {
  const problems = (
    await Promise.all([checkPostgres(environment.DATABASE_URL), checkRedis(environment.REDIS_URL)])
  ).filter((problem): problem is string => problem !== undefined);
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
}

async function checkPostgres(url: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return (
      `PostgreSQL is not reachable at ${maskUrl(url)} (DATABASE_URL): ${reason(error)}. ` +
      'Start PostgreSQL there, or set DATABASE_URL to a running server.'
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(url: string): Promise<string | undefined> {
  const client = new Redis({
    ...redisOptionsFromUrl(url),
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return (
      `Redis is not reachable at ${maskUrl(url)} (REDIS_URL): ${reason(error)}. ` +
      'Start Redis there, or set REDIS_URL to a running server.'
    );
  } finally {
    client.disconnect();
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  return error instanceof Error ? error.message : String(error);
}
