import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from 'src/config/environment';
import { failFastRedisOptions } from './redis-options';

/** The shared Redis client for request-path use (health, later token revocation and limits). */
@Injectable()
export class RedisClient extends Redis implements OnApplicationShutdown {
  constructor(@Inject(Environment) environment: Environment) {
    super(failFastRedisOptions(environment.REDIS_URL));
    // Errors surface on the commands that fail; without a listener ioredis would print each one.
    this.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
