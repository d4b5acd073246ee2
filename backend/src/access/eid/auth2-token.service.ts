import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { Hs256Codec } from '../hs256-codec';
import { TOKEN_ISSUER } from '../token.service';
import { isLoginKind, type LoginKind } from './login-kind';
import { isValidPersonalNumber } from './personal-number';
import { SealedBox } from './sealed-box';

export const AUTH2_AUDIENCE = 'sinnro-auth2';
/** Time to fill in the onboarding form after the e-ID login. */
export const AUTH2_TTL_SECONDS = 30 * 60;

/** Who the e-ID issuer vouched for, while they have no account yet. */
export interface Auth2Identity {
  personalNumber: string;
  givenName: string | null;
  familyName: string | null;
  userType: LoginKind;
}

interface Auth2Payload {
  user_type: LoginKind;
  /** The identity, sealed: the token sits in the browser, the personal number stays unreadable. */
  identity: string;
}

interface SealedIdentity {
  personalNumber: string;
  givenName: string | null;
  familyName: string | null;
}

/**
 * The onboarding ("auth2") token: short-lived, HS256 with JWT_SECRET, audience sinnro-auth2 (so
 * it is never accepted as an access token, nor an access token as this), carrying the national
 * id encrypted.
 */
@Injectable()
export class Auth2TokenService {
  private readonly codec: Hs256Codec;
  private readonly box: SealedBox;

  constructor(@Inject(Environment) environment: Environment) {
    this.box = new SealedBox(environment.JWT_SECRET);
    this.codec = new Hs256Codec(
      environment.JWT_SECRET,
      TOKEN_ISSUER,
      AUTH2_AUDIENCE,
      AUTH2_TTL_SECONDS,
    );
  }

  issue(identity: Auth2Identity): Promise<string> {
    const sealed: SealedIdentity = {
      personalNumber: identity.personalNumber,
      givenName: identity.givenName,
      familyName: identity.familyName,
    };
    const payload: Auth2Payload = {
      user_type: identity.userType,
      identity: this.box.seal('eid-auth2-identity', sealed),
    };
    return Promise.resolve(this.codec.sign(payload, { jwtid: randomUUID() }));
  }

  /** The identity of a valid token; a missing, changed, expired or foreign token answers 401. */
  verify(token: string | undefined): Promise<Auth2Identity> {
    return new Promise((resolve) => resolve(this.identityIn(token)));
  }

  private identityIn(token: string | undefined): Auth2Identity {
    if (!token) throw ApiException.unauthorized();
    const payload = this.verified(token);
    const identity =
      typeof payload.identity === 'string'
        ? this.box.open('eid-auth2-identity', payload.identity)
        : null;
    if (!isLoginKind(payload.user_type) || !isSealedIdentity(identity)) {
      throw ApiException.unauthorized();
    }
    return { ...identity, userType: payload.user_type };
  }

  private verified(token: string): Partial<Auth2Payload> {
    try {
      const payload: Partial<Auth2Payload> & object = this.codec.verify(token);
      return payload;
    } catch {
      throw ApiException.unauthorized();
    }
  }
}

function isSealedIdentity(value: unknown): value is SealedIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const { personalNumber, givenName, familyName } = value as Record<string, unknown>;
  const nameOrNull = (name: unknown) => name === null || typeof name === 'string';
  return (
    typeof personalNumber === 'string' &&
    isValidPersonalNumber(personalNumber) &&
    nameOrNull(givenName) &&
    nameOrNull(familyName)
  );
}
