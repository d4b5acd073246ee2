import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

// Notifications last 5000 ms (client/specialist specification, section 8).
export const TOAST_DURATION_MS = 5000;

interface ErrorToastProps {
  /** The text to show; null hides the toast. */
  message: string | null;
  onClose: () => void;
}

export function ErrorToast({ message, onClose }: ErrorToastProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={TOAST_DURATION_MS}
      // Stays for the full duration instead of closing on a click elsewhere.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" closeText={t('common.close')} onClose={onClose}>
        {message}
      </Alert>
    </Snackbar>
  );
}
