import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { Authenticated, Public } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { requestLanguage } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { type AccountChangesView, AccountChangesService } from './account-changes.service';
import { ConfirmEmailChangeDto, RequestEmailChangeDto } from './dto/email-change.dto';
import { EMAIL_CHANGE_TOKEN_HOURS, EmailChangeService } from './email-change.service';

/** The answer of an e-mail change request or confirmation. */
export interface EmailChangeAnswer {
  status: 'Success';
  message: string;
}

/** The caller's own e-mail change, its confirmation, and the changes made to their account. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api/v1/users')
export class EmailChangeController {
  constructor(
    private readonly changes: EmailChangeService,
    private readonly accountChanges: AccountChangesService,
  ) {}

  @Post('email-change')
  @Authenticated()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Asks to change the own e-mail: the new address must confirm it (202).',
    description:
      'Body { email }. Mails a link to the new address ({CLIENT_WEB_URL}/session/confirm-email/' +
      `{token}, valid for ${EMAIL_CHANGE_TOKEN_HOURS} hours and once) and a notice without the ` +
      'new address to the current one; the account keeps its current e-mail (login, reset, ' +
      'mail) until POST /api/v1/users/email-change/confirm. An earlier pending change stops ' +
      'working. At most 5 requests an hour (429).',
  })
  async request(
    @Access() caller: CallerAccess,
    @Body() body: RequestEmailChangeDto,
    @Req() request: FastifyRequest,
  ): Promise<EmailChangeAnswer> {
    if (body.email === caller.user.email) {
      throw ApiException.badRequest('emailChange.sameAddress', {
        email: [{ key: 'emailChange.sameAddress' }],
      });
    }
    await this.changes.assertWithinLimit(caller.user);
    await this.changes.request(caller, caller.user, body.email);
    return {
      status: 'Success',
      message: translate(
        { key: 'emailChange.mailSent', params: { email: body.email } },
        requestLanguage(request),
      ),
    };
  }

  @Post('email-change/confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirms an e-mail change with the token of the mailed link (no login needed).',
    description:
      'The account’s e-mail becomes the new address and the old address is told. An unknown, ' +
      'used or expired token answers 400, as does a new address another account has taken ' +
      'meanwhile.',
  })
  async confirm(
    @Body() body: ConfirmEmailChangeDto,
    @Req() request: FastifyRequest,
  ): Promise<EmailChangeAnswer> {
    await this.changes.confirm(body.token, request.id);
    return {
      status: 'Success',
      message: translate({ key: 'emailChange.confirmed' }, requestLanguage(request)),
    };
  }

  @Get('account-changes')
  @Authenticated()
  @ApiOperation({
    summary:
      'The pending e-mail change and the latest changes of the own e-mail, phone and ' +
      'personal number, with who made them.',
  })
  accountChangesOf(@Access() caller: CallerAccess): Promise<AccountChangesView> {
    return this.accountChanges.forCaller(caller);
  }
}
