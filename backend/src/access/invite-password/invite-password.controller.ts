import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CurrentUserProfileService,
  type SessionAnswer,
} from 'src/users/current-user-profile.service';
import { ApiException } from 'src/common/errors/api-exception';
import { Public } from '../access-requirements';
import { CallerAccessService } from '../caller-access.service';
import { StaffEidRule } from '../staff-eid-rule';
import { TokenService } from '../token.service';
import { InvitationCheckDto } from './dto/invitation-check.dto';
import { InvitationTokenDto } from './dto/invitation-token.dto';
import { UpdateNewUserPasswordDto } from './dto/update-new-user-password.dto';
import { InvitePasswordService } from './invite-password.service';

@ApiTags('session')
@Controller('api')
export class InvitePasswordController {
  constructor(
    private readonly invitations: InvitePasswordService,
    private readonly tokens: TokenService,
    private readonly callers: CallerAccessService,
    private readonly profiles: CurrentUserProfileService,
    private readonly staffEid: StaffEidRule,
  ) {}

  @Post('check-invite')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether an invitation link can still be used, and for whom.',
    description:
      'Body { token } (the token of the invitation link; the invitation is found by its ' +
      'SHA-256, so no uuid is needed). Answers { valid: true, email, first_name } and nothing ' +
      'more about the person. 400 for an unknown token (or a blocked account), 410 for an ' +
      'expired or already accepted invitation.',
  })
  @ApiOkResponse({ type: InvitationCheckDto })
  check(@Body() body: InvitationTokenDto): Promise<InvitationCheckDto> {
    return this.invitations.check(body.token);
  }

  @Post('update-new-user-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: "Set an invited account's first password; logs the user in.",
    description:
      'Body { token, password, password_confirmation } (at least 10 characters, confirmation ' +
      'must match). Activates the account and accepts the invitation (once: a second use answers ' +
      '410). Answers { token, user } like /client/login; for a user who must sign in with e-ID ' +
      '(REQUIRE_EID_FOR, or a company requiring it of its staff) the password is saved but no ' +
      'session starts: 403 auth.eidRequired.',
  })
  async setPassword(@Body() body: UpdateNewUserPasswordDto): Promise<SessionAnswer> {
    const user = await this.invitations.acceptWithPassword(body.token, body.password);
    if (await this.staffEid.requiresEid(user)) throw ApiException.forbidden('auth.eidRequired');
    const access = await this.callers.forUser(user);
    const [token, profile] = await Promise.all([
      this.tokens.issue(user),
      this.profiles.forCaller(access),
    ]);
    return { token, user: profile };
  }
}
