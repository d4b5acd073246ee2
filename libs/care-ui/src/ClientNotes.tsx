import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type ClientNote } from './candidate-types';

export const MAX_NOTE = 5000;

/** The notes' texts, in the app's translation. */
export interface ClientNotesTexts {
  title: string;
  label: string;
  /** The helper text under the field: how many characters are left. */
  help: (left: number) => string;
  save: string;
  required: string;
  empty: string;
  /** Who wrote a note and when. */
  by: (name: string, time: string) => string;
  unknownAuthor: string;
}

/**
 * A client's notes, newest first, and a form to write one (1–5000 characters), without the
 * heading (the app's section gives it). The app loads the notes and gives the texts.
 */
export function ClientNotes({
  notes,
  placeholder,
  write,
  onWritten,
  failureText,
  texts,
  formatTime,
}: {
  /** The notes, or null while they load or when loading failed. */
  notes: readonly ClientNote[] | null;
  /** Shown instead of the list when `notes` is null (the app's loading or failure). */
  placeholder: ReactNode;
  write: (text: string) => Promise<unknown>;
  /** After a note is written (the app loads the notes again). */
  onWritten: () => void;
  failureText: (failure: unknown) => string;
  texts: ClientNotesTexts;
  formatTime: (value: string) => string;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!draft.trim()) {
      setError(texts.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await write(draft);
      setDraft('');
      onWritten();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label={texts.label}
        multiline
        minRows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={error !== null}
        helperText={error ?? texts.help(MAX_NOTE - draft.length)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
      />
      <div>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {texts.save}
        </Button>
      </div>
      {notes === null && placeholder}
      {notes !== null && notes.length === 0 && (
        <Typography color="text.secondary">{texts.empty}</Typography>
      )}
      {notes !== null && notes.length > 0 && (
        <List aria-label={texts.title} sx={{ p: 0 }}>
          {notes.map((note) => (
            <ListItem key={note.id} divider sx={{ display: 'block', px: 0 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {texts.by(note.author?.name ?? texts.unknownAuthor, formatTime(note.created_at))}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
