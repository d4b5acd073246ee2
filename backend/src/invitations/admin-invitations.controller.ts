import { type QueryOrderMap } from '@mikro-orm/core';
import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import {
  AdminListQuery,
  filters,
  parseEntityList,
  sendListPage,
  type SortPaths,
} from 'src/common/http/react-admin';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { CreateInvitationDto } from './dto/create-invitation.dto';
import { INVITATION_STATUSES } from './dto/invitation-list.query';
import { type InvitationViewDto } from './dto/invitation-view.dto';
import { AdminUpdateInvitationDto, editableFields } from './dto/admin-update-invitation.dto';
import { type Invitation } from './invitation.entity';
import { RateLimit } from 'src/common/http/rate-limit/rate-limit.decorator';
import { InvitationsService, shownColumn } from './invitations.service';

/** Record field → Invitation property or SQL: every scalar field of the record. */
const SORTS = {
  id: ['uuid'],
  uuid: ['uuid'],
  status: [
    {
      sql: (row) =>
        `(case when ${row}.accepted_at is not null then 'accepted' ` +
        `when ${row}.expires_at <= now() then 'expired' else 'pending' end)`,
    },
  ],
  // The invitee as shown (see shownInvitee): never an existing account's own details.
  user_uuid: [
    {
      sql: (row) =>
        `(case when ${row}.invitee is not null and ${row}.accepted_at is null ` +
        `then ${row}.invitee->>'user_uuid' ` +
        `else (select u.uuid::text from users u where u.id = ${row}.user_id) end)`,
    },
  ],
  first_name: [
    { sql: (row) => shownColumn(row, 'first_name', 'first_name') },
    { sql: (row) => shownColumn(row, 'last_name', 'last_name') },
  ],
  last_name: [
    { sql: (row) => shownColumn(row, 'last_name', 'last_name') },
    { sql: (row) => shownColumn(row, 'first_name', 'first_name') },
  ],
  email: [{ sql: (row) => shownColumn(row, 'email', 'email') }],
  phone: [{ sql: (row) => shownColumn(row, 'phone', 'phone') }],
  // By the blind index: the numbers are sealed, and an order of them would tell about them. A
  // protected identity's number is not shown, so it sorts as none.
  national_id: [
    {
      sql: (row) =>
        `(case when ${shownProtected(row)} then null ` +
        `else ${shownColumn(row, 'national_id_index', 'national_id_index')} end)`,
    },
  ],
  protected_identity: [{ sql: shownProtected }],
  default_lang: [{ sql: (row) => shownColumn(row, 'default_lang', 'default_lang') }],
  role: ['role'],
  company_uuid: ['company.uuid'],
  unit_uuid: ['unit.uuid'],
  company_role: ['companyRole'],
  invited_by: ['invitedBy'],
  created_at: ['createdAt'],
  updated_at: ['updatedAt'],
  expires_at: ['expiresAt'],
  accepted_at: ['acceptedAt'],
  therapist_uuid: ['therapist.uuid'],
  program_uuid: ['program.uuid'],
} as const satisfies SortPaths<Exclude<keyof InvitationViewDto, 'permissions' | 'products'>>;

/** SQL for the record's protected_identity as invitationView shows it. */
function shownProtected(row: string): string {
  return (
    `(case when ${row}.invitee is not null and ${row}.accepted_at is null then false ` +
    `else (select u.protected_identity from users u where u.id = ${row}.user_id) end)`
  );
}

/** The console's invitations resource (ra-data-simple-rest), over the same service. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/invitations')
export class AdminInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @RequirePermission('user-invitation.read')
  @ApiOperation({
    summary: 'Invitations in the caller’s scope, react-admin style.',
    description:
      'filter {q, company_uuid, unit_uuid, status, id: [uuids]}, range, sort on any scalar ' +
      'field of the record. Records carry id = uuid.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvitationViewDto[]> {
    const query = parseEntityList<keyof typeof SORTS, QueryOrderMap<Invitation>>(
      raw,
      SORTS,
      'created_at',
    );
    const { filter } = query;
    const page = await this.invitations.page(
      caller,
      {
        keyword: filters.text(filter, 'q')?.toLowerCase(),
        companyUuid: filters.uuid(filter, 'company_uuid'),
        unitUuid: filters.uuid(filter, 'unit_uuid'),
        status: filters.oneOf(filter, 'status', INVITATION_STATUSES),
        uuids: filters.uuidIds(query),
      },
      {
        offset: query.offset,
        limit: query.limit,
        sort: 'created_at',
        order: 'asc',
        orderBy: query.orderBy,
      },
    );
    return sendListPage(reply, 'invitations', query, page);
  }

  @Get(':id')
  @RequirePermission('user-invitation.read')
  @ApiOperation({ summary: 'One invitation (id = uuid).' })
  show(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
  ): Promise<InvitationViewDto> {
    return this.invitations.show(caller, uuid);
  }

  @Post()
  @RequirePermission('user-invitation.create')
  @RateLimit('invitations')
  @ApiOperation({ summary: 'Invites a person, as POST /api/v1/invitations.' })
  create(
    @Access() caller: CallerAccess,
    @Body() form: CreateInvitationDto,
  ): Promise<InvitationViewDto> {
    return this.invitations.create(caller, form);
  }

  @Put(':id')
  @RequirePermission('user-invitation.update')
  @RateLimit('invitations')
  @ApiOperation({
    summary: 'Changes and re-sends a pending invitation, as PUT /api/v1/invitations.',
    description:
      'The record\u2019s read-only fields (id, status, dates…) may be sent back and are ignored.',
  })
  update(
    @Access() caller: CallerAccess,
    @Param('id', UuidParamPipe) uuid: string,
    @Body() record: AdminUpdateInvitationDto,
  ): Promise<InvitationViewDto> {
    return this.invitations.update(caller, uuid, editableFields(record));
  }
}
