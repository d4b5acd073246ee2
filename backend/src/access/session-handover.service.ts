import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { RedisClient } from 'src/redis/redis.module';
import { SealedBox } from './eid/sealed-box';

/** How long a hand-over code can be redeemed (the browser follows a redirect and posts it). */
export const HANDOVER_TTL_SECONDS = 120;

/** What a code hands over: a session (access token) or an e-ID onboarding (auth2 token). */
export interface HandoverPayload {
  kind: 'session' | 'onboarding';
  token: string;
}

/** base64url SHA-256: how a browser's state is bound to a code (the browser sends the digest). */
export function handoverBinding(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('base64url');
}

/**
 * Hands a session from the API (e-ID callback) or another app (the console's impersonation) to
 * client-web without putting a token in a URL: the URL carries a one-time code, and only the
 * browser holding the state whose digest the code is bound to can redeem it (client-web keeps the
 * state in sessionStorage from the moment it started the flow). A link made by someone else,
 * with their own code, is refused in any other browser: no login CSRF.
 *
 * Redis holds, per code, under the SHA-256 of the code, the payload and the binding sealed with a
 * key derived from the code itself: Redis alone can read no token. GETDEL makes codes single-use.
 */
@Injectable()
export class SessionHandoverService {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    @Inject(Environment) environment: Environment,
  ) {
    this.prefix = `${environment.QUEUE_PREFIX}:auth:handover:`;
  }

  /** A new code for this payload, redeemable once, with the state whose digest is `binding`. */
  async issue(payload: HandoverPayload, binding: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const sealed = new SealedBox(code).seal('session-handover', { ...payload, binding });
    await this.redis.set(this.key(code), sealed, 'EX', HANDOVER_TTL_SECONDS);
    return code;
  }

  /** The payload of a code, once; 401 for an unknown, used or expired code, or another state. */
  async redeem(code: string, state: string): Promise<HandoverPayload> {
    const sealed = await this.redis.getdel(this.key(code));
    const value = sealed === null ? null : new SealedBox(code).open('session-handover', sealed);
    if (!isSealedHandover(value) || !sameText(value.binding, handoverBinding(state))) {
      throw ApiException.unauthorized('auth.handoverRefused');
    }
    return { kind: value.kind, token: value.token };
  }

  private key(code: string): string {
    return `${this.prefix}${createHash('sha256').update(code, 'utf8').digest('base64url')}`;
  }
}

function isSealedHandover(value: unknown): value is HandoverPayload & { binding: string } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (candidate.kind === 'session' || candidate.kind === 'onboarding') &&
    typeof candidate.token === 'string' &&
    typeof candidate.binding === 'string'
  );
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
