/** What counts as the user being there: pointer, keys, touch, wheel and scrolling anywhere. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** The last activity in any tab of this browser (localStorage), so a busy tab keeps all open. */
export const LAST_ACTIVITY_KEY = 'sinnro.last-activity';

/** Activity is written to localStorage at most this often (pointermove fires many times a second). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export interface IdleTimerOptions {
  /** Milliseconds without activity before onIdle. */
  idleMs: number;
  onIdle: () => void;
  /** Where activity events are listened for (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Shared last activity of the other tabs; null: this tab only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
}

function sharedActivity(storage: IdleTimerOptions['storage']): number {
  try {
    const stored = Number(storage?.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/**
 * Calls onIdle once when neither this tab nor another has seen activity for idleMs. The timer is
 * not reset on every event: it wakes when the time would be up and looks at the last activity
 * then. Answers a function that stops it.
 */
export function startIdleTimer({
  idleMs,
  onIdle,
  target = window,
  storage = typeof localStorage === 'undefined' ? null : localStorage,
  now = () => Date.now(),
}: IdleTimerOptions): () => void {
  let lastActivity = now();
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const write = (at: number) => {
    lastWrite = at;
    try {
      storage?.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // A full or refused storage only loses the sharing between tabs.
    }
  };

  const onActivity = () => {
    lastActivity = now();
    if (lastActivity - lastWrite >= ACTIVITY_WRITE_INTERVAL_MS) write(lastActivity);
  };

  const check = () => {
    if (stopped) return;
    const last = Math.max(lastActivity, sharedActivity(storage));
    const remaining = last + idleMs - now();
    if (remaining <= 0) {
      stop();
      onIdle();
    } else {
      timer = setTimeout(check, remaining);
    }
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, true);
  }

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  write(lastActivity);
  timer = setTimeout(check, idleMs);
  return stop;
}
