import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { type CompanyProductView } from 'src/companies/company-view';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { CreateInvitationDto } from './dto/create-invitation.dto';
import { InvitationListQuery } from './dto/invitation-list.query';
import { InvitationPageDto, InvitationViewDto } from './dto/invitation-view.dto';
import { UpdateInvitationDto } from './dto/update-invitation.dto';
import { InvitationCareOptionsDto, InvitationCareService } from './invitation-care';
import { InvitationsService } from './invitations.service';
import { RateLimit } from 'src/common/http/rate-limit/rate-limit.decorator';

const FORM_RULES =
  'first_name, last_name, email (valid), phone (under 15 characters) and national_id (12 ' +
  'digits) are required; an e-mail or national_id of a person the caller knows of (a member ' +
  'of or invited to the company; anyone, for a caller whose user.read reaches every user) ' +
  'answers "E-mail already exists" / "User already exists", while one of any other account ' +
  'is answered like an unknown person: the invitation keeps the details sent, shows a stand-in ' +
  'user_uuid, is mailed to that account’s own address and joins it on acceptance; ' +
  'company_uuid is required and unit_uuid is required for callers whose scope is their units; ' +
  'permissions ("Select permissions is required") and products ("Choose at least one product") ' +
  'need at least one entry. Errors are 400 keyed by field. A company or unit outside the ' +
  'caller’s user-invitation scope answers 404. A platform role, the company-admin role or a ' +
  'grant reaching further than the caller’s own answers 403 (admins excepted).';

/** Invitations (administration document, section 7 "Invitations and permissions"). */
@ApiTags('invitations')
@ApiBearerAuth()
@Controller('api/v1/invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly care: InvitationCareService,
  ) {}

  @Get()
  @RequirePermission('user-invitation.read')
  @ApiOperation({
    summary: 'The invitations of a company or unit in the caller’s scope, newest first.',
    description:
      'For the company invitation screens. Query company_uuid, unit_uuid (that unit only), ' +
      'status (pending, accepted, expired), page, per_page. Only invitations in the caller’s ' +
      'user-invitation scope appear: a filter outside it answers an empty page.',
  })
  @ApiOkResponse({ type: InvitationPageDto })
  list(
    @Access() caller: CallerAccess,
    @Query() query: InvitationListQuery,
  ): Promise<InvitationPageDto> {
    return this.invitations.list(
      caller,
      { companyUuid: query.company_uuid, unitUuid: query.unit_uuid, status: query.status },
      query.page,
      query.per_page,
    );
  }

  @Get('companies/:company/products/:lang')
  @RequirePermission('user-invitation.create')
  @ApiOperation({
    summary: 'The services an invitation to the company may carry (selected, not disabled).',
    description:
      'For inviters without company.read (a clinic’s therapists): the company’s selected and ' +
      'enabled products by sort order, names in sv or en. A company outside the caller’s ' +
      'user-invitation create scope answers 404.',
  })
  invitableProducts(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<CompanyProductView[]> {
    return this.invitations.invitableProducts(caller, company, lang);
  }

  @Get('companies/:company/care/:lang')
  @RequirePermission('user-invitation.create')
  @ApiOperation({
    summary: 'The therapists and programs an invitation of a client to the clinic may name.',
    description:
      'The company’s clinic therapists (members, not blocked) by name and the programs it ' +
      'offers that have a published module, names in sv or en. An invitation naming another ' +
      'therapist or program answers 400. A company outside the caller’s user-invitation create ' +
      'scope answers 404.',
  })
  @ApiOkResponse({ type: InvitationCareOptionsDto })
  careOptions(
    @Access() caller: CallerAccess,
    @Param('company', UuidParamPipe) company: string,
    @Param('lang', LanguageParamPipe) lang: Language,
  ): Promise<InvitationCareOptionsDto> {
    return this.care.options(caller, company, lang);
  }

  @Get(':id')
  @RequirePermission('user-invitation.read')
  @ApiOperation({ summary: 'One invitation by uuid (404 outside the caller’s scope).' })
  @ApiOkResponse({ type: InvitationViewDto })
  show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
  ): Promise<InvitationViewDto> {
    return this.invitations.show(caller, uuid);
  }

  @Post()
  @RequirePermission('user-invitation.create')
  @RateLimit('invitations')
  @ApiOperation({
    summary: 'Invites a person: creates their account (no password) and mails the link (201).',
    description:
      `${FORM_RULES} The mail links to {CLIENT_WEB_URL}/session/invite/{token}, valid for ` +
      'INVITATION_VALID_DAYS days; setting the password there (/api/update-new-user-password) ' +
      'makes the invitee a member of the company (with company_role) and unit, with the ' +
      'permissions as their own grants. Limited per user (RATE_LIMIT_INVITATIONS_PER_HOUR, 429).',
  })
  @ApiCreatedResponse({ type: InvitationViewDto })
  create(
    @Access() caller: CallerAccess,
    @Body() form: CreateInvitationDto,
  ): Promise<InvitationViewDto> {
    return this.invitations.create(caller, form);
  }

  @Put(':uuid')
  @RequirePermission('user-invitation.update')
  @RateLimit('invitations')
  @ApiOperation({
    summary: 'Changes a pending or expired invitation and mails a fresh link (the old one ends).',
    description:
      'Every field is optional; those sent are checked as on create and replace the old ones ' +
      '(permissions and products replace the whole list). The expiry starts again. An accepted ' +
      'invitation answers 409. Counts against the create route’s limit.',
  })
  @ApiOkResponse({ type: InvitationViewDto })
  update(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
    @Body() form: UpdateInvitationDto,
  ): Promise<InvitationViewDto> {
    return this.invitations.update(caller, uuid, form);
  }
}
