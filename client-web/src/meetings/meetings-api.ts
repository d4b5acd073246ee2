import { type ApiSchemas } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

/** A meeting as its participants see it (GET api/v1/meetings). */
export type Meeting = ApiSchemas['MeetingView'];
/** One meeting's room: its state and, while open, the caller's video link. */
export type MeetingRoom = ApiSchemas['MeetingRoomView'];
export type RoomState = Meeting['room_state'];

/** A client the specialist may book (GET api/clients/{locale}). */
export interface ClientChoice {
  uuid: string;
  name: string;
}

/** GET api/v1/meetings: the caller's meetings by start time, optionally within [from, to). */
export function fetchMeetings(window: { from?: Date; to?: Date } = {}): Promise<Meeting[]> {
  const query = new URLSearchParams();
  if (window.from) query.set('from', window.from.toISOString());
  if (window.to) query.set('to', window.to.toISOString());
  const search = query.toString();
  return apiRequest<Meeting[]>(`/api/v1/meetings${search === '' ? '' : `?${search}`}`);
}

/** GET api/v1/meetings?ext_meeting_id={id}: the room of /meeting/{id}. */
export function fetchMeetingRoom(extMeetingId: string): Promise<MeetingRoom> {
  return apiRequest<MeetingRoom>(
    `/api/v1/meetings?ext_meeting_id=${encodeURIComponent(extMeetingId)}`,
  );
}

export interface BookingForm {
  client_uuid: string;
  starts_at: string;
  duration_minutes: number;
}

/** POST api/v1/meetings: the specialist books a meeting with one of their clients. */
export function bookMeeting(form: BookingForm): Promise<Meeting> {
  return apiRequest<Meeting>('/api/v1/meetings', { method: 'POST', body: form });
}

/** POST api/v1/meetings/{uuid}/cancel, with an optional reason. */
export function cancelMeeting(uuid: string, reason: string): Promise<Meeting> {
  const body = reason.trim() === '' ? {} : { reason: reason.trim() };
  return apiRequest<Meeting>(`/api/v1/meetings/${uuid}/cancel`, { method: 'POST', body });
}

/** POST api/v1/meetings/{uuid}/held: the specialist marks a started meeting held. */
export function markMeetingHeld(uuid: string): Promise<Meeting> {
  return apiRequest<Meeting>(`/api/v1/meetings/${uuid}/held`, { method: 'POST' });
}

/** The specialist's clients by name, for booking (GET api/clients/{locale}). */
export async function fetchClientChoices(): Promise<ClientChoice[]> {
  const rows = await apiRequest<ClientChoice[]>(`/api/clients/${currentLocale()}`);
  return rows.map(({ uuid, name }) => ({ uuid, name }));
}
