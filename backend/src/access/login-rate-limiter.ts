import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

/** Window of the per-address and per-(account, address) counters. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Window of the per-account ceiling across all addresses. */
export const ACCOUNT_CEILING_WINDOW_SECONDS = 60 * 60;

/** How long the number of successive locks of an account is remembered after its last lock. */
export const LOCK_HISTORY_SECONDS = 7 * 24 * 60 * 60;

/**
 * Sets a lock unless one is set (KEYS: lock, lock count, account counter; ARGV: history seconds,
 * then the lock lengths in seconds). The n-th lock in a row lasts the n-th length (then the last
 * one again); the account counter starts again. Answers the new lock's seconds, or 0 when a lock
 * was already set (a parallel attempt set it: only one caller tells the owner).
 */
const SET_LOCK = `if redis.call('exists', KEYS[1]) == 1 then return 0 end
local count = redis.call('incr', KEYS[2])
redis.call('expire', KEYS[2], tonumber(ARGV[1]))
local seconds = tonumber(ARGV[math.min(count + 1, #ARGV)])
redis.call('set', KEYS[1], '1', 'EX', seconds)
redis.call('del', KEYS[3])
return seconds`;

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
 *   password login for that account is locked for everyone for a bounded time that grows with
 *   each lock in a row (LOGIN_LOCK_MINUTES, e.g. 15 min, 1 h, 4 h, then 24 h), or until a
 *   password reset or e-ID login (clearAccount). Every address can be locked, with an account or
 *   not, so a lock tells nothing about accounts; the caller tells an existing owner (onLocked).
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip past a
 * limit, and a success takes its attempt back (and clears its pair's counter). Keys hold an HMAC
 * of the e-mail or address, never the value itself, so Redis holds no personal data.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly prefix: string;
  private readonly lockSeconds: number[];

  constructor(
    private readonly redis: RedisClient,
    @Inject(Environment) private readonly environment: Environment,
  ) {
    this.prefix = `${environment.QUEUE_PREFIX}:auth:login:`;
    this.lockSeconds = environment.LOGIN_LOCK_MINUTES.map((minutes) => Number(minutes) * 60);
  }

  /** The longest lock (the bound every lock keeps). */
  get maxLockSeconds(): number {
    return Math.max(...this.lockSeconds);
  }

  /**
   * Counts an attempt for this account from this address; throws 429 when a limit is reached.
   * onLocked runs (not awaited) when this very attempt set a new lock, with the lock's seconds.
   */
  async admit(
    email: string,
    address: string,
    onLocked?: (lockSeconds: number) => void,
  ): Promise<LoginAttempt> {
    const lockKey = this.key('lock', email);
    const [[addressCount, addressTtl], lockTtl] = await Promise.all([
      this.increment(this.key('address', address), LOGIN_WINDOW_SECONDS),
      this.redis.ttl(lockKey),
    ]);
    if (lockTtl > 0 || lockTtl === -1) throw accountLocked(await this.boundLock(lockKey, lockTtl));
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
      const newLock = Number(
        await this.redis.eval(
          SET_LOCK,
          3,
          lockKey,
          this.key('locks', email),
          this.key('account', email),
          LOCK_HISTORY_SECONDS,
          ...this.lockSeconds,
        ),
      );
      if (newLock > 0) {
        onLocked?.(newLock);
        throw accountLocked(newLock);
      }
      throw accountLocked(await this.boundLock(lockKey, await this.redis.ttl(lockKey)));
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
   * clears every counter of the account, the number of locks in a row included.
   */
  async clearAccount(email: string): Promise<void> {
    const pairsKey = this.key('pairs', email);
    const pairKeys = await this.redis.smembers(pairsKey);
    await this.redis.del(
      this.key('lock', email),
      this.key('account', email),
      this.key('locks', email),
      pairsKey,
      ...pairKeys.filter((key) => key.startsWith(`${this.prefix}pair:`)),
    );
  }

  /**
   * The seconds a set lock has left, never more than the longest lock: a lock without expiry, or
   * one set under a longer setting (before LOGIN_LOCK_MINUTES, locks lasted 30 days), is cut to it.
   */
  private async boundLock(lockKey: string, ttl: number): Promise<number> {
    if (ttl > 0 && ttl <= this.maxLockSeconds) return ttl;
    if (ttl === -2) return 1; // gone meanwhile: the next attempt is counted again
    await this.redis.expire(lockKey, this.maxLockSeconds);
    return this.maxLockSeconds;
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

  private key(
    kind: 'account' | 'address' | 'pair' | 'pairs' | 'lock' | 'locks',
    value: string,
  ): string {
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

/** Retry-After: the lock's seconds left; a password reset or an e-ID login lifts it sooner. */
function accountLocked(seconds: number): ApiException {
  return new ApiException(
    HttpStatus.TOO_MANY_REQUESTS,
    { key: 'auth.accountLocked', params: { minutes: Math.ceil(seconds / 60) } },
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
