import {
  Global,
  Inject,
  Injectable,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from 'src/config/environment';
import { closeRedis } from './close-redis';
import { failFastRedisOptions } from './redis-options';

/** How long start-up waits for the first connection before going on without it. */
const FIRST_CONNECTION_WAIT_MS = 5000;

/** The shared Redis client for request-path use (health, later token revocation and limits). */
@Injectable()
export class RedisClient extends Redis implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(Environment) environment: Environment) {
    super(failFastRedisOptions(environment.REDIS_URL));
    // Errors surface on the commands that fail; without a listener ioredis would print each one.
    this.on('error', () => undefined);
  }

  /**
   * Commands fail at once while the client is not connected (no offline queue), so a request
   * served right after start, before the connection opened, would answer 503. Start-up waits
   * for the first connection; when Redis is down it goes on, and requests answer 503 until it is
   * back.
   */
  async onModuleInit(): Promise<void> {
    if (this.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
      this.once('ready', done);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this);
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
