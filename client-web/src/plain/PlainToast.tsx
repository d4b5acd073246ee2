import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '../layout/toast-duration';
import { AlertIcon, Icon } from '../styles/icons';
import './plain.css';

interface ToastProps {
  /** The text to show; null hides the toast. */
  message: string | null;
  onClose: () => void;
}

/**
 * A notification at the top of the page in the colour of its severity, like layout/ErrorToast (MUI's
 * Snackbar and filled Alert) in plain HTML: it closes after TOAST_DURATION_MS, waits while the
 * pointer or focus is on it or the window is in the background (then half the time again), closes on
 * Escape or its close button, and stays when the visitor clicks elsewhere.
 */
export function PlainToast({
  message,
  onClose,
  severity,
}: ToastProps & { severity: 'error' | 'success' }) {
  const { t } = useTranslation();
  const open = message !== null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  const pause = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnClose.current(), ms);
  }, []);
  const resume = useCallback(() => start(TOAST_DURATION_MS / 2), [start]);

  useEffect(() => {
    if (!open) return;
    start(TOAST_DURATION_MS);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && event.key === 'Escape') latestOnClose.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      pause();
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, [open, message, start, pause, resume]);

  if (!open) return null;
  return (
    <div
      className="sn-toast"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div className={`sn-alert sn-alert-filled-${severity}`} role="alert">
        <AlertIcon severity={severity} />
        <div className="sn-alert-message">{message}</div>
        <div className="sn-alert-action">
          <button
            type="button"
            className="sn-icon-button"
            aria-label={t('common.close')}
            title={t('common.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
      </div>
    </div>
  );
}

export function PlainErrorToast(props: ToastProps) {
  return <PlainToast severity="error" {...props} />;
}

export function PlainSuccessToast(props: ToastProps) {
  return <PlainToast severity="success" {...props} />;
}
