import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import {
  type CurrentUserProfileAnswer,
  CurrentUserProfileService,
  type SessionAnswer,
} from 'src/users/current-user-profile.service';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { User } from 'src/users/user.entity';
import { CallerAccessService } from '../caller-access.service';
import { TokenService } from '../token.service';
import { type Auth2Identity } from './auth2-token.service';
import { type EidRegistrationDto } from './dto/eid-registration.dto';
import { type LoginKind } from './login-kind';

/**
 * The onboarding steps of a person who logged in with e-ID but has no account (the spec's auth2
 * process `onboardStep`): `register` — they fill in name, e-mail and accept the terms; `done` —
 * the account exists and a normal access token is answered.
 */
export type OnboardStep = 'register' | 'done';

/** The spec's auth2 process state. */
export interface Auth2State {
  userExists: boolean;
  userType: LoginKind;
  onboardStep: OnboardStep;
}

export interface Auth2StateAnswer {
  auth2: Auth2State;
  /** Only once the account exists. */
  token?: string;
  user?: CurrentUserProfileAnswer;
  /** Names from the e-ID, to fill in the form (only while registering). */
  profile?: { first_name: string | null; last_name: string | null };
}

@Injectable()
export class EidOnboardingService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly callers: CallerAccessService,
    private readonly profiles: CurrentUserProfileService,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  /** Where the person is in onboarding, or a session once their account exists. */
  async state(identity: Auth2Identity): Promise<Auth2StateAnswer> {
    const user = await this.em.findOne(User, {
      nationalIdIndex: this.nationalIds.index(identity.personalNumber),
    });
    if (user) {
      if (user.blockedAt) throw ApiException.unauthorized();
      const session = await this.sessionFor(user);
      return {
        auth2: { userExists: true, userType: identity.userType, onboardStep: 'done' },
        ...session,
      };
    }
    return {
      auth2: { userExists: false, userType: identity.userType, onboardStep: 'register' },
      profile: { first_name: identity.givenName, last_name: identity.familyName },
    };
  }

  /** Creates the client account for the e-ID identity and logs it in. */
  async register(
    identity: Auth2Identity,
    details: EidRegistrationDto,
    language: Language,
  ): Promise<SessionAnswer> {
    if (identity.userType !== 'client') throw ApiException.forbidden();
    const email = details.email.toLowerCase();
    await this.assertFree(identity.personalNumber, email);
    const now = new Date();
    const user = this.em.create(User, {
      email,
      firstName: details.first_name,
      lastName: details.last_name,
      nationalIdSealed: this.nationalIds.seal(identity.personalNumber),
      nationalIdIndex: this.nationalIds.index(identity.personalNumber),
      role: 'client',
      defaultLang: language,
      activatedAt: now,
      termsAcceptedAt: now,
    });
    try {
      await this.em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // Another request created the account or took the e-mail address meanwhile.
      this.em.clear();
      await this.assertFree(identity.personalNumber, email);
      throw error;
    }
    return this.sessionFor(user);
  }

  private async assertFree(nationalId: string, email: string): Promise<void> {
    if (await this.em.count(User, { nationalIdIndex: this.nationalIds.index(nationalId) })) {
      throw ApiException.conflict('eid.userExists');
    }
    if (await this.em.count(User, { email })) {
      throw ApiException.conflict('eid.emailExists', { email: [{ key: 'eid.emailExists' }] });
    }
  }

  private async sessionFor(user: User): Promise<SessionAnswer> {
    const access = await this.callers.forUser(user);
    const [token, profile] = await Promise.all([
      this.tokens.issue(user),
      this.profiles.forCaller(access),
    ]);
    return { token, user: profile };
  }
}
