import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitInterceptor } from './rate-limit.interceptor';
import { RateLimiter } from './rate-limiter';

/**
 * The request, message and byte limits (RateLimiter, injectable anywhere), and the interceptor
 * applying each route's @RateLimit. The per-request limits are Fastify hooks: limitRequests.
 */
@Global()
@Module({
  providers: [RateLimiter, { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor }],
  exports: [RateLimiter],
})
export class RateLimitModule {}
