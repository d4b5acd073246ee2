import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageRef } from 'src/common/i18n/messages';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';
import { type RateLimitRule, type RateLimitRules, rateLimitRules } from './rate-limit-rules';

export { type RateLimitRule } from './rate-limit-rules';

/** What a limit says about one more unit. */
export interface RateLimitVerdict {
  readonly allowed: boolean;
  /** Units used in the window, the asked ones included (for slots: slots held). */
  readonly count: number;
  /** Seconds until the window ends (at least 1). */
  readonly retryAfterSeconds: number;
}

/**
 * Adds `cost` to a counter whose window starts at its first unit, in one step: INCRBY, then an
 * expiry only where there is none, then the seconds left. Answers [count, ttl].
 */
const TAKE = `
local count = redis.call('incrby', KEYS[1], ARGV[1])
redis.call('expire', KEYS[1], ARGV[2], 'NX')
return { count, redis.call('ttl', KEYS[1]) }`;

/**
 * One request of a signed-in user: first the rate, a token bucket kept as its "theoretical arrival
 * time" (GCRA: KEYS[1] holds the time, in ms, at which the bucket is full again; each request
 * moves it one interval on; a request that would move it more than `burst` intervals ahead of now
 * is refused and changes nothing); then, within the rate, one of the in-flight slots (as ACQUIRE,
 * on KEYS[2]). One round trip per request.
 * ARGV: now (ms), interval (ms), burst, slot lifetime (ms), slot limit, holder.
 * Answers [0 refused by rate | 1 refused for want of a slot | 2 admitted, ms until a retry helps].
 */
const ADMIT = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local horizon = interval * tonumber(ARGV[3])
local tat = tonumber(redis.call('get', KEYS[1]) or '0')
if tat < now then tat = now end
local next_tat = tat + interval
if next_tat - now > horizon then return { 0, next_tat - now - horizon } end
redis.call('set', KEYS[1], next_tat, 'PX', math.max(1, math.ceil(next_tat - now)))
local lifetime = tonumber(ARGV[4])
redis.call('zremrangebyscore', KEYS[2], '-inf', now - lifetime)
local held = redis.call('zcard', KEYS[2])
if held >= tonumber(ARGV[5]) then return { 1, 1000 } end
redis.call('zadd', KEYS[2], now, ARGV[6])
redis.call('pexpire', KEYS[2], lifetime)
return { 2, 0 }`;

/**
 * Adds `cost` only if the sum stays within the limit (a refused reservation costs nothing).
 * ARGV: cost, window, limit. Answers [1 or 0, count, ttl].
 */
const RESERVE = `
local count = tonumber(redis.call('get', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if count + cost > tonumber(ARGV[3]) then return { 0, count, redis.call('ttl', KEYS[1]) } end
count = redis.call('incrby', KEYS[1], cost)
redis.call('expire', KEYS[1], ARGV[2], 'NX')
return { 1, count, redis.call('ttl', KEYS[1]) }`;

/** Corrects a counter by a (negative or positive) amount, unless its window has ended. */
const ADJUST = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('incrby', KEYS[1], ARGV[1]) end return 0`;

/**
 * Holds one slot of a sorted set of holders scored by the time they came: holders older than the
 * slot lifetime are dropped first (a process that died without releasing), then the slot is
 * taken if fewer than the limit are held. ARGV: now (ms), lifetime (ms), limit, holder.
 * Answers [1 or 0, slots held].
 */
const ACQUIRE = `
local now = tonumber(ARGV[1])
local lifetime = tonumber(ARGV[2])
redis.call('zremrangebyscore', KEYS[1], '-inf', now - lifetime)
local held = redis.call('zcard', KEYS[1])
if held >= tonumber(ARGV[3]) then return { 0, held } end
redis.call('zadd', KEYS[1], now, ARGV[4])
redis.call('pexpire', KEYS[1], lifetime)
return { 1, held + 1 }`;

/**
 * Request, message and byte limits in Redis, so they hold across every API process. Keys are
 * `${QUEUE_PREFIX}:rate:<rule>:<HMAC of the subject>`: no user id, address or conversation is
 * stored in the clear. Redis errors are not caught: the caller fails closed (503 over HTTP), as
 * the login limiter does.
 */
@Injectable()
export class RateLimiter {
  readonly rules: RateLimitRules;
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(Environment) private readonly environment: Environment,
  ) {
    this.rules = rateLimitRules(environment);
    this.prefix = `${environment.QUEUE_PREFIX}:rate:`;
  }

  /** Counts `cost` units for the subject; refused units count too (a flood stays refused). */
  async take(rule: RateLimitRule, subject: string, cost = 1): Promise<RateLimitVerdict> {
    const [count, ttl] = (await this.redis.eval(
      TAKE,
      1,
      this.key(rule, subject),
      Math.max(0, Math.ceil(cost)),
      rule.windowSeconds,
    )) as [number, number];
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds,
    };
  }

  /** As take, and throws the 429 answer when the limit is passed. */
  async consume(rule: RateLimitRule, subject: string, cost = 1): Promise<void> {
    const verdict = await this.take(rule, subject, cost);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }

  /**
   * Sets `cost` units aside only if they fit in what is left of the window (e.g. an upload's
   * declared size); refused, nothing is counted. Correct it later with adjust.
   */
  async reserve(rule: RateLimitRule, subject: string, cost: number): Promise<RateLimitVerdict> {
    const [taken, count, ttl] = (await this.redis.eval(
      RESERVE,
      1,
      this.key(rule, subject),
      Math.max(0, Math.ceil(cost)),
      rule.windowSeconds,
      rule.limit,
    )) as [number, number, number];
    return {
      allowed: taken === 1,
      count,
      retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds,
    };
  }

  /** Changes the units counted in the current window by `delta` (nothing once it has ended). */
  async adjust(rule: RateLimitRule, subject: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.redis.eval(ADJUST, 1, this.key(rule, subject), Math.trunc(delta));
  }

  /** The units used so far in the window, changing nothing. */
  async peek(rule: RateLimitRule, subject: string): Promise<RateLimitVerdict> {
    const key = this.key(rule, subject);
    const [[, count], [, ttl]] = ((await this.redis.multi().get(key).ttl(key).exec()) ?? [
      [null, null],
      [null, -2],
    ]) as [[unknown, string | null], [unknown, number]];
    const used = Number(count ?? 0);
    return {
      allowed: used < rule.limit,
      count: used,
      retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds,
    };
  }

  /** Takes one of `rule.limit` slots for the subject under a unique holder id. */
  async acquire(rule: RateLimitRule, subject: string, holder: string): Promise<RateLimitVerdict> {
    const [taken, held] = (await this.redis.eval(
      ACQUIRE,
      1,
      this.key(rule, subject),
      Date.now(),
      rule.windowSeconds * 1000,
      rule.limit,
      holder,
    )) as [number, number];
    // A slot frees when a request ends, usually within a second.
    return { allowed: taken === 1, count: held, retryAfterSeconds: 1 };
  }

  /**
   * A request of a signed-in user: within `rate` (rate.limit per rate.windowSeconds on average,
   * up to `burst` at once) and then one of `slots.limit` in-flight slots under `holder`. A request
   * refused by the rate takes no slot; one refused for want of a slot still counts for the rate.
   */
  async admit(
    rate: RateLimitRule,
    burst: number,
    slots: RateLimitRule,
    subject: string,
    holder: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const [outcome, waitMs] = (await this.redis.eval(
      ADMIT,
      2,
      this.key(rate, subject),
      this.key(slots, subject),
      Date.now(),
      (rate.windowSeconds * 1000) / rate.limit,
      burst,
      slots.windowSeconds * 1000,
      slots.limit,
      holder,
    )) as [number, number];
    if (outcome === 2) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  async release(rule: RateLimitRule, subject: string, holder: string): Promise<void> {
    await this.redis.zrem(this.key(rule, subject), holder);
  }

  private key(rule: RateLimitRule, subject: string): string {
    const digest = createHmac('sha256', this.environment.JWT_SECRET)
      .update(`rate:${rule.name}:${subject}`)
      .digest('base64url');
    return `${this.prefix}${rule.name}:${digest}`;
  }
}

/** The 429 answer: Retry-After in seconds and a text in the caller's language. */
export function tooManyRequests(
  retryAfterSeconds: number,
  message: MessageRef = { key: 'rateLimit.tooManyRequests' },
): ApiException {
  return new ApiException(HttpStatus.TOO_MANY_REQUESTS, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
