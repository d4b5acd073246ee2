import { type QueryOrderMap } from '@mikro-orm/core';
import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROLES } from '@sinnro/access';
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
import { AdminUpdateUserDto, userForm } from './dto/admin-update-user.dto';
import { UserListQuery } from './dto/user-list.query';
import { type ManagedUserView } from './managed-user-view';
import { ManagedUsersService } from './managed-users.service';
import { UserDirectoryService, type UserListRow } from './user-directory.service';
import { UserIdPipe } from './user-reference.pipe';
import { type User } from './user.entity';
import { UserWriterService } from './user-writer.service';

type SortField = Exclude<keyof UserListRow, 'companies'>;

/** Record field → User property (every field of a list row but the list of companies). */
const SORTS: SortPaths<SortField> = {
  id: ['id'],
  uuid: ['uuid'],
  first_name: ['firstName', 'lastName'],
  last_name: ['lastName', 'firstName'],
  name: ['firstName', 'lastName'],
  email: ['email'],
  phone: ['phone'],
  role: ['role'],
  role_name: ['role'],
  default_lang: ['defaultLang'],
  created_at: ['createdAt'],
  blocked_at: ['blockedAt'],
  protected_identity: ['protectedIdentity'],
  health_coach: ['healthCoach.lastName', 'healthCoach.firstName'],
};

/**
 * The console's users resource (ra-data-simple-rest): a thin adapter over the user directory
 * and the same services, rules and validation as GET /api/users/:id/edit and PUT /api/users/:id.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly directory: UserDirectoryService,
    private readonly managed: ManagedUsersService,
    private readonly writer: UserWriterService,
  ) {}

  @Get()
  @RequirePermission('user.read')
  @ApiOperation({
    summary: 'Users in the caller’s scope, react-admin style: filter {q, role, id}, range, sort.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserListRow[]> {
    const query = parseEntityList<SortField, QueryOrderMap<User>>(raw, SORTS, 'last_name');
    const page = await this.directory.page(
      caller,
      Object.assign(new UserListQuery(), {
        page: Math.floor(query.offset / query.limit) + 1,
        per_page: query.limit,
        keyword: filters.text(query.filter, 'q')?.toLowerCase(),
        role: filters.oneOf(query.filter, 'role', ROLES),
      }),
      {
        order: query.orderBy,
        ids: filters.numericIds(query),
      },
    );
    return sendListPage(reply, 'users', query, { rows: page.data, total: page.total });
  }

  @Get(':id')
  @RequirePermission('user.read')
  @ApiOperation({ summary: 'One user, as GET /api/users/{id}/edit.' })
  one(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
  ): Promise<ManagedUserView> {
    return this.managed.show(caller, user);
  }

  @Put(':id')
  @RequirePermission('user.update')
  @ApiOperation({
    summary: 'Saves the record sent back, as PUT /api/users/{id}.',
    description:
      'Read-only parts of the record are ignored; `extra_permissions` is the form’s ' +
      '`permissions` (admin only).',
  })
  update(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
    @Body() record: AdminUpdateUserDto,
  ): Promise<ManagedUserView> {
    return this.writer.update(caller, user.id, userForm(record));
  }
}
