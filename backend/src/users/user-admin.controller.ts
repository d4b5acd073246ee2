import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type Language } from 'src/common/i18n/language';
import { CallerLanguage } from 'src/programs/caller-language';
import { type ProgramSubscriptionView } from 'src/subscriptions/subscription-views';
import { CreateUserDto } from './dto/create-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { type ManagedUserView } from './managed-user-view';
import { ManagedUsersService } from './managed-users.service';
import { type BlockState, UserBlockingService } from './user-blocking.service';
import { UserIdPipe, type UserReference, UserReferencePipe } from './user-reference.pipe';
import { UserWriterService } from './user-writer.service';

/**
 * One user, for staff: read, create, edit, block. A user outside the caller's scope answers 404;
 * reading or changing a client is access-logged.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
export class UserAdminController {
  constructor(
    private readonly managed: ManagedUsersService,
    private readonly writer: UserWriterService,
    private readonly blocking: UserBlockingService,
  ) {}

  @Get('users/:id/edit')
  @RequirePermission('user.read')
  @ApiOperation({ summary: 'The edit form of one user by numeric id (the admin view of User).' })
  edit(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
  ): Promise<ManagedUserView> {
    return this.managed.show(caller, user);
  }

  @Get('users/:id/edit-temp')
  @RequirePermission('user.read')
  @ApiOperation({
    summary: 'The edit form of a user whose invitation may still be pending.',
    description:
      'The same user data as /edit (with the latest invitation) plus program_subscription_temp: ' +
      'the program subscriptions made for the user before they activated their account (as ' +
      'GET /api/users/program_subscription_temp/{id}; empty without user/subscription.read ' +
      'covering the user), named in the caller’s language.',
  })
  editTemp(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
    @CallerLanguage() language: Language,
  ): Promise<ManagedUserView & { program_subscription_temp: ProgramSubscriptionView[] }> {
    return this.managed.showWithStagedSubscriptions(caller, user, language);
  }

  @Get('v1/users/:id/formatted')
  @RequirePermission('user.read')
  @ApiOperation({ summary: 'The formatted User, by numeric id or by uuid.' })
  formatted(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) user: UserReference,
  ): Promise<ManagedUserView> {
    return this.managed.show(caller, user);
  }

  @Post('users')
  @RequirePermission('user.create')
  @ApiOperation({
    summary: 'Creates a user without a password; answers the new user as /edit does (201).',
    description:
      'Admins may give any role, extra permissions and a company or unit; health coaches ' +
      'create clients (and may place them); premium therapists create clients who get them as ' +
      'health coach. E-mail and national id must be free.',
  })
  create(@Access() caller: CallerAccess, @Body() form: CreateUserDto): Promise<ManagedUserView> {
    return this.writer.create(caller, form);
  }

  @Put('users/:id')
  @RequirePermission('user.update')
  @ApiOperation({
    summary: 'Changes the fields sent; answers the user as /edit does.',
    description:
      'Non-admins edit clients only; only admins change roles and extra permissions (the list ' +
      'sent replaces the user’s own grants). Company and unit add a membership. One’s own ' +
      'account is changed through /api/users/update-current-user-profile instead (403 here). ' +
      'A new e-mail for an account that may be in use (activated, with a password or a ' +
      'personal number) is not set here: the new address is mailed a link to confirm it ' +
      '(POST /api/v1/users/email-change/confirm), the old one is told, and until then the ' +
      'answer keeps `email` and shows the new address as `pending_email`. Only an admin sets ' +
      'or changes the personal number of such an account (it is an e-ID login to it; 403 ' +
      'otherwise). Changes of the ' +
      'e-mail, phone and personal number are audited and shown to the owner.',
  })
  update(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
    @Body() form: UpdateUserDto,
  ): Promise<ManagedUserView> {
    return this.writer.update(caller, user.id, form);
  }

  @Put('users/:id/block')
  @RequirePermission('user.update')
  @ApiOperation({
    summary: 'Blocks the account and ends all its sessions (admin; health coach for clients).',
  })
  block(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
  ): Promise<BlockState> {
    return this.blocking.setBlocked(caller, user.id, true);
  }

  @Put('users/:id/unblock')
  @RequirePermission('user.update')
  @ApiOperation({
    summary: 'Lets a blocked account log in again (admin; health coach for clients).',
  })
  unblock(
    @Access() caller: CallerAccess,
    @Param('id', UserIdPipe) user: { id: number },
  ): Promise<BlockState> {
    return this.blocking.setBlocked(caller, user.id, false);
  }
}
