import { SetMetadata } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type RateLimitName } from './rate-limit-rules';

export const RATE_LIMIT = 'rate-limit';

/**
 * What a route's limit counts by, besides the caller: e.g. the conversation a message goes to.
 * Answers undefined when the request names none (then the caller alone is the subject).
 */
export type RateLimitScope = (request: FastifyRequest) => string | number | undefined;

export interface RateLimitMetadata {
  readonly name: RateLimitName;
  readonly scope?: RateLimitScope;
}

/**
 * Counts every call of the route against the named limit (see rate-limit-rules.ts) for the
 * caller (the signed-in user, else the address), optionally per `scope`; past the limit the route
 * answers 429 with Retry-After. Read by RateLimitInterceptor, after the access guard and before
 * validation, so refused and invalid calls count too.
 */
export const RateLimit = (name: RateLimitName, scope?: RateLimitScope) =>
  SetMetadata(RATE_LIMIT, { name, scope } satisfies RateLimitMetadata);

/** The subject a limit counts for a signed-in user. */
export function userSubject(uuid: string): string {
  return `user:${uuid}`;
}

/** The subject of a scoped limit: e.g. chat messages of one sender in one conversation. */
export function scopedSubject(scope: string | number | undefined, caller: string): string {
  return scope === undefined ? caller : `${String(scope)}:${caller}`;
}

/**
 * The chat message limit's subject, the same for REST (POST /api/messages) and the socket: one
 * sender in one conversation.
 */
export function chatMessageSubject(conversationId: number, senderUuid: string): string {
  return scopedSubject(conversationId, userSubject(senderUuid));
}
