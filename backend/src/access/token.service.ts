import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { Environment } from 'src/config/environment';
import { Hs256Codec } from './hs256-codec';

export const TOKEN_ISSUER = 'sinnro';
export const TOKEN_AUDIENCE = 'sinnro-api';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/** What an access token says (the specification's client reads `exp` and `user.roles`). */
export interface AccessTokenPayload {
  sub: string;
  jti: string;
  exp: number;
  iat: number;
  /**
   * Issue time in milliseconds: `iat` has whole seconds, which would refuse a login made in the
   * same second as a password reset or a block (see CallerAccessService.forToken).
   */
  iat_ms?: number;
  user: { uuid: string; roles: Role[] };
  /** During impersonation (the specification's names): the admin, and the user acted as. */
  original_user_id?: string;
  impersonating_as_id?: string;
  /**
   * During impersonation: false when the admin started it "with changes"; otherwise (true, or
   * absent in an older token) every write is refused (see AccessTokenGuard).
   */
  impersonation_read_only?: boolean;
}

/** Who impersonates, and whether they may change anything while doing so. */
export interface Impersonator {
  uuid: string;
  /** Read-only unless said otherwise. */
  readOnly?: boolean;
}

@Injectable()
export class TokenService {
  private readonly codec: Hs256Codec;

  constructor(@Inject(Environment) environment: Environment) {
    this.codec = new Hs256Codec(
      environment.JWT_SECRET,
      TOKEN_ISSUER,
      TOKEN_AUDIENCE,
      ACCESS_TOKEN_TTL_SECONDS,
    );
  }

  /** A token for the user; with `impersonator`, one that also names the admin acting as them. */
  issue(user: { uuid: string; role: Role }, impersonator?: Impersonator): Promise<string> {
    const impersonation = impersonator
      ? {
          original_user_id: impersonator.uuid,
          impersonating_as_id: user.uuid,
          impersonation_read_only: impersonator.readOnly !== false,
        }
      : {};
    return Promise.resolve(
      this.codec.sign(
        { user: { uuid: user.uuid, roles: [user.role] }, iat_ms: Date.now(), ...impersonation },
        { subject: user.uuid, jwtid: randomUUID() },
      ),
    );
  }

  /** Rejects an expired, foreign-signed, `alg: none` or otherwise wrong token. */
  verify(token: string): Promise<AccessTokenPayload> {
    return this.decode(token, false);
  }

  /** As verify, but accepts an expired token: for refresh, which applies its own time limit. */
  verifyIgnoringExpiry(token: string): Promise<AccessTokenPayload> {
    return this.decode(token, true);
  }

  /** Verification is synchronous; a failure still arrives as a rejection, as callers expect. */
  private decode(token: string, ignoreExpiration: boolean): Promise<AccessTokenPayload> {
    return new Promise((resolve) => {
      const payload = this.codec.verify(token, { ignoreExpiration });
      if (!isAccessTokenPayload(payload)) throw new Error('Not an access token');
      resolve(payload);
    });
  }
}

function isAccessTokenPayload(payload: object): payload is AccessTokenPayload {
  const { jti, sub, user } = payload as Partial<AccessTokenPayload>;
  return (
    typeof jti === 'string' &&
    typeof sub === 'string' &&
    typeof user?.uuid === 'string' &&
    Array.isArray(user.roles)
  );
}

/**
 * Whether the token was issued at or before the cut-off (an account's "end all sessions" moment,
 * a Date or as PostgreSQL's JSON writes it). Tokens without iat_ms have whole seconds.
 */
export function issuedNoLaterThan(
  payload: AccessTokenPayload,
  cutOff: Date | string | null | undefined,
): boolean {
  if (cutOff === null || cutOff === undefined) return false;
  const issuedAt = payload.iat_ms ?? payload.iat * 1000;
  return issuedAt <= new Date(cutOff).getTime();
}
