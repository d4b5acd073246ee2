import { Body, Controller, Get, HttpCode, Logger, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Language, requestLanguage } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { Public } from '../access-requirements';
import { bearerToken } from '../bearer-token';
import { Auth2TokenService } from './auth2-token.service';
import { EidLoginQueryDto } from './dto/eid-login-query.dto';
import { EidRegistrationDto } from './dto/eid-registration.dto';
import { type SessionAnswer } from 'src/users/current-user-profile.service';
import { type Auth2StateAnswer, EidOnboardingService } from './eid-onboarding.service';
import { cookieValue, type EidApp, LOGIN_STATE_COOKIE, loginStateCookie } from './eid-login-state';
import { type EidErrorCode, type EidOutcome, EidService } from './eid.service';

const ERROR_MESSAGE_KEYS = {
  protected_identity: 'eid.protectedIdentity',
  no_account: 'eid.noAccount',
  cancelled: 'eid.cancelled',
  login_failed: 'eid.loginFailed',
} as const satisfies Record<EidErrorCode, string>;

/**
 * The e-ID login. Browser-facing routes answer redirects (to the issuer, then to client-web with
 * the result in the URL fragment, which never reaches a server log); the onboarding routes answer
 * JSON. All are public: the issuer or the auth2 token authenticates the caller.
 */
@ApiTags('session')
@Controller()
export class EidController {
  private readonly logger = new Logger('EidLogin');

  constructor(
    private readonly eid: EidService,
    private readonly auth2Tokens: Auth2TokenService,
    private readonly onboarding: EidOnboardingService,
  ) {}

  @Get('session/login')
  @Public()
  @ApiOperation({
    summary: 'Start an e-ID login: redirects to the e-ID issuer.',
    description:
      'Sets a short-lived sealed cookie with the login checks (state, nonce, PKCE) and the ' +
      "browser's hand-over binding, and answers 302 to the issuer. On failure redirects to " +
      'client-web /process-login#error=login_failed.',
  })
  @ApiFoundResponse({ description: "Redirect to the issuer's authorization page." })
  async login(
    @Query() query: EidLoginQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const language = query.lang ?? requestLanguage(request);
    try {
      const { location, sealedState } = await this.eid.startLogin(
        query.kind ?? 'client',
        language,
        query.binding ?? null,
        query.app ?? 'client-web',
      );
      void reply.header('set-cookie', loginStateCookie(sealedState, this.eid.secureCookies));
      redirect(reply, location);
    } catch (error) {
      this.logger.error(`e-ID login could not start: ${describe(error)}`);
      redirect(
        reply,
        this.appTarget(
          { kind: 'error', code: 'login_failed' },
          language,
          query.app ?? 'client-web',
        ),
      );
    }
  }

  @Get('api/v1/account/eid/callback')
  @Public()
  @ApiOperation({
    summary: "The e-ID issuer's redirect back (authorization code); redirects to client-web.",
    description:
      'Exchanges the code (PKCE, state and nonce checked against the login cookie) and ' +
      'validates the ID token. Known national id, or unknown at a client login: ' +
      '/process-login#code=<one-time code>, which POST api/v1/account/handover/redeem exchanges, ' +
      "with the state whose digest /session/login's binding was, for the session or onboarding " +
      'token. Otherwise (or without a binding) /process-login#error=<protected_identity | ' +
      'no_account | cancelled | login_failed>&message=<text>.',
  })
  @ApiFoundResponse({ description: 'Redirect to client-web with the result in the fragment.' })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const search = new URL(request.url, 'http://callback').search;
    const sealedState = cookieValue(request.headers.cookie, LOGIN_STATE_COOKIE);
    const { outcome, language, app } = await this.eid.finishLogin(search, sealedState);
    void reply.header('set-cookie', loginStateCookie('', this.eid.secureCookies));
    redirect(reply, this.appTarget(outcome, language ?? requestLanguage(request), app));
  }

  @Post('api/v1/account/auth')
  @Public()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Create the client account of a new e-ID user (bearer: the auth2 token).',
    description:
      'Answers { token, user } as /client/login. 401 without a valid auth2 token; 409 when ' +
      'the account or the e-mail address already exists.',
  })
  @ApiOkResponse({ description: 'The new account is logged in.' })
  @ApiUnauthorizedResponse({ description: 'Missing, changed or expired auth2 token.' })
  async register(
    @Body() body: EidRegistrationDto,
    @Req() request: FastifyRequest,
  ): Promise<SessionAnswer> {
    const identity = await this.auth2Tokens.verify(bearerToken(request.headers.authorization));
    return this.onboarding.register(identity, body, requestLanguage(request));
  }

  @Get('client/get-new-token-for-auth2-new-user')
  @Public()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The onboarding state for an auth2 token (bearer), or a session once it exists.',
    description:
      'Answers { auth2: { userExists, userType, onboardStep }, profile } while onboardStep is ' +
      "'register', and { auth2, token, user } once the account exists (onboardStep 'done').",
  })
  @ApiUnauthorizedResponse({ description: 'Missing, changed or expired auth2 token.' })
  async auth2State(@Req() request: FastifyRequest): Promise<Auth2StateAnswer> {
    const identity = await this.auth2Tokens.verify(bearerToken(request.headers.authorization));
    return this.onboarding.state(identity);
  }

  /** The /process-login page of the app the login started from, with the result in the fragment. */
  private appTarget(outcome: EidOutcome, language: Language, app: EidApp): string {
    const base = this.eid.appUrl(app);
    switch (outcome.kind) {
      case 'handover':
        return `${base}/process-login#${new URLSearchParams({ code: outcome.code }).toString()}`;
      case 'error': {
        const message = translate({ key: ERROR_MESSAGE_KEYS[outcome.code] }, language);
        return `${base}/process-login#${new URLSearchParams({ error: outcome.code, message }).toString()}`;
      }
    }
  }
}

function redirect(reply: FastifyReply, location: string): void {
  // The location may carry a token: never cached, never sent on as a referrer.
  void reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(location, 302);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
