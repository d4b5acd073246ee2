import { setTimeout as delay } from 'node:timers/promises';
import type Redis from 'ioredis';

/** How long a polite QUIT may take before the connection is dropped. */
const QUIT_WAIT_MS = 1000;

/**
 * Closes a client: QUIT when it is connected (pending replies arrive first), then drops the
 * connection. A QUIT written just as Redis went away would otherwise wait for a reconnection
 * that never comes (clients that retry without limit keep it queued), and shutdown with it.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await Promise.race([client.quit().catch(() => undefined), delay(QUIT_WAIT_MS)]);
  }
  client.disconnect();
}
