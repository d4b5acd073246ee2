import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, startIdleTimer } from './idle-timer';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

describe('idle timer', () => {
  let target: EventTarget;
  let storage: MemoryStorage;

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    storage = new MemoryStorage();
  });
  afterEach(() => vi.useRealTimers());

  const start = (onIdle: () => void, idleMs = 60_000) =>
    startIdleTimer({ idleMs, onIdle, target, storage });

  it('fires once after the idle time without activity', () => {
    const onIdle = vi.fn();
    start(onIdle);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['pointermove', 'keydown', 'scroll', 'pointerdown', 'wheel', 'touchstart'])(
    'counts the idle time again from the last %s',
    (type) => {
      const onIdle = vi.fn();
      start(onIdle);
      vi.advanceTimersByTime(50_000);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(50_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
    },
  );

  it('stays awake while another tab is in use (the shared last activity)', () => {
    const onIdle = vi.fn();
    start(onIdle);
    vi.advanceTimersByTime(30_000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(30_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('shares its own activity, at most every few seconds', () => {
    start(vi.fn());
    const first = storage.getItem(LAST_ACTIVITY_KEY);
    vi.advanceTimersByTime(1_000);
    target.dispatchEvent(new Event('pointermove'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(first);
    vi.advanceTimersByTime(5_000);
    target.dispatchEvent(new Event('pointermove'));
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
  });

  it('does nothing once stopped, and no longer listens', () => {
    const onIdle = vi.fn();
    const remove = vi.spyOn(target, 'removeEventListener');
    const stop = start(onIdle);
    stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function), true);
  });
});
