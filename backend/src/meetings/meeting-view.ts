import { type User } from 'src/users/user.entity';
import { type Meeting, type MeetingStatus } from './meeting.entity';

/**
 * Where a meeting's room stands for its participants: not yet open (it opens
 * MEETING_OPEN_MINUTES_BEFORE its start), open, or ended (past its end, or marked held). A
 * cancelled meeting has no room.
 */
export type RoomState = 'not_open' | 'open' | 'ended' | 'cancelled';

export interface MeetingPerson {
  uuid: string;
  first_name: string;
  last_name: string;
}

/** A meeting as its participants (and admins) see it. */
export interface MeetingView {
  uuid: string;
  /** The video room's name: the meeting room page is /meeting/{ext_meeting_id}. */
  ext_meeting_id: string;
  status: MeetingStatus;
  room_state: RoomState;
  starts_at: Date;
  ends_at: Date;
  /** When the room opens. */
  opens_at: Date;
  duration_minutes: number;
  specialist: MeetingPerson;
  client: MeetingPerson;
  /** The product its credits are taken for when held (null: none). */
  product_code: string | null;
  credits: number | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  held_at: Date | null;
  /** The usage record written when it was held (null: none, the client's company does not pay in credits). */
  usage_record_uuid: string | null;
  created_at: Date;
}

/** One meeting's room for a participant: its state and, while open, the video link. */
export interface MeetingRoomView {
  meeting: MeetingView;
  state: RoomState;
  /** The caller's link into the video room; null unless the room is open. */
  video_url: string | null;
}

function person(user: User): MeetingPerson {
  return { uuid: user.uuid, first_name: user.firstName, last_name: user.lastName };
}

export function roomState(
  meeting: Pick<Meeting, 'status' | 'endsAt'>,
  opensAt: Date,
  now: Date,
): RoomState {
  if (meeting.status === 'cancelled') return 'cancelled';
  if (meeting.status === 'held' || now >= meeting.endsAt) return 'ended';
  return now < opensAt ? 'not_open' : 'open';
}

export function meetingView(meeting: Meeting, openMinutesBefore: number, now: Date): MeetingView {
  const opensAt = new Date(meeting.startsAt.getTime() - openMinutesBefore * 60_000);
  return {
    uuid: meeting.uuid,
    ext_meeting_id: meeting.extMeetingId,
    status: meeting.status,
    room_state: roomState(meeting, opensAt, now),
    starts_at: meeting.startsAt,
    ends_at: meeting.endsAt,
    opens_at: opensAt,
    duration_minutes: meeting.durationMinutes,
    specialist: person(meeting.specialist),
    client: person(meeting.client),
    product_code: meeting.product?.code ?? null,
    credits: meeting.product?.creditValue ?? null,
    cancelled_at: meeting.cancelledAt,
    cancelled_by: meeting.cancelledByUuid,
    cancel_reason: meeting.cancelReason,
    held_at: meeting.heldAt,
    usage_record_uuid: meeting.usageRecord?.uuid ?? null,
    created_at: meeting.createdAt,
  };
}
