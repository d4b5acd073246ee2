import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** Keeps a caller's X-Request-Id when it looks like one (a proxy's, say), else makes a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
