import { Injectable, Logger } from '@nestjs/common';
import { type MessageView } from './chat-views';

/**
 * What changed in the chat, by id only: the socket gateway loads what it pushes from PostgreSQL in
 * each API process, so no message text or name travels through Redis.
 */
export type ChatEvent =
  | { type: 'message'; messageId: number; conversationId: number }
  | { type: 'read'; conversationId: number; readerUuid: string; readAt: string }
  | { type: 'conversation'; conversationId: number }
  | { type: 'notification'; notificationId: number; recipientUuid: string };

/** What this process already holds of the event (pushed to its own sockets without a read). */
export interface LocalPayload {
  message?: MessageView;
}

type ChatEventSink = (event: ChatEvent, local: LocalPayload) => Promise<void>;
type PresenceCheck = (userUuid: string) => Promise<boolean>;

/** Hands chat events from the REST side to the socket gateway (when it runs in this process). */
@Injectable()
export class ChatEvents {
  private readonly logger = new Logger(ChatEvents.name);
  private sink: ChatEventSink | null = null;
  private presence: PresenceCheck | null = null;

  attach(sink: ChatEventSink, presence: PresenceCheck): void {
    this.sink = sink;
    this.presence = presence;
  }

  /** Whether the user has a connected socket in any API process (unknown: false). */
  async isOnline(userUuid: string): Promise<boolean> {
    if (!this.presence) return false;
    return this.presence(userUuid).catch(() => false);
  }

  /** Pushes the event in the background; a failed push never fails the request that caused it. */
  publish(event: ChatEvent, message?: MessageView): void {
    if (!this.sink) return;
    this.sink(event, { message }).catch((error: unknown) =>
      this.logger.warn(
        `Chat event ${event.type} not pushed: ${error instanceof Error ? error.message : 'error'}`,
      ),
    );
  }
}
