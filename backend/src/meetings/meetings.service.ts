import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { scopedSubject } from '@sinnro/access';
import { randomBytes } from 'node:crypto';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { Product } from 'src/products/product.entity';
import { User } from 'src/users/user.entity';
import { SPECIALIST_ROLES } from 'src/users/user-scope';
import { type BookMeetingDto } from './dto/book-meeting.dto';
import { type CancelMeetingDto } from './dto/cancel-meeting.dto';
import { type MeetingListQuery } from './dto/meeting-list.query';
import { MeetingCreditsService } from './meeting-credits.service';
import { Meeting } from './meeting.entity';
import { type MeetingRoomView, type MeetingView, meetingView, roomState } from './meeting-view';
import { VideoRoomProvider } from './video/video-room-provider';

/** The product a meeting's credits are taken for, by its length (spec 9: 25 min = 1, 45 min = 2). */
const PRODUCT_BY_MINUTES: Record<number, string> = { 25: 'therapist_call_25', 45: 'session_45' };

const POPULATE = ['specialist', 'client', 'product', 'usageRecord'] as const;

/**
 * Meetings between a specialist and a client. Who reaches a meeting: its client (`[user]`), its
 * specialist (`[therapist]`) and `[*]` (admin, read only). A caller outside that learns nothing
 * (404); an admin, who may read every meeting but takes part in none, is refused its room and its
 * changes with 403 "Access denied".
 */
@Injectable()
export class MeetingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly environment: Environment,
    private readonly video: VideoRoomProvider,
    private readonly credits: MeetingCreditsService,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
  ) {}

  /** The caller's meetings, by start time, within an optional window (at most 500). */
  async list(caller: CallerAccess, query: MeetingListQuery): Promise<MeetingView[]> {
    const scope = caller.filter('read', 'meeting');
    if (scope.kind === 'none') return [];
    const where: FilterQuery<Meeting>[] = [];
    if (scope.kind === 'some') {
      where.push({
        $or: [
          { client: { uuid: { $in: scope.userUuids } } },
          { specialist: { uuid: { $in: scope.therapistUuids } } },
        ],
      });
    }
    if (query.from) where.push({ endsAt: { $gt: new Date(query.from) } });
    if (query.to) where.push({ startsAt: { $lt: new Date(query.to) } });
    const meetings = await this.em.find(
      Meeting,
      { $and: where },
      { populate: POPULATE, orderBy: { startsAt: 'asc', id: 'asc' }, limit: 500 },
    );
    const clients = new Set(meetings.map((meeting) => meeting.client.uuid));
    for (const clientUuid of clients) {
      await this.accessLog.record(caller, { clientUuid, action: 'read', resource: 'meeting' });
    }
    const now = new Date();
    return meetings.map((meeting) => this.view(meeting, now));
  }

  /** One meeting's room for a participant: its state and, while open, the caller's video link. */
  async room(caller: CallerAccess, extMeetingId: string): Promise<MeetingRoomView> {
    const meeting = await this.em.findOne(Meeting, { extMeetingId }, { populate: POPULATE });
    if (!meeting || meeting.status === 'cancelled') throw meetingNotFound();
    this.assertParticipant(caller, meeting);
    await this.accessLog.record(caller, {
      clientUuid: meeting.client.uuid,
      action: 'read',
      resource: 'meeting',
      resourceId: meeting.uuid,
    });
    const now = new Date();
    const view = this.view(meeting, now);
    const state = roomState(meeting, view.opens_at, now);
    const isSpecialist = meeting.specialist.id === caller.userId;
    const self = isSpecialist ? meeting.specialist : meeting.client;
    const videoUrl =
      state === 'open'
        ? this.video.roomLink({
            room: meeting.extMeetingId,
            participant: {
              id: self.uuid,
              name: `${self.firstName} ${self.lastName}`.trim(),
              moderator: isSpecialist,
            },
            opensAt: view.opens_at,
            closesAt: new Date(
              meeting.endsAt.getTime() + this.environment.MEETING_LINK_MARGIN_MINUTES * 60_000,
            ),
          })
        : null;
    return { meeting: view, state, video_url: videoUrl };
  }

  /** A specialist books a meeting with one of their clients. */
  async book(caller: CallerAccess, form: BookMeetingDto): Promise<MeetingView> {
    if (
      !SPECIALIST_ROLES.includes(caller.user.role) ||
      !caller.ability.can('read', scopedSubject('meeting', { therapistUuid: caller.userUuid }))
    ) {
      throw ApiException.forbidden('meetings.notSpecialist');
    }
    const allowed = this.environment.MEETING_DURATIONS.map(Number);
    const startsAt = new Date(form.starts_at);
    const errors: FieldErrors = {};
    if (!allowed.includes(form.duration_minutes)) {
      errors.duration_minutes = [
        { key: 'meetings.durationInvalid', params: { allowed: allowed.join('/') } },
      ];
    }
    if (startsAt.getTime() <= Date.now()) errors.starts_at = [{ key: 'meetings.startInPast' }];
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);

    const client = await this.em.findOne(
      User,
      { uuid: form.client_uuid.toLowerCase(), role: 'client' },
      { populate: ['healthCoach'] },
    );
    if (!client || !(await this.isClientOf(client, caller.userId))) throw ApiException.notFound();

    const endsAt = new Date(startsAt.getTime() + form.duration_minutes * 60_000);
    const productCode = PRODUCT_BY_MINUTES[form.duration_minutes];
    const product = productCode ? await this.em.findOne(Product, { code: productCode }) : null;
    const id = await this.em.transactional(async (tx) => {
      // One booking per specialist at a time, so two overlapping bookings cannot both pass.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?), ?)', [
        'meetings.specialist',
        caller.userId,
      ]);
      const overlapping = await tx.count(Meeting, {
        specialist: caller.userId,
        status: { $ne: 'cancelled' },
        startsAt: { $lt: endsAt },
        endsAt: { $gt: startsAt },
      });
      if (overlapping > 0) throw ApiException.conflict('meetings.overlap');
      const meeting = tx.create(Meeting, {
        extMeetingId: `sinnro-${randomBytes(12).toString('hex')}`,
        specialist: tx.getReference(User, caller.userId),
        client: tx.getReference(User, client.id),
        startsAt,
        endsAt,
        durationMinutes: form.duration_minutes,
        product: product ? tx.getReference(Product, product.id) : null,
        createdByUuid: caller.actorUuid,
      });
      await tx.flush();
      await this.audit.record(caller, {
        event: 'meeting.book',
        subjectType: 'meeting',
        subjectId: meeting.uuid,
        details: { client_uuid: client.uuid, duration_minutes: form.duration_minutes },
      });
      await this.accessLog.record(caller, {
        clientUuid: client.uuid,
        action: 'create',
        resource: 'meeting',
        resourceId: meeting.uuid,
      });
      return meeting.id;
    });
    return this.reload(id);
  }

  /** Either participant cancels a meeting that has not started. */
  async cancel(caller: CallerAccess, uuid: string, form: CancelMeetingDto): Promise<MeetingView> {
    const meeting = await this.participantsMeeting(caller, uuid);
    if (meeting.status === 'cancelled') throw ApiException.conflict('meetings.alreadyCancelled');
    const reason = form.reason?.trim() ? form.reason.trim() : null;
    const changed = await this.em.transactional(async (tx) => {
      // Guarded: a meeting that started (or was cancelled or held) meanwhile stays as it is.
      const rows = await tx.nativeUpdate(
        Meeting,
        { id: meeting.id, status: 'scheduled', startsAt: { $gt: new Date() } },
        {
          status: 'cancelled',
          cancelledAt: new Date(),
          cancelledByUuid: caller.actorUuid,
          cancelReason: reason,
        },
      );
      if (rows === 0) return false;
      await this.audit.record(caller, {
        event: 'meeting.cancel',
        subjectType: 'meeting',
        subjectId: meeting.uuid,
        details: { client_uuid: meeting.client.uuid },
      });
      await this.accessLog.record(caller, {
        clientUuid: meeting.client.uuid,
        action: 'update',
        resource: 'meeting',
        resourceId: meeting.uuid,
      });
      return true;
    });
    if (!changed) throw ApiException.conflict('meetings.cancelOnlyBeforeStart');
    return this.reload(meeting.id);
  }

  /**
   * The specialist marks a meeting held, once, when MEETING_HELD_AFTER_PERCENT of its booked length
   * has passed, and only while they are still the client's specialist (a former one cannot take
   * the client's credits). Where the client's company pays in credits, the same transaction writes
   * the usage record of the meeting's product and takes its credits.
   */
  async held(caller: CallerAccess, uuid: string): Promise<MeetingView> {
    const meeting = await this.participantsMeeting(caller, uuid);
    if (meeting.specialist.id !== caller.userId) throw ApiException.forbidden();
    if (meeting.status === 'cancelled') throw ApiException.conflict('meetings.alreadyCancelled');
    if (meeting.status === 'held') throw ApiException.conflict('meetings.alreadyHeld');
    if (meeting.startsAt.getTime() > Date.now()) {
      throw ApiException.conflict('meetings.heldOnlyAfterStart');
    }
    const minimumMs = Math.ceil(
      (meeting.durationMinutes * 60_000 * this.environment.MEETING_HELD_AFTER_PERCENT) / 100,
    );
    if (meeting.startsAt.getTime() + minimumMs > Date.now()) {
      throw new ApiException(HttpStatus.CONFLICT, {
        key: 'meetings.heldTooEarly',
        params: { minutes: Math.ceil(minimumMs / 60_000) },
      });
    }
    if (!(await this.isClientOf(meeting.client, caller.userId))) {
      throw ApiException.forbidden('meetings.notCurrentSpecialist');
    }
    await this.em.transactional(async (tx) => {
      const now = new Date();
      const rows = await tx.nativeUpdate(
        Meeting,
        {
          id: meeting.id,
          status: 'scheduled',
          startsAt: { $lte: new Date(now.getTime() - minimumMs) },
        },
        { status: 'held', heldAt: now },
      );
      if (rows === 0) throw ApiException.conflict('meetings.alreadyHeld');
      const record = await this.credits.recordUse(tx, caller, meeting);
      if (record) await tx.nativeUpdate(Meeting, { id: meeting.id }, { usageRecord: record.id });
      await this.audit.record(caller, {
        event: 'meeting.held',
        subjectType: 'meeting',
        subjectId: meeting.uuid,
        details: {
          client_uuid: meeting.client.uuid,
          usage_record_uuid: record?.uuid ?? null,
          credits: record?.credits ?? 0,
        },
      });
      await this.accessLog.record(caller, {
        clientUuid: meeting.client.uuid,
        action: 'update',
        resource: 'meeting',
        resourceId: meeting.uuid,
      });
    });
    return this.reload(meeting.id);
  }

  /** The meeting by uuid when the caller takes part in it; else 404, or 403 for an admin. */
  private async participantsMeeting(caller: CallerAccess, uuid: string): Promise<Meeting> {
    const meeting = await this.em.findOne(Meeting, { uuid }, { populate: POPULATE });
    if (!meeting) throw meetingNotFound();
    this.assertParticipant(caller, meeting);
    return meeting;
  }

  private assertParticipant(caller: CallerAccess, meeting: Meeting): void {
    if (meeting.specialist.id === caller.userId || meeting.client.id === caller.userId) return;
    const owners = { userUuid: meeting.client.uuid, therapistUuid: meeting.specialist.uuid };
    if (caller.ability.can('read', scopedSubject('meeting', owners))) {
      throw ApiException.forbidden();
    }
    throw meetingNotFound();
  }

  /**
   * Whether the specialist treats the client: by an active therapist assignment, or, for a client
   * with none, as their health coach (the `[therapist]` scope's rule, see ownersOf).
   */
  private async isClientOf(client: User, specialistId: number): Promise<boolean> {
    const assignments = await this.em.find(
      TherapistAssignment,
      { client, endedAt: null },
      { fields: ['therapist'] },
    );
    if (assignments.length > 0) {
      return assignments.some((assignment) => assignment.therapist.id === specialistId);
    }
    return client.healthCoach?.id === specialistId;
  }

  private async reload(id: number): Promise<MeetingView> {
    const meeting = await this.em.fork().findOneOrFail(Meeting, { id }, { populate: POPULATE });
    return this.view(meeting, new Date());
  }

  private view(meeting: Meeting, now: Date): MeetingView {
    return meetingView(meeting, this.environment.MEETING_OPEN_MINUTES_BEFORE, now);
  }
}

function meetingNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, { key: 'meetings.notFound' });
}
