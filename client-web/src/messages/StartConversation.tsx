import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface StartConversationProps {
  contacts: readonly { uuid: string; name: string }[];
  /** A specialist picks one of their clients; a client gets a button per contact. */
  picker: boolean;
  onStart: (uuid: string) => Promise<void>;
  error: string | null;
}

/** Starts THE conversation with a contact who has none yet (POST /api/conversations). */
export function StartConversation({ contacts, picker, onStart, error }: StartConversationProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const start = async (uuid: string) => {
    setBusy(true);
    try {
      await onStart(uuid);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      {picker ? (
        <>
          <TextField
            select
            size="small"
            label={t('messages.newConversation')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {contacts.map((contact) => (
              <MenuItem key={contact.uuid} value={contact.uuid}>
                {contact.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={chosen === '' || busy}
            onClick={() => void start(chosen)}
          >
            {t('messages.start')}
          </Button>
        </>
      ) : (
        contacts.map((contact) => (
          <Button
            key={contact.uuid}
            variant="contained"
            disabled={busy}
            onClick={() => void start(contact.uuid)}
          >
            {t('messages.startConversation', { name: contact.name })}
          </Button>
        ))
      )}
      {error !== null && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
