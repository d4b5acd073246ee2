import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { CreateInvitationDto } from './dto/create-invitation.dto';
import { INVITATION_STATUSES, type InvitationStatus } from './dto/invitation-list.query';
import { type InvitationViewDto } from './dto/invitation-view.dto';
import { AdminUpdateInvitationDto, editableFields } from './dto/admin-update-invitation.dto';
import { INVITATION_SORTS, InvitationsService } from './invitations.service';

class ReactAdminListQuery {
  @IsOptional()
  @IsString()
  filter?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  sort?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const isStatus = (value: unknown): value is InvitationStatus =>
  INVITATION_STATUSES.includes(value as InvitationStatus);

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
      'filter {q, company_uuid, unit_uuid, status, id: [uuids]}, range, sort on created_at, ' +
      'expires_at, email or last_name. Records carry id = uuid.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: ReactAdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvitationViewDto[]> {
    const query = parseListQuery(raw, INVITATION_SORTS, 'created_at');
    const { filter } = query;
    const { rows, total } = await this.invitations.page(
      caller,
      {
        keyword: text(filter.q)?.toLowerCase(),
        companyUuid: text(filter.company_uuid),
        unitUuid: text(filter.unit_uuid),
        status: isStatus(filter.status) ? filter.status : undefined,
        uuids: query.ids?.map(String),
      },
      {
        offset: query.offset,
        limit: query.limit,
        sort: query.sort.field,
        order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      },
    );
    void reply.header(
      'Content-Range',
      contentRange('invitations', query.offset, rows.length, total),
    );
    return rows;
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
  @ApiOperation({ summary: 'Invites a person, as POST /api/v1/invitations.' })
  create(
    @Access() caller: CallerAccess,
    @Body() form: CreateInvitationDto,
  ): Promise<InvitationViewDto> {
    return this.invitations.create(caller, form);
  }

  @Put(':id')
  @RequirePermission('user-invitation.update')
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
