import { setTimeout as sleep } from 'node:timers/promises';
import { LauncherError, ProcessDiedError } from './errors.mjs';

/**
 * Polls `check` until it returns a truthy value. Fails after `timeoutMs`, or at once when one of
 * the `watched` processes exits (so a crashed server is reported instead of a long timeout).
 */
export async function waitFor(
  check,
  { description, timeoutMs = 60_000, intervalMs = 200, watched = [] },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const died = watched.find((proc) => proc.hasExited);
    if (died) throw new ProcessDiedError(died, description);
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) {
      throw new LauncherError(
        `Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${description}.`,
        { details: 'Run again with --verbose to see everything the services print.' },
      );
    }
    await sleep(intervalMs);
  }
}
