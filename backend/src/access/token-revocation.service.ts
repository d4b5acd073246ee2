import { Inject, Injectable } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

/**
 * Revoked access tokens, by their random id (jti), kept in Redis until the token could no longer
 * be used anyway. A lookup that cannot reach Redis fails (the caller answers 503): a token is
 * never accepted because its revocation could not be checked.
 */
@Injectable()
export class TokenRevocationService {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(Environment) environment: Environment,
  ) {
    this.prefix = `${environment.QUEUE_PREFIX}:auth:revoked-token:`;
  }

  /** Revokes a token; answers false if it was already revoked (so a refresh is used once). */
  async revoke(tokenId: string, usableUntilEpochSeconds: number): Promise<boolean> {
    const ttl = Math.max(1, usableUntilEpochSeconds - Math.floor(Date.now() / 1000));
    const answer = await this.redis.set(this.prefix + tokenId, '1', 'EX', ttl, 'NX');
    return answer === 'OK';
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (await this.redis.exists(this.prefix + tokenId)) === 1;
  }
}
