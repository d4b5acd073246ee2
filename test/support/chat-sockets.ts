import { io, type Socket } from 'socket.io-client';

/** A socket.io client as the front ends open it (websocket only, no reconnection in tests). */
export function chatSocket(
  origin: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Socket {
  return io(origin, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/** Resolves once connected; rejects with the refusal. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with the refusal's message; rejects if the socket connects. */
export function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('The socket connected')));
    socket.once('connect_error', (error: Error) => resolve(error.message));
  });
}

/** The next event of this name whose payload matches. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Resolves with the reason when the socket is closed. */
export function closed(socket: Socket): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already closed');
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
