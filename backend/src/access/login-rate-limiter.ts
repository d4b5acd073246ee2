import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Limits password guessing per account and per IP address (limits from the environment) with
 * counters in Redis over a 15-minute window. Keys hold an
 * HMAC of the e-mail or address, never the value itself, so Redis holds no personal data.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(Environment) private readonly environment: Environment,
  ) {
    this.prefix = `${environment.QUEUE_PREFIX}:auth:login:`;
  }

  /** Counts an attempt from this address; throws 429 if the account or address is over its limit. */
  async admit(email: string, address: string): Promise<void> {
    const [addressCount, addressTtl] = await this.increment(this.key('address', address));
    const accountKey = this.key('account', email);
    const [accountFailures, accountTtl] = await Promise.all([
      this.redis.get(accountKey).then(Number),
      this.redis.ttl(accountKey),
    ]);
    if (accountFailures >= this.environment.LOGIN_FAILURES_PER_ACCOUNT) throw tooMany(accountTtl);
    if (addressCount > this.environment.LOGIN_ATTEMPTS_PER_ADDRESS) throw tooMany(addressTtl);
  }

  async recordFailure(email: string): Promise<void> {
    await this.increment(this.key('account', email));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.key('account', email));
  }

  /** Adds one to a counter whose window starts at its first attempt; answers count and seconds left. */
  private async increment(key: string): Promise<[number, number]> {
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, LOGIN_WINDOW_SECONDS, 'NX')
      .ttl(key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? LOGIN_WINDOW_SECONDS);
    return [count, ttl];
  }

  private key(kind: 'account' | 'address', value: string): string {
    const digest = createHmac('sha256', this.environment.JWT_SECRET)
      .update(`${kind}:${value.trim().toLowerCase()}`)
      .digest('base64url');
    return `${this.prefix}${kind}:${digest}`;
  }
}

function tooMany(ttlSeconds: number): ApiException {
  const seconds = ttlSeconds > 0 ? ttlSeconds : LOGIN_WINDOW_SECONDS;
  return new ApiException(
    HttpStatus.TOO_MANY_REQUESTS,
    { key: 'auth.tooManyAttempts', params: { minutes: Math.ceil(seconds / 60) } },
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
