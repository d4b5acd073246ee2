import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

/** Window of the per-address and per-(account, address) counters. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Window of the per-account ceiling across all addresses. */
export const ACCOUNT_CEILING_WINDOW_SECONDS = 60 * 60;

/**
 * How long a lock set by the account ceiling lasts at most. It is meant to last until a password
 * reset or an e-ID login clears it; the bound only keeps Redis from growing without end (every
 * e-mail address, with an account or not, can be locked, so a lock tells nothing about accounts).
 */
export const ACCOUNT_LOCK_MAX_SECONDS = 30 * 24 * 60 * 60;

/** Takes back one counted attempt, unless the counter is gone (never makes a key without expiry). */
const TAKE_BACK_ATTEMPT = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/** An admitted login attempt: what the limiter needs to hear back on success. */
export interface LoginAttempt {
  readonly email: string;
  readonly address: string;
}

/**
 * Limits password guessing with counters in Redis:
 * - per address: LOGIN_ATTEMPTS_PER_ADDRESS attempts per 15 minutes, whatever the account;
 * - per (account, address) pair: LOGIN_FAILURES_PER_ACCOUNT failures per 15 minutes, so a guesser
 *   is stopped at that account while its owner, from another address, still logs in;
 * - per account across all addresses: LOGIN_FAILURES_BEFORE_LOCK failures per hour, after which
 *   password login for that account is refused for everyone until a password reset or e-ID login
 *   (clearAccount).
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip past a
 * limit, and a success takes its attempt back (and clears its pair's counter). Keys hold an HMAC
 * of the e-mail or address, never the value itself, so Redis holds no personal data.
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

  /** Counts an attempt for this account from this address; throws 429 when a limit is reached. */
  async admit(email: string, address: string): Promise<LoginAttempt> {
    const [[addressCount, addressTtl], locked] = await Promise.all([
      this.increment(this.key('address', address), LOGIN_WINDOW_SECONDS),
      this.redis.exists(this.key('lock', email)),
    ]);
    if (locked) throw accountLocked();
    if (addressCount > this.environment.LOGIN_ATTEMPTS_PER_ADDRESS) throw tooMany(addressTtl);

    const pairKey = this.key('pair', pairValue(email, address));
    const pairsKey = this.key('pairs', email);
    const results = await this.redis
      .multi()
      .incr(pairKey)
      .expire(pairKey, LOGIN_WINDOW_SECONDS, 'NX')
      .ttl(pairKey)
      // The account's pair keys, so clearAccount can find them; it outlives each of its members.
      .sadd(pairsKey, pairKey)
      .expire(pairsKey, LOGIN_WINDOW_SECONDS)
      .exec();
    const pairCount = Number(results?.[0]?.[1] ?? 0);
    const pairTtl = Number(results?.[2]?.[1] ?? LOGIN_WINDOW_SECONDS);
    if (pairCount > this.environment.LOGIN_FAILURES_PER_ACCOUNT) throw tooMany(pairTtl);

    const [accountCount] = await this.increment(
      this.key('account', email),
      ACCOUNT_CEILING_WINDOW_SECONDS,
    );
    if (accountCount > this.environment.LOGIN_FAILURES_BEFORE_LOCK) {
      await this.redis.set(this.key('lock', email), '1', 'EX', ACCOUNT_LOCK_MAX_SECONDS);
      throw accountLocked();
    }
    return { email, address };
  }

  /** The password was right: the attempt was no failure, and its pair starts again from zero. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.redis.del(this.key('pair', pairValue(attempt.email, attempt.address))),
      this.redis.eval(TAKE_BACK_ATTEMPT, 1, this.key('account', attempt.email)),
    ]);
  }

  /**
   * The owner proved who they are another way (password reset, e-ID login): lifts the lock and
   * clears every counter of the account.
   */
  async clearAccount(email: string): Promise<void> {
    const pairsKey = this.key('pairs', email);
    const pairKeys = await this.redis.smembers(pairsKey);
    await this.redis.del(
      this.key('lock', email),
      this.key('account', email),
      pairsKey,
      ...pairKeys.filter((key) => key.startsWith(`${this.prefix}pair:`)),
    );
  }

  /** Adds one to a counter whose window starts at its first attempt; answers count and seconds left. */
  private async increment(key: string, windowSeconds: number): Promise<[number, number]> {
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, windowSeconds, 'NX')
      .ttl(key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
    return [count, ttl];
  }

  private key(kind: 'account' | 'address' | 'pair' | 'pairs' | 'lock', value: string): string {
    const digest = createHmac('sha256', this.environment.JWT_SECRET)
      .update(`${kind}:${value.trim().toLowerCase()}`)
      .digest('base64url');
    return `${this.prefix}${kind}:${digest}`;
  }
}

function pairValue(email: string, address: string): string {
  return JSON.stringify([email.trim().toLowerCase(), address.trim().toLowerCase()]);
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

/** No Retry-After: waiting does not help; a password reset or an e-ID login does. */
function accountLocked(): ApiException {
  return new ApiException(HttpStatus.TOO_MANY_REQUESTS, { key: 'auth.accountLocked' });
}
