import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Role } from '@sinnro/access';
import { IsOptional, IsString } from 'class-validator';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { contentRange, parseListQuery } from 'src/common/http/react-admin-query';
import { UserListQuery, type UserListOrder } from './dto/user-list.query';
import { UserDirectoryService, type UserListRow } from './user-directory.service';

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

const SORTABLE = ['last_name', 'first_name', 'email', 'role', 'created_at'] as const;
const ORDER_BY: Record<(typeof SORTABLE)[number], UserListOrder> = {
  last_name: 'name',
  first_name: 'name',
  email: 'email',
  role: 'role',
  created_at: 'created_at',
};

/** The console's users resource (ra-data-simple-rest): a thin adapter over the user directory. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly directory: UserDirectoryService) {}

  @Get()
  @RequirePermission('user.read')
  @ApiOperation({
    summary: 'Users in the caller’s scope, react-admin style: filter {q, role}, range, sort.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: ReactAdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserListRow[]> {
    const query = parseListQuery(raw, SORTABLE, 'last_name');
    const q = query.filter.q;
    const role = query.filter.role;
    const page = await this.directory.page(
      caller,
      Object.assign(new UserListQuery(), {
        page: Math.floor(query.offset / query.limit) + 1,
        per_page: query.limit,
        keyword: typeof q === 'string' && q.trim() ? q.trim().toLowerCase() : undefined,
        role: typeof role === 'string' ? (role as Role) : undefined,
        order_by: ORDER_BY[query.sort.field],
        order: query.sort.order === 'ASC' ? 'asc' : 'desc',
      }),
    );
    void reply.header(
      'Content-Range',
      contentRange('users', query.offset, page.data.length, page.total),
    );
    return page.data;
  }
}
