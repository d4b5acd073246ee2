import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from './toast-duration';

export { TOAST_DURATION_MS };

interface ToastProps {
  /** The text to show; null hides the toast. */
  message: string | null;
  onClose: () => void;
}

/** A notification at the top of the page, in the colour of its severity. */
export function Toast({ message, onClose, severity }: ToastProps & { severity: AlertColor }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={TOAST_DURATION_MS}
      // Stays for the full duration instead of closing on a click elsewhere.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" closeText={t('common.close')} onClose={onClose}>
        {message}
      </Alert>
    </Snackbar>
  );
}

export function ErrorToast(props: ToastProps) {
  return <Toast severity="error" {...props} />;
}

export function SuccessToast(props: ToastProps) {
  return <Toast severity="success" {...props} />;
}
