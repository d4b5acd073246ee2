import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import {
  CurrentUserProfileService,
  type SessionAnswer,
} from 'src/users/current-user-profile.service';
import { Authenticated, Public } from './access-requirements';
import { type AuthenticatedUser, CurrentUser } from './authenticated-user';
import { CallerAccessService } from './caller-access.service';
import { bearerToken } from './bearer-token';
import { LoginDto } from './dto/login.dto';
import { PasswordLoginService } from './password-login.service';
import { SessionService } from './session.service';
import { TokenService } from './token.service';

/** GET api/v1/account/refresh: a new access token for the same session. */
export interface RefreshedToken {
  token: string;
}

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly passwordLogin: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly profiles: CurrentUserProfileService,
    private readonly callers: CallerAccessService,
  ) {}

  @Post('client/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with e-mail and password; answers an access token and the user.',
    description:
      'Limited per account and address, per address, and per account across all addresses. ' +
      'Over each answers 429 with Retry-After. Over the last, password login is locked for a ' +
      'bounded time that grows with each lock in a row (LOGIN_LOCK_MINUTES: 15 min, 1 h, 4 h, ' +
      'then 24 h), or until a password reset or an e-ID login; an existing owner is mailed once ' +
      'per lock, and the answer is the same whether the account exists or not.',
  })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<SessionAnswer> {
    const user = await this.passwordLogin.authenticate(body.email, body.password, request.ip);
    const access = await this.callers.forUser(user);
    const [token, profile] = await Promise.all([
      this.tokens.issue(user),
      this.profiles.forCaller(access),
    ]);
    return { token, user: profile };
  }

  @Get('api/v1/account/refresh')
  @Public() // an expired token is accepted here (at most 50 s past expiry), so the guard cannot judge it
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Exchange the current token (expired at most 50 s ago) for a new one.' })
  async refresh(@Req() request: FastifyRequest): Promise<RefreshedToken> {
    return { token: await this.sessions.refresh(bearerToken(request.headers.authorization)) };
  }

  @Get('api/v1/account/logout')
  @Authenticated()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke the current token.' })
  async logout(@CurrentUser() caller: AuthenticatedUser): Promise<{ status: 'Success' }> {
    await this.sessions.logout(caller);
    return { status: 'Success' };
  }
}
