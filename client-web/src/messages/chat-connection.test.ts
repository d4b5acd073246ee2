import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectionStatus } from './chat-store';
import { type MessageView } from './chat-types';
import { ChatConnection, type TokenSource } from './chat-connection';

/** A session whose token the test changes, telling the subscribers as the session library does. */
class FakeTokens implements TokenSource {
  private readonly listeners = new Set<(token: string | null) => void>();
  constructor(public token: string | null) {}

  freshToken(): Promise<string | null> {
    return Promise.resolve(this.token);
  }

  subscribe(listener: (token: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  refresh(token: string | null): void {
    this.token = token;
    for (const listener of this.listeners) listener(token);
  }
}

function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 10));
    poll();
  });
}

const message: MessageView = {
  id: 1,
  conversation_id: 7,
  sender: { uuid: 't1', first_name: 'Petra', last_name: 'Berg', role: 'therapist-premium' },
  body: 'Hej',
  created_at: '2026-11-24T08:00:00.000Z',
  read_at: null,
};

describe('chat connection', () => {
  let server: Server;
  let url: string;
  let sockets: Socket[];
  let tokensSeen: string[];
  let refused: string[];

  beforeEach(async () => {
    const http = createServer();
    server = new Server(http, { path: '/socket.io', transports: ['websocket'] });
    sockets = [];
    tokensSeen = [];
    refused = ['expired'];
    server.use((socket, next) => {
      const token: unknown = socket.handshake.auth.token;
      if (typeof token !== 'string' || token === '' || refused.includes(token)) {
        next(new Error('unauthorised'));
        return;
      }
      next();
    });
    server.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('token', (token: string) => tokensSeen.push(token));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    if (address === null || typeof address === 'string') throw new Error('No port');
    url = `http://127.0.0.1:${address.port}`;
  });

  afterEach(async () => {
    await server.close();
  });

  function connection(tokens: TokenSource) {
    const statuses: ConnectionStatus[] = [];
    const messages: MessageView[] = [];
    let resumed = 0;
    const chat = new ChatConnection({
      apiUrl: url,
      tokens,
      handlers: {
        status: (status) => statuses.push(status),
        message: (received) => messages.push(received),
        read: () => undefined,
        conversation: () => undefined,
        notification: () => undefined,
        resumed: () => {
          resumed += 1;
        },
      },
    });
    return { chat, statuses, messages, resumed: () => resumed };
  }

  it('authenticates with the session token, receives messages and sends each refreshed token', async () => {
    const tokens = new FakeTokens('first');
    const { chat, statuses, messages } = connection(tokens);
    chat.start();
    await until(() => statuses.includes('online'));
    expect(sockets[0]?.handshake.auth).toEqual({ token: 'first' });

    sockets[0]?.emit('message', message);
    await until(() => messages.length === 1);
    expect(messages[0]).toEqual(message);

    tokens.refresh('second');
    await until(() => tokensSeen.length === 1);
    expect(tokensSeen).toEqual(['second']);
    chat.stop();
    expect(statuses.at(-1)).toBe('off');
  });

  it('shows a lost connection and comes back with the token of that moment', async () => {
    const tokens = new FakeTokens('first');
    const { chat, statuses, resumed } = connection(tokens);
    chat.start();
    await until(() => statuses.includes('online'));

    tokens.token = 'renewed';
    // The server closes the socket (its token expired unrefreshed): lost, then back.
    sockets[0]?.disconnect(true);
    await until(() => statuses.includes('lost'));
    await until(() => statuses.filter((status) => status === 'online').length === 2);
    expect(sockets[1]?.handshake.auth).toEqual({ token: 'renewed' });
    expect(resumed()).toBe(1);
    chat.stop();
  });

  it('tries again after a refused handshake, and stops when the session ends', async () => {
    const tokens = new FakeTokens('expired');
    const { chat, statuses } = connection(tokens);
    chat.start();
    await until(() => statuses.includes('connecting') && sockets.length === 0);
    refused = [];
    await until(() => statuses.includes('online'));
    tokens.refresh(null);
    expect(statuses.at(-1)).toBe('off');
  });
});
