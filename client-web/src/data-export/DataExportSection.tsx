import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { useSignedInUser } from '../session/session-context';
import { requestDataExport } from './data-export-api';

/**
 * "Download my data" on the profile (GDPR articles 15 and 20): asks for a copy; the person is
 * mailed a link to it, which works once, for 7 days, after logging in.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [state, setState] = useState<'idle' | 'asking' | 'asked' | { failed: string }>('idle');

  async function ask(): Promise<void> {
    setState('asking');
    try {
      await requestDataExport(user.uuid);
      setState('asked');
    } catch (error) {
      setState({
        failed: error instanceof ApiError ? error.userMessages.join(' ') : t('errors.network'),
      });
    }
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('dataExport.title')}
        </Typography>
        <Typography color="text.secondary">{t('dataExport.intro')}</Typography>
        {state === 'asked' ? (
          <Alert severity="success">{t('dataExport.asked')}</Alert>
        ) : (
          <Button
            variant="outlined"
            onClick={() => void ask()}
            disabled={state === 'asking'}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('dataExport.ask')}
          </Button>
        )}
        {typeof state === 'object' && <Alert severity="error">{state.failed}</Alert>}
      </Stack>
    </Paper>
  );
}
