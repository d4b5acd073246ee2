import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while the current user loads. */
export function SessionLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
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
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {message ?? t('errors.sessionUnavailable')}
      </Alert>
    </Box>
  );
}
