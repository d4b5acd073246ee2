import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { ApiException } from 'src/common/errors/api-exception';
import { AllowedWhileReadOnly, Authenticated, Public } from './access-requirements';
import { bearerToken } from './bearer-token';
import {
  HandoverBindingDto,
  HandoverCodeAnswer,
  RedeemedHandover,
  RedeemHandoverDto,
} from './dto/session-handover.dto';
import { SessionHandoverService } from './session-handover.service';

/**
 * The hand-over of a session to client-web by a one-time code bound to a state its browser keeps
 * (see SessionHandoverService): the e-ID callback makes such codes itself; the console makes one
 * for an impersonation token here.
 */
@ApiTags('session')
@Controller()
export class SessionHandoverController {
  constructor(private readonly handovers: SessionHandoverService) {}

  @Post('api/v1/account/handover')
  @Authenticated()
  @AllowedWhileReadOnly() // the console hands a read-only impersonation to client-web
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'A one-time code that hands the current token to the browser holding a state.',
    description:
      'Answers { code } for /process-login#code=…; the code carries the bearer token of this ' +
      'request, is valid for 2 minutes, and is redeemed once, only with the state whose ' +
      'SHA-256 (base64url) is `binding`.',
  })
  @ApiOkResponse({ type: HandoverCodeAnswer })
  async issue(
    @Body() body: HandoverBindingDto,
    @Req() request: FastifyRequest,
  ): Promise<HandoverCodeAnswer> {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) throw ApiException.unauthorized();
    return { code: await this.handovers.issue({ kind: 'session', token }, body.binding) };
  }

  @Post('api/v1/account/handover/redeem')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Redeem a hand-over code with the state this browser kept: a token.',
    description:
      "Answers { kind: 'session', token } (an access token) or { kind: 'onboarding', token } " +
      '(the auth2 token of a new e-ID user). 401 for an unknown, used or expired code or ' +
      'another state; the code is used up either way.',
  })
  @ApiOkResponse({ type: RedeemedHandover })
  @ApiUnauthorizedResponse({ description: 'Unknown, used or expired code, or another state.' })
  redeem(@Body() body: RedeemHandoverDto): Promise<RedeemedHandover> {
    return this.handovers.redeem(body.code, body.state);
  }
}
