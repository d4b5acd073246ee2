import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { summarizeError } from 'src/common/errors/error-summary';
import { type Language } from 'src/common/i18n/language';
import { Environment } from 'src/config/environment';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { User } from 'src/users/user.entity';
import { LoginRateLimiter } from '../login-rate-limiter';
import { type HandoverPayload, SessionHandoverService } from '../session-handover.service';
import { TokenService } from '../token.service';
import { Auth2TokenService } from './auth2-token.service';
import { DevIssuerHost } from './dev-issuer/dev-issuer-host';
import {
  type EidApp,
  type EidLoginState,
  LOGIN_STATE_TTL_SECONDS,
  openLoginState,
  sealLoginState,
} from './eid-login-state';
import { EID_SCOPE, type EidSettings, eidSettings } from './eid-settings';
import { type LoginKind } from './login-kind';
import { isValidPersonalNumber } from './personal-number';
import { SealedBox } from './sealed-box';

/** Why an e-ID login ends without a session; client-web shows a text for each. */
export type EidErrorCode = 'protected_identity' | 'no_account' | 'cancelled' | 'login_failed';

/**
 * Where a finished e-ID login sends the browser in client-web: a one-time code for the session or
 * the onboarding (redeemed with the state of the tab that started the login), or an error.
 */
export type EidOutcome = { kind: 'handover'; code: string } | { kind: 'error'; code: EidErrorCode };

/** The claims the platform reads from the issuer's ID token. */
interface EidClaims {
  personalNumber: string;
  givenName: string | null;
  familyName: string | null;
  protectedIdentity: boolean;
}

class EidLoginRefused extends Error {
  constructor(
    readonly code: EidErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The relying party of the e-ID login (openid-client): authorization code flow with PKCE, state
 * and nonce, the checks kept in a sealed cookie (eid-login-state.ts). The ID token's personal
 * number finds the account; an unknown client goes on to onboarding with an auth2 token.
 */
@Injectable()
export class EidService {
  private readonly logger = new Logger('EidLogin');
  private readonly settings: EidSettings;
  private readonly box: SealedBox;
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    @Inject(Environment) environment: Environment,
    private readonly devIssuer: DevIssuerHost,
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly auth2Tokens: Auth2TokenService,
    private readonly loginLimiter: LoginRateLimiter,
    private readonly handovers: SessionHandoverService,
    private readonly nationalIds: NationalIdCipher,
  ) {
    this.settings = eidSettings(environment);
    this.box = new SealedBox(environment.JWT_SECRET);
    if (this.settings.disabledReason) {
      this.logger.error(`e-ID login is off: ${this.settings.disabledReason}`);
    }
  }

  get clientWebUrl(): string {
    return this.settings.clientWebUrl;
  }

  /** The address of an app's /process-login page. */
  appUrl(app: EidApp): string {
    return app === 'console' ? this.settings.consoleUrl : this.settings.clientWebUrl;
  }

  get secureCookies(): boolean {
    return this.settings.secureCookies;
  }

  /** The issuer's authorization address for a new login, and the sealed checks for the cookie. */
  async startLogin(
    kind: LoginKind,
    language: Language,
    binding: string | null,
    app: EidApp = 'client-web',
  ): Promise<{ location: string; sealedState: string }> {
    const configuration = await this.issuer();
    const state: EidLoginState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      kind,
      language,
      binding,
      app,
      expiresAt: Date.now() + LOGIN_STATE_TTL_SECONDS * 1000,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: EID_SCOPE,
      state: state.state,
      nonce: state.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
      // Every login is a new identification; no single sign-on at the issuer.
      prompt: 'login',
      ui_locales: language,
    });
    return { location: url.href, sealedState: sealLoginState(this.box, state) };
  }

  /**
   * Completes a login from the issuer's redirect (its query string) and the state cookie. Never
   * throws: any failure is an error outcome (and a log line without personal data).
   */
  async finishLogin(
    query: string,
    sealedState: string | undefined,
  ): Promise<{ outcome: EidOutcome; language: Language | null; app: EidApp }> {
    const state = openLoginState(this.box, sealedState);
    const app = state?.app ?? 'client-web';
    try {
      if (!state) throw new EidLoginRefused('login_failed', 'missing or expired login state');
      // Without a binding no browser could redeem the result: a link from elsewhere, refused.
      const binding = state.binding;
      if (!binding) throw new EidLoginRefused('login_failed', 'no hand-over binding');
      const claims = await this.exchange(query, state);
      const payload = await this.handoverFor(claims, state.kind);
      // The console signs in existing staff only; nobody registers there.
      if (app === 'console' && payload.kind !== 'session') {
        throw new EidLoginRefused('no_account', 'no account has this national id (console)');
      }
      const code = await this.handovers.issue(payload, binding);
      return { outcome: { kind: 'handover', code }, language: state.language, app };
    } catch (error) {
      const code = this.refusalCode(error);
      return { outcome: { kind: 'error', code }, language: state?.language ?? null, app };
    }
  }

  private async exchange(query: string, state: EidLoginState): Promise<EidClaims> {
    const configuration = await this.issuer();
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = query;
    const response = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    const claims = response.claims();
    if (!claims) throw new EidLoginRefused('login_failed', 'no ID token claims');
    const personalNumber = claims.personal_number;
    if (typeof personalNumber !== 'string' || !isValidPersonalNumber(personalNumber)) {
      throw new EidLoginRefused('login_failed', 'the ID token has no valid personal_number');
    }
    return {
      personalNumber,
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
      protectedIdentity: claims.protected_identity === true,
    };
  }

  private async handoverFor(claims: EidClaims, kind: LoginKind): Promise<HandoverPayload> {
    const em = this.em.fork();
    const user = await em.findOne(User, {
      nationalIdIndex: this.nationalIds.index(claims.personalNumber),
    });
    // People with protected identity (skyddad identitet) are not served: their data must not be
    // stored in an ordinary account. An account staff made with the number is marked, so that
    // staff no longer see the number.
    if (claims.protectedIdentity) {
      if (user) await this.markProtected(em, user);
      throw new EidLoginRefused('protected_identity', 'the person has a protected identity');
    }
    if (user) {
      if (user.blockedAt) throw new EidLoginRefused('login_failed', 'the account is blocked');
      // The owner has identified themselves: lift the password login limits on their account.
      await this.loginLimiter.clearAccount(user.email);
      return { kind: 'session', token: await this.tokens.issue(user) };
    }
    // Specialists' accounts are made for them; only clients sign themselves up.
    if (kind !== 'client') {
      throw new EidLoginRefused('no_account', 'no specialist account has this national id');
    }
    const token = await this.auth2Tokens.issue({
      personalNumber: claims.personalNumber,
      givenName: claims.givenName,
      familyName: claims.familyName,
      userType: kind,
    });
    return { kind: 'onboarding', token };
  }

  /**
   * Marks the account of a person whose e-ID reports a protected identity, audited under the
   * person (who identified themselves); an account already marked stays as it is.
   */
  private async markProtected(em: EntityManager, user: User): Promise<void> {
    if (user.protectedIdentity) return;
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        User,
        { id: user.id },
        { protectedIdentity: true, updatedAt: new Date() },
      );
      tx.create(AuditEvent, {
        actorUuid: user.uuid,
        event: 'user.protected-identity-change',
        subjectType: 'user',
        subjectId: user.uuid,
        details: { protected_identity: true, source: 'e-id' },
      });
      await tx.flush();
    });
  }

  private refusalCode(error: unknown): EidErrorCode {
    if (error instanceof EidLoginRefused) {
      this.logger.warn(`e-ID login refused: ${error.message}`);
      return error.code;
    }
    if (error instanceof oidc.AuthorizationResponseError) {
      this.logger.warn(`e-ID issuer answered ${error.error}`);
      return error.error === 'access_denied' ? 'cancelled' : 'login_failed';
    }
    // By class and code only: a database error's message holds the SQL with the personal number.
    this.logger.warn({ msg: 'e-ID login failed', error: summarizeError(error) });
    return 'login_failed';
  }

  /** The issuer's configuration, discovered once (again after a failure). */
  private issuer(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = null;
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuerUrl, clientId, clientSecret, embedded } = this.settings;
    if (!issuerUrl) throw new Error(`e-ID login is off: ${this.settings.disabledReason}`);
    const options: oidc.DiscoveryRequestOptions = embedded
      ? { [oidc.customFetch]: this.devIssuer.fetch, execute: [oidc.allowInsecureRequests] }
      : {};
    return oidc.discovery(
      new URL(issuerUrl),
      clientId,
      { redirect_uris: [this.settings.redirectUri], response_types: ['code'] },
      oidc.ClientSecretBasic(clientSecret),
      options,
    );
  }
}
