import { Body, Controller, Delete, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { Authenticated } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { requestLanguage } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { COMPANY_LINK_TOKEN_HOURS, CompanyLinksService } from './company-links.service';
import {
  CompanyLinkDto,
  CompanyLinkRequestedDto,
  CompanyUnlinkedDto,
} from './dto/company-link-answers.dto';
import { ConfirmCompanyLinkDto } from './dto/confirm-company-link.dto';
import { LinkCompanyEmailDto } from './dto/link-company-email.dto';
import { UnlinkCompanyQuery } from './dto/unlink-company.query';
import { RateLimit } from 'src/common/http/rate-limit/rate-limit.decorator';

/** The company e-mail link of the caller's own account (client document, "User service"). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api/v1/users/link')
export class CompanyLinksController {
  constructor(private readonly links: CompanyLinksService) {}

  @Post()
  @Authenticated()
  @RateLimit('companyLinks')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Links a work e-mail: mails a confirmation link to it.',
    description:
      'Body { email }. The address’s domain must be a company’s registered e-mail domain (400 ' +
      '"No company is registered for the e-mail domain …" otherwise). The answer and the mail ' +
      'are the same whether or not another account has linked the address (the confirmation ' +
      'refuses it then). The mail links to {CLIENT_WEB_URL}/session/confirm-company-email/' +
      `{token}, valid for ${COMPANY_LINK_TOKEN_HOURS} hours and once; an earlier unconfirmed ` +
      'link stops working. Confirm with POST /api/v1/users/link/confirm. Limited per user ' +
      '(RATE_LIMIT_COMPANY_LINKS_PER_HOUR, 429).',
  })
  @ApiOkResponse({ type: CompanyLinkRequestedDto })
  async request(
    @Access() caller: CallerAccess,
    @Body() body: LinkCompanyEmailDto,
    @Req() request: FastifyRequest,
  ): Promise<CompanyLinkRequestedDto> {
    const { company, expiresAt } = await this.links.request(caller, body.email);
    return {
      status: 'Success',
      message: translate(
        { key: 'companyLink.mailSent', params: { email: body.email } },
        requestLanguage(request),
      ),
      company_uuid: company.uuid,
      company_name: company.name,
      expires_at: expiresAt,
    };
  }

  @Post('confirm')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirms the caller’s work e-mail with the mailed token; joins the company.',
    description:
      'Body { token }. The caller must be the account that asked for the link. The user becomes ' +
      'a standard user of the company (an existing membership keeps its role) and the address ' +
      'is their company_email there. An unknown, used or expired token answers 400, and so ' +
      'does an address another account has confirmed meanwhile ("already linked").',
  })
  @ApiOkResponse({ type: CompanyLinkDto })
  async confirm(
    @Access() caller: CallerAccess,
    @Body() body: ConfirmCompanyLinkDto,
  ): Promise<CompanyLinkDto> {
    const linked = await this.links.confirm(caller, body.token);
    return {
      uuid: linked.company.uuid,
      name: linked.company.name,
      company_email: linked.email,
      company_role: linked.companyRole,
    };
  }

  @Delete()
  @Authenticated()
  @ApiOperation({
    summary: 'Removes the caller’s company e-mail link and the membership it made.',
    description:
      'Query company_uuid (needed only when several companies are linked: 400 otherwise). A ' +
      'membership the user had before linking (for example from an invitation) stays. 404 when ' +
      'nothing is linked.',
  })
  @ApiOkResponse({ type: CompanyUnlinkedDto })
  async unlink(
    @Access() caller: CallerAccess,
    @Query() query: UnlinkCompanyQuery,
    @Req() request: FastifyRequest,
  ): Promise<CompanyUnlinkedDto> {
    const { company, membershipEnded } = await this.links.unlink(caller, query.company_uuid);
    return {
      status: 'Success',
      message: translate({ key: 'companyLink.removed' }, requestLanguage(request)),
      company_uuid: company.uuid,
      membership_ended: membershipEnded,
    };
  }
}
