import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../styles/icons';

// Plain HTML and CSS (styles/base.css) in the look of MUI's CircularProgress and Alert: these show
// before any page's chunk (and MUI with it) has loaded.

/** Shown while the current user loads. */
export function SessionLoading() {
  const { t } = useTranslation();
  return (
    <div className="sn-pending">
      <span className="sn-spinner" role="progressbar" aria-label={t('common.loading')}>
        <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}

interface SessionUnavailableProps {
  onRetry: () => void;
  /** The text to show; by default that the account could not be loaded. */
  message?: string;
}

/** Shown when the current user (or a page's data) could not be loaded, with a retry. */
export function SessionUnavailable({ onRetry, message }: SessionUnavailableProps) {
  const { t } = useTranslation();
  return (
    <div className="sn-unavailable">
      <div className="sn-alert sn-alert-standard-error" role="alert">
        <AlertIcon severity="error" />
        <div className="sn-alert-message">{message ?? t('errors.sessionUnavailable')}</div>
        <div className="sn-alert-action">
          <button type="button" className="sn-button sn-button-text-small" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
