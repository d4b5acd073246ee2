import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RedisClient } from 'src/redis/redis.module';

const PING_TIMEOUT_MS = 2000;

/** Asks each dependency for a trivial answer, giving up after two seconds. */
@Injectable()
export class DependencyPings {
  constructor(
    private readonly em: EntityManager,
    private readonly redis: RedisClient,
  ) {}

  async database(): Promise<boolean> {
    return succeedsWithin(this.em.getConnection().execute('select 1'));
  }

  async redisServer(): Promise<boolean> {
    return succeedsWithin(this.redis.ping().then((answer) => answer === 'PONG'));
  }
}

async function succeedsWithin(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check.then((result) => result !== false), timeout])) === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
