import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { UuidParamPipe } from 'src/companies/uuid-param.pipe';
import { BookMeetingDto } from './dto/book-meeting.dto';
import { CancelMeetingDto } from './dto/cancel-meeting.dto';
import { MeetingListQuery } from './dto/meeting-list.query';
import { type MeetingRoomView, type MeetingView } from './meeting-view';
import { MeetingsService } from './meetings.service';

/**
 * Video meetings between a specialist and a client (the specification names only the two GET
 * calls; booking, cancelling and marking held are this platform's design). Every route needs
 * meeting.read: `[user]` for a client's own meetings, `[therapist]` for a specialist's, `[*]` for
 * an admin, who reads them all but takes part in none (403 on a room or a change).
 */
@ApiTags('meetings')
@ApiBearerAuth()
@Controller('api/v1/meetings')
export class MeetingsController {
  constructor(private readonly meetings: MeetingsService) {}

  @Get()
  @RequirePermission('meeting.read')
  @ApiOperation({
    summary:
      'The caller’s meetings by start time (calendar), or with ?ext_meeting_id= one meeting’s room.',
    description:
      'Without ext_meeting_id: an array of meetings, optionally those ending after `from` and ' +
      'starting before `to` (at most 500); a client sees their own, a specialist theirs, an admin ' +
      'all. With ext_meeting_id (the room name of /meeting/{id}): {meeting, state, video_url} for ' +
      'a participant. state: not_open (before opens_at, MEETING_OPEN_MINUTES_BEFORE before the ' +
      'start), open (video_url is the caller’s link to the Jitsi room, with ?jwt= when tokens are ' +
      'configured), ended (past its end, or marked held). 404 "The meeting could not be found" ' +
      'for an unknown or cancelled meeting and for a meeting of others; 403 "Access denied" for ' +
      'an admin, who may read the meeting but takes part in none.',
  })
  @ApiBadRequestResponse({ description: 'A malformed from, to or ext_meeting_id' })
  @ApiForbiddenResponse({ description: 'Access denied: no meeting.read, or not a participant' })
  @ApiNotFoundResponse({ description: 'The meeting could not be found' })
  list(
    @Access() caller: CallerAccess,
    @Query() query: MeetingListQuery,
  ): Promise<MeetingView[] | MeetingRoomView> {
    if (query.ext_meeting_id !== undefined) {
      return this.meetings.room(caller, query.ext_meeting_id);
    }
    return this.meetings.list(caller, query);
  }

  @Post()
  @RequirePermission('meeting.read')
  @ApiOperation({
    summary: 'A specialist books a meeting with one of their clients (201).',
    description:
      'Body {client_uuid, starts_at, duration_minutes}. The caller must be a specialist ' +
      '(therapist or health coach, meeting.read.[therapist]; else 403) treating the client by ' +
      'an active therapist assignment or as health coach (else 404). starts_at in the future, ' +
      'duration one of MEETING_DURATIONS (25, 45): 400 keyed by field. Overlapping another of ' +
      'the specialist’s meetings that is not cancelled: 409. 25 minutes takes the product ' +
      'therapist_call_25 (1 credit), 45 minutes session_45 (2 credits) when held.',
  })
  @ApiBadRequestResponse({ description: 'Validation errors keyed by field' })
  @ApiForbiddenResponse({ description: 'The caller is not a specialist' })
  @ApiNotFoundResponse({ description: 'No such client of the caller' })
  @ApiConflictResponse({ description: 'The specialist has an overlapping meeting' })
  book(@Access() caller: CallerAccess, @Body() form: BookMeetingDto): Promise<MeetingView> {
    return this.meetings.book(caller, form);
  }

  @Post(':uuid/cancel')
  @HttpCode(200)
  @RequirePermission('meeting.read')
  @ApiParam({ name: 'uuid', description: 'A meeting the caller takes part in' })
  @ApiOperation({
    summary: 'Either participant cancels a meeting before it starts; reason optional.',
    description:
      'Only a scheduled meeting that has not started (else 409). Someone else’s meeting: 404; ' +
      'an admin: 403.',
  })
  @ApiBadRequestResponse({ description: 'A reason over 500 characters' })
  @ApiForbiddenResponse({ description: 'Access denied (an admin, not a participant)' })
  @ApiNotFoundResponse({ description: 'The meeting could not be found' })
  @ApiConflictResponse({ description: 'Already cancelled, started or held' })
  cancel(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
    @Body() form: CancelMeetingDto,
  ): Promise<MeetingView> {
    return this.meetings.cancel(caller, uuid, form);
  }

  @Post(':uuid/held')
  @HttpCode(200)
  @RequirePermission('meeting.read')
  @ApiParam({ name: 'uuid', description: 'A meeting of the calling specialist' })
  @ApiOperation({
    summary: 'The specialist marks a started meeting held, once.',
    description:
      'Where the client’s company pays in credits (it has a company subscription and granted ' +
      'the client credits), the same transaction writes a usage record of the meeting’s product ' +
      '(25 min: 1 credit, 45 min: 2) and takes the credits; 409 when they do not cover it (then ' +
      'nothing changes). Before the start, cancelled or already held: 409. The client: 403.',
  })
  @ApiForbiddenResponse({ description: 'Not the meeting’s specialist' })
  @ApiNotFoundResponse({ description: 'The meeting could not be found' })
  @ApiConflictResponse({ description: 'Not started, cancelled, already held, or credits short' })
  held(
    @Access() caller: CallerAccess,
    @Param('uuid', UuidParamPipe) uuid: string,
  ): Promise<MeetingView> {
    return this.meetings.held(caller, uuid);
  }
}
