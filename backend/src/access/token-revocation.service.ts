import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

/**
 * Revoked access tokens, by their random id (jti), kept in PostgreSQL until the token could no
 * longer be used anyway. The check is part of the account statement every authenticated request
 * runs (CallerAccessService), so it adds no round trip and no second service a request needs.
 */
@Injectable()
export class TokenRevocationService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TokenRevocation');
  private readonly legacyPrefix: string;

  constructor(
    private readonly em: EntityManager,
    private readonly redis: RedisClient,
    @Inject(Environment) environment: Environment,
  ) {
    this.legacyPrefix = `${environment.QUEUE_PREFIX}:auth:revoked-token:`;
  }

  /**
   * Revokes a token; answers false if it was already revoked (so a refresh is used once). Rows of
   * tokens past their use are removed on the way.
   */
  async revoke(tokenId: string, usableUntilEpochSeconds: number): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ token_id: string }[]>(
      `with expired as (delete from revoked_access_tokens where usable_until < now())
       insert into revoked_access_tokens (token_id, usable_until)
       values (?, to_timestamp(?))
       on conflict (token_id) do nothing
       returning token_id`,
      [tokenId, usableUntilEpochSeconds],
    );
    return rows.length === 1;
  }

  /**
   * Revocations made while they lived in Redis (before Migration20261124030000) are copied over,
   * so no logged-out token works again after the upgrade. A missing Redis only skips the copy.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      let copied = 0;
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(
          cursor,
          'MATCH',
          `${this.legacyPrefix}*`,
          'COUNT',
          1000,
        );
        cursor = next;
        for (const key of keys) {
          const ttl = await this.redis.ttl(key);
          if (ttl <= 0) continue;
          const tokenId = key.slice(this.legacyPrefix.length);
          await this.revoke(tokenId, Math.floor(Date.now() / 1000) + ttl);
          await this.redis.del(key);
          copied++;
        }
      } while (cursor !== '0');
      if (copied > 0) this.logger.log(`Copied ${copied} revoked tokens from Redis`);
    } catch {
      this.logger.warn('Revoked tokens in Redis were not copied (Redis not reachable)');
    }
  }
}
