import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shown at once after a risk answer (PHQ-9 item 9 above 0): the server's crisis text, and the
 * numbers to call, 112 for emergencies and 1177 for healthcare advice. It stays until closed.
 */
export function CrisisPanel({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, [message]);
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      severity="error"
      variant="outlined"
      role="alert"
      aria-labelledby="crisis-title"
      sx={{ borderWidth: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id="crisis-title">{t('learning.crisis.title')}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" color="error" href="tel:112">
          {t('learning.crisis.call112')}
        </Button>
        <Button variant="outlined" color="error" href="tel:1177">
          {t('learning.crisis.call1177')}
        </Button>
        <Button color="inherit" onClick={onClose}>
          {t('learning.crisis.close')}
        </Button>
      </Stack>
    </Alert>
  );
}
