import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClientNotes } from '@sinnro/care-ui';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { useLoad } from '../learning/use-load';
import { dateTime } from './format';
import { fetchNotes, writeNote } from './specialists-api';

/** The client's notes, newest first, and a form to write one (@sinnro/care-ui ClientNotes). */
export function NotesSection({
  clientId,
  onWritten,
}: {
  clientId: number;
  onWritten?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { state, reload } = useLoad(() => fetchNotes(clientId), [clientId]);

  return (
    <Paper component="section" aria-labelledby="notes-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="notes-heading" variant="h5" component="h2">
          {t('specialists.notes.title')}
        </Typography>
        <ClientNotes
          notes={state.status === 'ready' ? state.data : null}
          placeholder={
            state.status === 'failed' ? (
              <Alert severity="error">{state.message ?? t('specialists.notes.fetchFailed')}</Alert>
            ) : (
              <Typography>{t('common.loading')}</Typography>
            )
          }
          write={(text) => writeNote(clientId, text)}
          onWritten={() => {
            reload();
            onWritten?.();
          }}
          failureText={(failure) =>
            failure instanceof ApiError ? failure.userMessages.join(' ') : t('errors.network')
          }
          texts={{
            title: t('specialists.notes.title'),
            label: t('specialists.notes.label'),
            help: (left) => t('specialists.notes.help', { count: left }),
            save: t('specialists.notes.save'),
            required: t('specialists.notes.required'),
            empty: t('specialists.notes.empty'),
            by: (name, time) => t('specialists.notes.by', { name, time }),
            unknownAuthor: t('specialists.notes.unknownAuthor'),
          }}
          formatTime={(value) => dateTime(value, i18n.resolvedLanguage)}
        />
      </Stack>
    </Paper>
  );
}
