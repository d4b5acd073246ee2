import Redis from 'ioredis';
import { dropDatabasesStartingWith } from './databases';
import { TEST_REDIS_URL } from './test-environment';

/** Drops the run's template and every worker's copy, and the workers' Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (name) await dropDatabasesStartingWith(`${name}_`);
  const prefix = process.env.QUEUE_PREFIX;
  if (prefix) await deleteKeys(`${prefix}*`);
}

async function deleteKeys(pattern: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
