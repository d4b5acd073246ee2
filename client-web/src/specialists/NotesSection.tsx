import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { useLoad } from '../learning/use-load';
import { dateTime } from './format';
import { fetchNotes, writeNote } from './specialists-api';

const MAX_NOTE = 5000;

/** The client's notes, newest first, and a form to write one (1–5000 characters). */
export function NotesSection({
  clientId,
  onWritten,
}: {
  clientId: number;
  onWritten?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { state, reload } = useLoad(() => fetchNotes(clientId), [clientId]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!text.trim()) {
      setError(t('specialists.notes.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await writeNote(clientId, text);
      setText('');
      reload();
      onWritten?.();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.userMessages.join(' ') : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="notes-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="notes-heading" variant="h5" component="h2">
          {t('specialists.notes.title')}
        </Typography>
        <TextField
          label={t('specialists.notes.label')}
          multiline
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null}
          helperText={error ?? t('specialists.notes.help', { count: MAX_NOTE - text.length })}
          slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
        />
        <div>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {t('specialists.notes.save')}
          </Button>
        </div>
        {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
        {state.status === 'failed' && (
          <Alert severity="error">{state.message ?? t('specialists.notes.fetchFailed')}</Alert>
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <Typography color="text.secondary">{t('specialists.notes.empty')}</Typography>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <List aria-label={t('specialists.notes.title')} sx={{ p: 0 }}>
            {state.data.map((note) => (
              <ListItem key={note.id} divider sx={{ display: 'block', px: 0 }}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.text}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('specialists.notes.by', {
                    name: note.author?.name ?? t('specialists.notes.unknownAuthor'),
                    time: dateTime(note.created_at, i18n.resolvedLanguage),
                  })}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
