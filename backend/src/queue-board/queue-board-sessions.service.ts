import { Injectable } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { boardSessionCookie, QUEUE_BOARD_PATH, signBoardSession } from './queue-board-session';

/** A new board session. */
export interface QueueBoardSessionView {
  /** Where the board is. */
  path: string;
  /** When the session ends (UTC). */
  expires_at: Date;
}

@Injectable()
export class QueueBoardSessions {
  constructor(private readonly environment: Environment) {}

  /** A signed session cookie (Secure over HTTPS and always in production) and its view. */
  open(https: boolean): { cookie: string; view: QueueBoardSessionView } {
    const { value, expiresAt } = signBoardSession(this.environment.JWT_SECRET);
    const secure = https || this.environment.NODE_ENV === 'production';
    return {
      cookie: boardSessionCookie(value, secure),
      view: { path: QUEUE_BOARD_PATH, expires_at: expiresAt },
    };
  }
}
