import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { type Role } from '@sinnro/access';
import { randomUUID } from 'node:crypto';
import { Environment } from 'src/config/environment';

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
   * same second as a password reset or a block (see ActiveAccountService).
   */
  iat_ms?: number;
  user: { uuid: string; roles: Role[] };
  /** During impersonation (the specification's names): the admin, and the user acted as. */
  original_user_id?: string;
  impersonating_as_id?: string;
}

@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(@Inject(Environment) environment: Environment) {
    this.jwt = new JwtService({
      secret: environment.JWT_SECRET,
      signOptions: {
        algorithm: 'HS256',
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      },
      // Only HS256 is accepted: never `none`, never an algorithm the token itself names.
      verifyOptions: { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE },
    });
  }

  /** A token for the user; with `impersonator`, one that also names the admin acting as them. */
  issue(user: { uuid: string; role: Role }, impersonator?: { uuid: string }): Promise<string> {
    const impersonation = impersonator
      ? { original_user_id: impersonator.uuid, impersonating_as_id: user.uuid }
      : {};
    return this.jwt.signAsync(
      { user: { uuid: user.uuid, roles: [user.role] }, iat_ms: Date.now(), ...impersonation },
      { subject: user.uuid, jwtid: randomUUID() },
    );
  }

  /** Rejects an expired, foreign-signed, `alg: none` or otherwise wrong token. */
  verify(token: string): Promise<AccessTokenPayload> {
    return this.jwt.verifyAsync<AccessTokenPayload>(token);
  }

  /** As verify, but accepts an expired token: for refresh, which applies its own time limit. */
  verifyIgnoringExpiry(token: string): Promise<AccessTokenPayload> {
    return this.jwt.verifyAsync<AccessTokenPayload>(token, { ignoreExpiration: true });
  }
}
