import { Injectable } from '@nestjs/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { Environment } from 'src/config/environment';
import { type RoomRequest, VideoRoomProvider } from './video-room-provider';

/**
 * Rooms on a self-hosted Jitsi Meet server: `${JITSI_BASE_URL}/${room}`. With JITSI_JWT_SECRET
 * set, the link carries `?jwt=` in the shape of Jitsi's token authentication (prosody
 * `token_verification`): HS256, `iss` the app id, `aud`, `sub` the server's host, `room`,
 * `context.user` (id, name, moderator), `nbf` when the room opens and `exp` the meeting's end and
 * a margin.
 */
@Injectable()
export class JitsiVideoRoomProvider extends VideoRoomProvider {
  private readonly base: string;
  private readonly host: string;
  private readonly key: KeyObject | null;

  constructor(private readonly environment: Environment) {
    super();
    this.base = environment.JITSI_BASE_URL.replace(/\/+$/, '');
    this.host = new URL(this.base).hostname;
    const secret = environment.JITSI_JWT_SECRET;
    this.key = secret ? createSecretKey(Buffer.from(secret, 'utf8')) : null;
  }

  roomLink({ room, participant, opensAt, closesAt }: RoomRequest): string {
    const link = `${this.base}/${encodeURIComponent(room)}`;
    if (!this.key) return link;
    const token = sign(
      {
        room,
        context: {
          user: { id: participant.id, name: participant.name, moderator: participant.moderator },
        },
        nbf: Math.floor(opensAt.getTime() / 1000),
        exp: Math.floor(closesAt.getTime() / 1000),
      },
      this.key,
      {
        algorithm: 'HS256',
        issuer: this.environment.JITSI_JWT_APP_ID,
        audience: this.environment.JITSI_JWT_AUDIENCE,
        subject: this.host,
      },
    );
    return `${link}?jwt=${token}`;
  }
}
