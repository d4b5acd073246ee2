import { Injectable, Logger } from '@nestjs/common';

type Listener = (userUuid: string) => Promise<void>;

/**
 * Tells listeners in this process (the chat's socket gateway) that sessions of an account just
 * ended: a logout revoked a token, or the account was blocked. The gateway checks that account's
 * open sockets in every API process at once and closes those whose token no longer holds, instead
 * of waiting for its periodic check.
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger(SessionEvents.name);
  private readonly listeners: Listener[] = [];

  onEnded(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * Waits for the listeners (each bounded by its own timeout); a failure never fails the logout
   * or block that caused it: the periodic check closes the sockets later.
   */
  async ended(userUuid: string): Promise<void> {
    await Promise.all(
      this.listeners.map((listener) =>
        listener(userUuid).catch((error: unknown) =>
          this.logger.warn(
            `Ended sessions not closed at once: ${error instanceof Error ? error.message : 'error'}`,
          ),
        ),
      ),
    );
  }
}
