import { io, type Socket } from 'socket.io-client';
import {
  type ChatNotification,
  type ConversationView,
  type MessageView,
  type ReadReceipt,
} from './chat-types';
import { type ConnectionStatus } from './chat-store';

/** What the connection needs of the session library (libs/web-session's TokenSession). */
export interface TokenSource {
  /** The token to use now, refreshed first when it just expired; null when the session ended. */
  freshToken(): Promise<string | null>;
  /** Hears every new token (and null when the session ends). */
  subscribe(listener: (token: string | null) => void): () => void;
}

export interface ConnectionHandlers {
  status(status: ConnectionStatus): void;
  message(message: MessageView): void;
  read(receipt: ReadReceipt): void;
  conversation(conversation: ConversationView): void;
  notification(notification: ChatNotification): void;
  /** Connected again after a lost connection. */
  resumed(): void;
}

interface ServerEvents {
  message: (message: MessageView) => void;
  read: (receipt: ReadReceipt) => void;
  conversation: (conversation: ConversationView) => void;
  notification: (notification: ChatNotification) => void;
}

interface ClientEvents {
  token: (token: string) => void;
  join: (payload: { conversation_id: number }, ack: (answer: { ok: boolean }) => void) => void;
}

/** After a refused handshake socket.io does not try again by itself: these waits, then the last. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 10_000, 30_000];

export interface ChatConnectionOptions {
  apiUrl: string;
  tokens: TokenSource;
  handlers: ConnectionHandlers;
  /** Opens the socket (a test passes its own). */
  connect?: (url: string, options: Parameters<typeof io>[1]) => Socket<ServerEvents, ClientEvents>;
}

/**
 * The signed-in user's one socket: authenticated with the session's token at each handshake,
 * sending every refreshed token over the open socket, and reconnecting after a lost connection
 * (socket.io's own retries, and ours after a refused handshake or a close by the server).
 */
export class ChatConnection {
  private socket: Socket<ServerEvents, ClientEvents> | null = null;
  private everConnected = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private unsubscribeTokens: (() => void) | null = null;

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    const { apiUrl, tokens, handlers } = this.options;
    const connect = this.options.connect ?? io;
    handlers.status('connecting');
    const socket = connect(apiUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      // Read at every handshake, so a reconnection uses the token of that moment.
      auth: (callback) => {
        void tokens.freshToken().then((token) => callback({ token: token ?? '' }));
      },
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 10_000,
    });
    this.socket = socket;

    socket.on('connect', () => {
      clearTimeout(this.retryTimer);
      this.retries = 0;
      handlers.status('online');
      if (this.everConnected) handlers.resumed();
      this.everConnected = true;
    });
    socket.on('disconnect', (reason) => {
      if (this.stopped) return;
      handlers.status('lost');
      // The server closed it (an expired or revoked token): try again with the session's token.
      if (reason === 'io server disconnect') this.retryLater();
    });
    socket.on('connect_error', () => {
      if (this.stopped) return;
      handlers.status(this.everConnected ? 'lost' : 'connecting');
      // socket.active is false when the server refused the handshake: no automatic retry then.
      if (!socket.active) this.retryLater();
    });
    socket.on('message', (message) => handlers.message(message));
    socket.on('read', (receipt) => handlers.read(receipt));
    socket.on('conversation', (conversation) => handlers.conversation(conversation));
    socket.on('notification', (notification) => handlers.notification(notification));

    this.unsubscribeTokens = tokens.subscribe((token) => {
      if (token === null) {
        this.stop();
        return;
      }
      if (socket.connected) socket.emit('token', token);
    });
  }

  /** Asks the server to put the socket in a conversation's room (one just created, say). */
  join(conversationId: number): Promise<boolean> {
    const socket = this.socket;
    if (socket === null || !socket.connected) return Promise.resolve(false);
    return new Promise((resolve) =>
      socket.emit('join', { conversation_id: conversationId }, (answer) => resolve(answer.ok)),
    );
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.unsubscribeTokens?.();
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.options.handlers.status('off');
  }

  private retryLater(): void {
    clearTimeout(this.retryTimer);
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      if (!this.stopped && this.socket !== null && !this.socket.connected) this.socket.connect();
    }, delay);
  }
}
