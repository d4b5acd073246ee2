import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { from, type Observable, switchMap } from 'rxjs';
import { type RequestWithUser } from 'src/access/authenticated-user';
import {
  RATE_LIMIT,
  type RateLimitMetadata,
  scopedSubject,
  userSubject,
} from './rate-limit.decorator';
import { RateLimiter } from './rate-limiter';

/** Applies the @RateLimit of a route, once the access guard has named the caller. */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const metadata = this.reflector.getAllAndOverride<RateLimitMetadata | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!metadata) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const caller = request.user ? userSubject(request.user.uuid) : `address:${request.ip}`;
    const subject = scopedSubject(metadata.scope?.(request), caller);
    return from(this.limiter.consume(this.limiter.rules[metadata.name], subject)).pipe(
      switchMap(() => next.handle()),
    );
  }
}
