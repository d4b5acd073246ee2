import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { downloadDataExport, saveBlob } from './data-export-api';

type State = 'ready' | 'downloading' | 'done' | { failed: string };

/**
 * The page of the mailed export link (/client/data-export/{token}), reached after logging in. The
 * file downloads on a click, not on load: the link works once, and a page that downloads by
 * itself would spend it on a reload or a prefetch.
 */
export function DataExportDownloadPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('ready');

  async function download(): Promise<void> {
    setState('downloading');
    try {
      const blob = await downloadDataExport(token);
      saveBlob(blob, `sinnro-data-${new Date().toISOString().slice(0, 10)}.zip`);
      setState('done');
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.status === 404
            ? t('dataExport.notFound')
            : error.message
          : t('errors.network');
      setState({ failed: message });
    }
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('dataExport.downloadTitle')}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography>{t('dataExport.downloadIntro')}</Typography>
          {state === 'done' && <Alert severity="success">{t('dataExport.downloaded')}</Alert>}
          {typeof state === 'object' && <Alert severity="error">{state.failed}</Alert>}
          {(state === 'ready' || state === 'downloading') && (
            <Button
              variant="contained"
              onClick={() => void download()}
              disabled={state === 'downloading'}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('dataExport.download')}
            </Button>
          )}
          <Link component={RouterLink} to="/client/profile" sx={{ alignSelf: 'flex-start' }}>
            {t('dataExport.back')}
          </Link>
        </Stack>
      </Paper>
    </Stack>
  );
}
