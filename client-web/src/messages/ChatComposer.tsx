import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_CHARS, messageProblem } from './chat-rules';
import { SendFailed } from './use-conversation-messages';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the text; a rejection keeps it in the composer with the error. */
  onSend: (text: string) => Promise<void>;
  disabled?: boolean;
}

/**
 * Writes a message of 1..10,000 characters. The text stays until the server has the message: a
 * failed send (or a lost connection) leaves it here with the error, to send again.
 */
export function ChatComposer({ value, onChange, onSend, disabled = false }: ChatComposerProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const length = Array.from(value).length;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || disabled) return;
    const invalid = messageProblem(value);
    if (invalid !== null) {
      setProblem(
        invalid === 'empty'
          ? t('messages.empty')
          : t('messages.tooLong', { max: MESSAGE_MAX_CHARS }),
      );
      return;
    }
    setProblem(null);
    setFailure(null);
    setSending(true);
    try {
      await onSend(value);
      onChange('');
    } catch (error: unknown) {
      const server = error instanceof SendFailed ? error.serverMessage : null;
      setFailure(
        server === null ? t('messages.sendFailed') : `${server} ${t('messages.sendFailed')}`,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('messages.composerLabel')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          if (problem !== null) setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
        multiline
        minRows={2}
        maxRows={8}
        disabled={disabled}
        error={problem !== null || length > MESSAGE_MAX_CHARS}
        helperText={problem ?? t('messages.counter', { count: length, max: MESSAGE_MAX_CHARS })}
      />
      {failure !== null && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={sending || disabled}
        >
          {sending ? t('messages.sending') : t('messages.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
