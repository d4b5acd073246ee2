import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { type NotificationView } from 'src/care-team/notification-view';
import { NotificationsService } from 'src/care-team/notifications.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { LanguageParamPipe } from 'src/lookups/language-param.pipe';
import { type UserReference, UserReferencePipe } from 'src/users/user-reference.pipe';
import { ClientHoldsService } from './client-holds.service';
import { ClientNotesService } from './client-notes.service';
import {
  CandidatesQueryDto,
  ClientHoldDto,
  ClientNoteDto,
  SingleCandidateDto,
} from './dto/specialist-forms.dto';
import { passiveStatus } from './passive-status';
import { SpecialistClientsService } from './specialist-clients.service';
import {
  type CandidateList,
  type CandidateSummary,
  type ClientHoldStateView,
  type ClientNoteView,
  type ClientOption,
  type ModuleSummaryList,
  type PassiveStatusView,
} from './specialist-views';

const CLIENT = {
  name: 'id',
  description: 'The client’s id or uuid (a client outside the caller’s care answers 404)',
};
const LOCALE = { name: 'locale', enum: ['sv', 'en'] };

/**
 * The specialists' views of their clients: therapists (their assigned clients), the clinic roles
 * (their clinic's clients), health coaches and admins (everyone). Other roles get 403; a client
 * outside the caller's scope answers 404 on every route.
 */
@ApiTags('specialists')
@ApiBearerAuth()
@Controller('api')
export class SpecialistsController {
  constructor(
    private readonly clients: SpecialistClientsService,
    private readonly notes: ClientNotesService,
    private readonly holds: ClientHoldsService,
    private readonly notifications: NotificationsService,
  ) {}

  @Post('get-my-candidates')
  @HttpCode(200)
  @RequirePermission('user.read')
  @ApiOperation({
    summary:
      'The caller’s clients with status badges, subscription models, end date and the fewer-than-3-days flag; optional search, passive filter and page.',
  })
  candidates(
    @Access() caller: CallerAccess,
    @Body() query: CandidatesQueryDto,
  ): Promise<CandidateList> {
    return this.clients.list(caller, query);
  }

  @Post('get-my-single-candidate')
  @HttpCode(200)
  @RequirePermission('user.read')
  @ApiOperation({
    summary:
      'One of the caller’s clients: profile basics, subscriptions with module progress, latest reports and the number of notes (access-logged).',
  })
  singleCandidate(
    @Access() caller: CallerAccess,
    @Body() form: SingleCandidateDto,
  ): Promise<CandidateSummary> {
    const reference =
      form.user_id !== undefined && form.uuid === undefined
        ? { id: form.user_id }
        : form.uuid !== undefined && form.user_id === undefined
          ? { uuid: form.uuid.toLowerCase() }
          : null;
    if (!reference) {
      throw ApiException.badRequest('specialists.clientRequired', {
        user_id: [{ key: 'specialists.clientRequired' }],
      });
    }
    return this.clients.summary(caller, reference);
  }

  @Post('get-my-notifications')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'The caller’s notifications: open risk flags first, then the rest newest first (acknowledge with POST /api/notifications/{id}/acknowledge).',
  })
  myNotifications(@Access() caller: CallerAccess): Promise<NotificationView[]> {
    return this.notifications.list(caller);
  }

  @Get('get-specialist-client-notes/:id')
  @RequirePermission('user/subscription.read')
  @ApiParam(CLIENT)
  @ApiOperation({ summary: 'The client’s notes, newest first (access-logged).' })
  clientNotes(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
  ): Promise<ClientNoteView[]> {
    return this.notes.list(caller, id);
  }

  @Post('get-specialist-client-notes/:id')
  @RequirePermission('user/subscription.read')
  @ApiParam(CLIENT)
  @ApiOperation({ summary: 'Writes a note about the client, 1–5000 characters (access-logged).' })
  writeNote(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    @Body() form: ClientNoteDto,
  ): Promise<ClientNoteView> {
    return this.notes.write(caller, id, form.text);
  }

  @Get('get-single-clint-module-summaries/:id/:locale')
  @RequirePermission('user/subscription.read')
  @ApiParam(CLIENT)
  @ApiParam(LOCALE)
  @ApiOperation({
    summary:
      'Per module of the client’s subscriptions: name, progress, rounds with their dates, completed and the number of reports (access-logged).',
  })
  moduleSummaries(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    @Param('locale', LanguageParamPipe) locale: Language,
  ): Promise<ModuleSummaryList> {
    return this.clients.moduleSummaries(caller, id, locale);
  }

  @Get('users/changePassiveStatus/:id/:status')
  @RequirePermission('user.read')
  @ApiParam(CLIENT)
  @ApiParam({ name: 'status', enum: ['0', '1'], description: '1 passive, 0 active' })
  @ApiOperation({ summary: 'Marks the client passive or active in the caller’s own list.' })
  changePassiveStatus(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    // A string: the global pipe would turn a boolean parameter's "1" into false.
    @Param('status') status: string,
  ): Promise<PassiveStatusView> {
    return this.clients.setPassive(caller, id, passiveStatus(status));
  }

  @Get('clients/:locale')
  @RequirePermission('user.read')
  @ApiParam(LOCALE)
  @ApiOperation({ summary: 'The caller’s clients as a compact list by name (for pickers).' })
  clientOptions(
    @Access() caller: CallerAccess,
    @Param('locale', LanguageParamPipe) _locale: Language,
  ): Promise<ClientOption[]> {
    return this.clients.options(caller);
  }

  @Post('specialist/clients/:id/block')
  @HttpCode(200)
  @RequirePermission('user.update')
  @ApiParam(CLIENT)
  @ApiOperation({
    summary:
      'Blocks the client’s treatment, with an optional message and last day (audited); replaces a block in force.',
  })
  block(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    @Body() form: ClientHoldDto,
  ): Promise<ClientHoldStateView> {
    return this.holds.place(caller, id, 'block', form);
  }

  @Post('specialist/clients/:id/unblock')
  @HttpCode(200)
  @RequirePermission('user.update')
  @ApiParam(CLIENT)
  @ApiOperation({ summary: 'Lifts the block in force (audited); 409 when there is none.' })
  unblock(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
  ): Promise<ClientHoldStateView> {
    return this.holds.lift(caller, id, 'block');
  }

  @Post('specialist/clients/:id/snooze')
  @HttpCode(200)
  @RequirePermission('user.update')
  @ApiParam(CLIENT)
  @ApiOperation({
    summary:
      'Snoozes the client, with an optional message and last day (audited); replaces a snooze in force.',
  })
  snooze(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
    @Body() form: ClientHoldDto,
  ): Promise<ClientHoldStateView> {
    return this.holds.place(caller, id, 'snooze', form);
  }

  @Post('specialist/clients/:id/unsnooze')
  @HttpCode(200)
  @RequirePermission('user.update')
  @ApiParam(CLIENT)
  @ApiOperation({ summary: 'Lifts the snooze in force (audited); 409 when there is none.' })
  unsnooze(
    @Access() caller: CallerAccess,
    @Param('id', UserReferencePipe) id: UserReference,
  ): Promise<ClientHoldStateView> {
    return this.holds.lift(caller, id, 'snooze');
  }
}
