/** Who joins a room, as the video service shows them. */
export interface RoomParticipant {
  /** The user's uuid. */
  id: string;
  name: string;
  /** The meeting's specialist runs the room. */
  moderator: boolean;
}

/** One participant's way into a meeting's room. */
export interface RoomRequest {
  /** The room's name (the meeting's ext_meeting_id). */
  room: string;
  participant: RoomParticipant;
  /** When the room opens (the link is not valid before). */
  opensAt: Date;
  /** When the link stops working: the meeting's end and a margin. */
  closesAt: Date;
}

/**
 * The video service behind the meeting rooms. The default is a self-hosted Jitsi Meet server
 * (JitsiVideoRoomProvider); another service is another implementation bound to this token.
 */
export abstract class VideoRoomProvider {
  /** The link that opens the room for this participant. */
  abstract roomLink(request: RoomRequest): string;
}
