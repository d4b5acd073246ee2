import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SessionAnswer } from 'src/users/current-user-profile.service';
import { AllowedWhileReadOnly, Authenticated, RequirePermission } from '../access-requirements';
import { Access, type AuthenticatedUser, CurrentUser } from '../authenticated-user';
import { type CallerAccess } from '../caller-access';
import { StartActionQueryDto, StopActionQueryDto } from './dto/impersonation-action-query.dto';
import { type ImpersonationSession } from './dto/impersonation-session.dto';
import {
  ImpersonateRoleParamsDto,
  ImpersonateRoleQueryDto,
} from './dto/impersonate-role-params.dto';
import { StartImpersonationDto } from './dto/start-impersonation.dto';
import { StopImpersonationDto } from './dto/stop-impersonation.dto';
import { ImpersonationService } from './impersonation.service';

const START_RULES =
  "The target must be active (400 if blocked), within the scope of the caller's user.impersonate " +
  'grant (404 otherwise), and neither an admin nor anyone who may impersonate (403 "Admins cannot ' +
  'impersonate other admins"). A token that is itself impersonating cannot start another (400). ' +
  'Answers { token, user, original_user_id, impersonating_as_id }: the token acts with the ' +
  "target's grants, names both users, and every access-log and audit row it causes names the " +
  "admin. Keep the admin's own token to return to; stop ends the impersonation. Audited as " +
  'impersonation.start, with the reason. A client as target needs a reason of at least 10 ' +
  'characters (400). The impersonation is read-only: every POST, PUT, PATCH and DELETE answers ' +
  '403 (impersonation.readOnly), except stop and the session handover, unless started with ' +
  'with_changes, which needs user/impersonation.update for the target (403 otherwise); the token ' +
  'says which (impersonation_read_only).';

@ApiTags('impersonation')
@ApiBearerAuth()
@Controller()
export class ImpersonationController {
  constructor(private readonly impersonations: ImpersonationService) {}

  @Post('api/users/impersonate')
  @RequirePermission('user.impersonate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start acting as another user (?action=start).',
    description: START_RULES,
  })
  start(
    @Access() caller: CallerAccess,
    @Query() _query: StartActionQueryDto,
    @Body() body: StartImpersonationDto,
  ): Promise<ImpersonationSession> {
    return this.impersonations.startAsUser(caller, body.user_uuid, {
      reason: body.reason,
      withChanges: body.with_changes === true,
    });
  }

  @Post('api/users/impersonate/stop')
  @Authenticated()
  @AllowedWhileReadOnly()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stop acting as another user (?action=stop); answers a fresh token for the admin.',
    description:
      'Only with an impersonation token (400 otherwise). Revokes that token and answers ' +
      '{ token, user } for the original admin, who must still be active and hold ' +
      'user.impersonate. The body may name the original user (user_uuid or original_user_id); ' +
      'if it does, it must be the one the token names. Audited as impersonation.stop.',
  })
  stop(
    @Access() caller: CallerAccess,
    @CurrentUser() session: AuthenticatedUser,
    @Query() _query: StopActionQueryDto,
    @Body() body: StopImpersonationDto,
  ): Promise<SessionAnswer> {
    return this.impersonations.stop(caller, session, body.user_uuid ?? body.original_user_id);
  }

  @Get('api/v1/account/impersonate/:role')
  @RequirePermission('user.impersonate')
  @ApiOperation({
    summary: 'See the product as a role: start acting as the first active user of that role.',
    description:
      'For callers who may impersonate anyone (user.impersonate.[*]; 403 otherwise). Picks the ' +
      'oldest unblocked account of the role (404 if there is none); admin is refused (403). ' +
      'Always read-only; the client role needs ?reason= (at least 10 characters). ' +
      `Otherwise exactly as POST /api/users/impersonate. ${START_RULES}`,
  })
  startAsRole(
    @Access() caller: CallerAccess,
    @Param() params: ImpersonateRoleParamsDto,
    @Query() query: ImpersonateRoleQueryDto,
  ): Promise<ImpersonationSession> {
    return this.impersonations.startAsRole(caller, params.role, query.reason ?? null);
  }
}
