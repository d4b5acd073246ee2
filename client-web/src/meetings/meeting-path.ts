/** The meeting room of a meeting (its video room's name). */
export function meetingRoomPath(extMeetingId: string): string {
  return `/meeting/${encodeURIComponent(extMeetingId)}`;
}
