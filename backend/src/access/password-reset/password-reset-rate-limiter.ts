import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';

/** Reset mails one e-mail address may be sent per window. */
export const PASSWORD_RESET_MAILS_PER_WINDOW = 3;
export const PASSWORD_RESET_WINDOW_SECONDS = 15 * 60;

/**
 * Limits reset requests per e-mail address (known or not, so the limit tells nothing), so nobody
 * can flood a mailbox. Counters live in Redis under an HMAC of the address: no personal data.
 */
@Injectable()
export class PasswordResetRateLimiter {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(Environment) private readonly environment: Environment,
  ) {
    this.prefix = `${environment.QUEUE_PREFIX}:auth:password-reset:`;
  }

  /** Counts a request for the address; answers whether it is within the limit. */
  async admit(email: string): Promise<boolean> {
    const key = this.prefix + this.digest(email);
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, PASSWORD_RESET_WINDOW_SECONDS, 'NX')
      .exec();
    const [incrementError, count] = results?.[0] ?? [new Error('Redis answered no result'), 0];
    if (incrementError) throw incrementError;
    return Number(count) <= PASSWORD_RESET_MAILS_PER_WINDOW;
  }

  private digest(email: string): string {
    return createHmac('sha256', this.environment.JWT_SECRET)
      .update(`password-reset:${email.trim().toLowerCase()}`)
      .digest('base64url');
  }
}
