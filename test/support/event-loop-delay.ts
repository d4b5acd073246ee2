import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** How finely the event loop is sampled, in milliseconds. */
const RESOLUTION_MS = 1;

export interface EventLoopHold {
  /** perf_hooks' event-loop delay: the latest a timer ran while the work went on (wall clock). */
  maxDelayMs: number;
  /**
   * The longest the work held the event loop on the processor: of each gap between two timer
   * ticks, the smaller of its wall-clock length and the CPU time this process used in it. On a
   * machine shared with other processes a gap also grows while the process waits for a core;
   * that wait uses no CPU time, so it is not counted. Work done meanwhile off the event loop
   * (the thread pool, GC helpers) is counted only within gaps the event loop made long itself.
   */
  maxHeldMs: number;
}

/**
 * Runs `work` (e.g. an in-process request) and answers its result with how long it held the
 * event loop. Sampling starts a few ticks before (perf_hooks' first tick only sets the time the
 * next is measured from) and ends a few ticks after (a block shows when the next tick comes late).
 */
export async function withEventLoopDelay<T>(
  work: () => Promise<T>,
): Promise<{ result: T } & EventLoopHold> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let maxHeldMs = 0;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const ticker = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    maxHeldMs = Math.max(maxHeldMs, Math.min(wall - lastWall, cpuMs));
    lastWall = wall;
    lastCpu = process.cpuUsage();
  }, RESOLUTION_MS);
  await sleep(RESOLUTION_MS * 5);
  histogram.reset();
  maxHeldMs = 0;
  try {
    const result = await work();
    await sleep(RESOLUTION_MS * 5);
    return { result, maxDelayMs: histogram.max / 1e6, maxHeldMs };
  } finally {
    clearInterval(ticker);
    histogram.disable();
  }
}
