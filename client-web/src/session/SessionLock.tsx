import { startIdleTimer } from '@sinnro/web-session';
import { type ReactNode, Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { type CurrentUser } from '../api/types';
import { useSession } from './session-context';
import {
  SESSION_LOCK_KEY,
  type SessionLockRecord,
  clearLock,
  idleLimitsFor,
  readLock,
  writeLock,
} from './session-lock';

// The lock screen is drawn with MUI: its chunk loads only when the screen locks.
const LockScreen = lazy(() => import('./LockScreen').then((m) => ({ default: m.LockScreen })));

/** An opaque cover above everything (MUI's dialogs, menus and toasts included). */
export const LOCK_LAYER_Z_INDEX = 2000;

/**
 * Hides every element of the body but the lock layer: invisible, out of the accessibility tree
 * and inert (no focus, no clicks), and the document does not scroll, while React keeps the page
 * mounted. Answers the undo.
 */
export function hideAllBut(keep: Element): () => void {
  const hidden = Array.from(document.body.children)
    .filter((element): element is HTMLElement => element instanceof HTMLElement)
    .filter((element) => element !== keep && element.tagName !== 'SCRIPT')
    .map((element) => ({
      element,
      inert: element.inert,
      ariaHidden: element.getAttribute('aria-hidden'),
      visibility: element.style.visibility,
    }));
  for (const { element } of hidden) {
    element.inert = true;
    element.setAttribute('aria-hidden', 'true');
    element.style.visibility = 'hidden';
  }
  // No scrolling through the hidden page behind the cover.
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = overflow;
    for (const { element, inert, ariaHidden, visibility } of hidden) {
      element.inert = inert;
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
      element.style.visibility = visibility;
    }
  };
}

function LockLayer({ user, onUnlocked }: { user: CurrentUser; onUnlocked: () => void }) {
  const [container] = useState(() => document.createElement('div'));
  // Before the browser paints: the page is never shown while locked.
  useLayoutEffect(() => {
    container.className = 'sn-lock-layer';
    document.body.appendChild(container);
    const restore = hideAllBut(container);
    return () => {
      restore();
      container.remove();
    };
  }, [container]);
  return createPortal(
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: LOCK_LAYER_Z_INDEX,
        overflowY: 'auto',
        background: '#fff',
      }}
    >
      <Suspense fallback={null}>
        <LockScreen user={user} onUnlocked={onUnlocked} />
      </Suspense>
    </div>,
    container,
  );
}

/**
 * Automatic logout (the specification's auto_logout and /session/lock-screen): after the idle
 * time of the user's role the screen locks over the page, which stays mounted and hidden; the
 * password (or e-ID) unlocks it. Locked past the role's logout time, the session is ended on the
 * server and the login page follows. The lock holds across reloads and tabs (session-lock.ts).
 */
export function SessionLock({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { logOut } = useSession();
  const { lockMs, logoutMs } = idleLimitsFor(user);
  const [lock, setLock] = useState<SessionLockRecord | null>(() => readLock(user.uuid));

  useEffect(() => {
    if (lock !== null) return;
    return startIdleTimer({
      idleMs: lockMs,
      onIdle: () => {
        const record = { uuid: user.uuid, idleSince: Date.now() - lockMs };
        writeLock(record);
        setLock(record);
      },
    });
  }, [lock, user.uuid, lockMs]);

  // Another tab of the same session locked or unlocked.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === SESSION_LOCK_KEY || event.key === null) setLock(readLock(user.uuid));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [user.uuid]);

  useEffect(() => {
    if (lock === null) return;
    const timer = setTimeout(
      () => void logOut(),
      Math.max(0, lock.idleSince + logoutMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [lock, logoutMs, logOut]);

  return (
    <>
      {children}
      {lock !== null && (
        <LockLayer
          user={user}
          onUnlocked={() => {
            clearLock();
            setLock(null);
          }}
        />
      )}
    </>
  );
}
