import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { HttpStatus } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { isIPv6 } from 'node:net';
import { bearerToken } from 'src/access/bearer-token';
import { TokenService } from 'src/access/token.service';
import { type ErrorBody, reasonPhrase } from 'src/common/errors/error-body';
import { requestLanguage } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { Environment } from 'src/config/environment';
import { userSubject } from './rate-limit.decorator';
import { RateLimiter } from './rate-limiter';

/** The orchestrator's probes: they report Redis and PostgreSQL themselves, and are never limited. */
const UNLIMITED_PATHS = new Set(['/api/health', '/api/health/ready']);

interface HeldSlot {
  subject: string;
  holder: string;
}

/** The in-flight slot each request holds, released when its answer has been sent. */
const heldSlots = new WeakMap<object, HeldSlot>();

/**
 * Limits every request before its body is read (and before the access guard's
 * database query and the handler), so that one caller cannot take the database pool from others:
 * - a signed-in user (a valid bearer token; the impersonating admin for an impersonation token):
 *   RATE_LIMIT_USER_REQUESTS per RATE_LIMIT_WINDOW_SECONDS on average and RATE_LIMIT_USER_BURST
 *   at once (a token bucket), and RATE_LIMIT_USER_IN_FLIGHT requests being answered at once;
 * - anyone else: RATE_LIMIT_ADDRESS_REQUESTS per window from one address (an IPv6 /64 counts as
 *   one address).
 * Counters live in Redis, so the limits hold across processes. Past a limit: 429 with Retry-After,
 * sent RATE_LIMIT_REFUSAL_DELAY_MS late: a client that sends again as soon as it is refused (a
 * flood) then costs a few refusals per connection per second instead of all the CPU there is.
 * CORS preflights and the health probes are not counted.
 */
export function limitRequests(app: NestFastifyApplication): void {
  const limiter = app.get(RateLimiter);
  const tokens = app.get(TokenService);
  const environment = app.get(Environment);
  const refusalDelay = environment.RATE_LIMIT_REFUSAL_DELAY_MS;
  const burst = environment.RATE_LIMIT_USER_BURST;
  /**
   * Answers 429 from the hook itself: a refusal is the one answer a flood gets, thousands of
   * times, so it skips the exception path (same body as the error filter writes).
   */
  const refusal = async (request: { headers: FastifyRequest['headers'] }): Promise<ErrorBody> => {
    // Spread over half to one and a half times the delay, so refused floods do not come back
    // all at once.
    if (refusalDelay > 0) await delay(Math.round(refusalDelay * (0.5 + Math.random())));
    return {
      statusCode: HttpStatus.TOO_MANY_REQUESTS,
      error: reasonPhrase(HttpStatus.TOO_MANY_REQUESTS),
      message: translate({ key: 'rateLimit.tooManyRequests' }, requestLanguage(request)),
    };
  };
  const fastify = app.getHttpAdapter().getInstance();

  // A slot that cannot be released (Redis went away) lapses by itself.
  const release = (subject: string, holder: string) =>
    limiter.release(limiter.rules.userInFlight, subject, holder).catch(() => undefined);

  // preParsing: after the onRequest hooks (CORS headers, request id), before the body is read.
  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (request.method === 'OPTIONS') return payload;
    if (UNLIMITED_PATHS.has(request.url.split('?')[0] ?? '')) return payload;
    const user = await signedInCaller(tokens, request);
    if (!user) {
      const verdict = await limiter.take(
        limiter.rules.addressRequests,
        `address:${addressOf(request.ip)}`,
      );
      if (!verdict.allowed) {
        const body = await refusal(request);
        return reply
          .code(HttpStatus.TOO_MANY_REQUESTS)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send(body);
      }
      return payload;
    }
    const subject = userSubject(user);
    const holder = randomUUID();
    const verdict = await limiter.admit(
      limiter.rules.userRequests,
      burst,
      limiter.rules.userInFlight,
      subject,
      holder,
    );
    if (!verdict.allowed) {
      const body = await refusal(request);
      return reply
        .code(HttpStatus.TOO_MANY_REQUESTS)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send(body);
    }
    heldSlots.set(request, { subject, holder });
    return payload;
  });

  const releaseSlotOf = async (request: object) => {
    const slot = heldSlots.get(request);
    if (!slot) return;
    heldSlots.delete(request);
    await release(slot.subject, slot.holder);
  };
  fastify.addHook('onResponse', releaseSlotOf);
  // A browser cancels requests when the user navigates away; the slot must not wait 120 s then.
  fastify.addHook('onRequestAbort', releaseSlotOf);
}

/** The user a valid bearer token names (who acts, during impersonation), else undefined. */
async function signedInCaller(
  tokens: TokenService,
  request: { headers: FastifyRequest['headers'] },
): Promise<string | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return undefined;
  const payload = await tokens.verify(token).catch(() => undefined);
  return payload ? (payload.original_user_id ?? payload.user.uuid) : undefined;
}

/** The address a limit counts: IPv4 as it is, IPv6 by its /64 (one subscriber's network). */
export function addressOf(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
