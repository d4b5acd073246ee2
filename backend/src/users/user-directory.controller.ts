import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { UserListQuery } from './dto/user-list.query';
import { UsersByRolesDto } from './dto/users-by-roles.dto';
import { UserDirectoryService, type UserListPage, type UserOption } from './user-directory.service';

/** Lists of users for staff, always within the caller's user.read scope. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api/users')
@RequirePermission('user.read')
export class UserDirectoryController {
  constructor(private readonly directory: UserDirectoryService) {}

  @Get('list')
  @ApiOperation({
    summary: 'A page of the users in scope: { data, total, page, per_page }.',
    description:
      'Search by keyword (names, e-mail), filter by role, sort by name, email, ' +
      'created_at or role. A caller whose scope is only their own account gets 403.',
  })
  list(@Access() caller: CallerAccess, @Query() query: UserListQuery): Promise<UserListPage> {
    return this.directory.page(caller, query);
  }

  @Post('full-list-by-roles')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every user in scope with one of the roles, as { userList }.' })
  byRoles(
    @Access() caller: CallerAccess,
    @Body() body: UsersByRolesDto,
  ): Promise<{ userList: UserOption[] }> {
    return this.directory.byRoles(caller, body.roles);
  }

  @Get('full-list-by-role/hc')
  @ApiOperation({ summary: 'The active health coaches, by name.' })
  healthCoaches(@Access() caller: CallerAccess): Promise<UserOption[]> {
    return this.directory.healthCoaches(caller);
  }

  @Get('get-default-hc')
  @ApiOperation({ summary: 'The health coach new clients get: the first active one, or null.' })
  defaultHealthCoach(@Access() caller: CallerAccess): Promise<UserOption | null> {
    return this.directory.defaultHealthCoach(caller);
  }
}
