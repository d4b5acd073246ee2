import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { requestLanguage } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { Public } from '../access-requirements';
import { PasswordResetAnswerDto } from './dto/password-reset-answer.dto';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto';
import { UpdateResetPasswordDto } from './dto/update-reset-password.dto';
import {
  PASSWORD_RESET_ANSWER_FLOOR_MS,
  PASSWORD_RESET_TOKEN_MINUTES,
  PasswordResetService,
} from './password-reset.service';
import { PASSWORD_RESET_MAILS_PER_WINDOW } from './password-reset-rate-limiter';

@ApiTags('session')
@Controller('api')
export class PasswordResetController {
  constructor(private readonly passwordResets: PasswordResetService) {}

  @Post('password/reset')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Forgot password: mail a reset link to the account of this e-mail, if there is one.',
    description:
      'Always answers the same 200 body, after at least ' +
      `${PASSWORD_RESET_ANSWER_FLOOR_MS} ms, whether the address has an account or not. An ` +
      'unblocked account gets a mail (in its language) with the link ' +
      '{CLIENT_WEB_URL}/session/reset-password/{token}, valid for ' +
      `${PASSWORD_RESET_TOKEN_MINUTES} minutes and once; earlier links stop working. At most ` +
      `${PASSWORD_RESET_MAILS_PER_WINDOW} mails per address per 15 minutes (further requests get ` +
      'the same answer and no mail).',
  })
  @ApiOkResponse({ type: PasswordResetAnswerDto })
  async requestReset(
    @Body() body: RequestPasswordResetDto,
    @Req() request: FastifyRequest,
  ): Promise<PasswordResetAnswerDto> {
    await this.passwordResets.requestReset(body.email);
    return {
      status: 'Success',
      message: translate({ key: 'passwordReset.mailSent' }, requestLanguage(request)),
    };
  }

  @Post('update-reset-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the token of a reset link.',
    description:
      'The password needs at least 10 characters and password_confirmation must match (400 with ' +
      'a message per field). An unknown, used or expired token answers 400. On success every ' +
      'session of the account ends and the user logs in with the new password.',
  })
  @ApiOkResponse({ type: PasswordResetAnswerDto })
  async resetPassword(
    @Body() body: UpdateResetPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<PasswordResetAnswerDto> {
    await this.passwordResets.resetPassword(body.token, body.password);
    return {
      status: 'Success',
      message: translate({ key: 'passwordReset.updated' }, requestLanguage(request)),
    };
  }
}
