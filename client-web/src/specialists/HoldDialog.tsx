import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { type HoldKind, type HoldState, placeHold } from './specialists-api';

/** Dialogs are 500 px wide (client/specialist specification, section 9). */
const DIALOG_WIDTH = 500;

/** Blocks or snoozes a client with an optional message to them and an optional last day. */
export function HoldDialog({
  clientId,
  kind,
  onClose,
  onDone,
}: {
  clientId: number;
  kind: HoldKind | null;
  onClose: () => void;
  onDone: (state: HoldState) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [endDate, setEndDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (kind === null) return;
    setMessage('');
    setEndDate('');
    setErrors({});
    setFailure(null);
  }, [kind]);

  const submit = async () => {
    if (kind === null) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const state = await placeHold(clientId, kind, {
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(endDate ? { end_date: endDate } : {}),
      });
      onDone(state);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, texts]) => [
              field,
              Array.isArray(texts) ? texts.join(' ') : texts,
            ]),
          ),
        );
      } else {
        setFailure(error instanceof ApiError ? error.message : t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  };

  const title = kind === 'snooze' ? 'specialists.hold.snoozeTitle' : 'specialists.hold.blockTitle';
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      aria-labelledby="hold-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="hold-dialog-title">{t(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('specialists.hold.message')}
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.message !== undefined}
            helperText={errors.message}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <TextField
            label={t('specialists.hold.endDate')}
            type="date"
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            error={errors.end_date !== undefined}
            helperText={errors.end_date ?? t('specialists.hold.endDateHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('specialists.hold.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t(kind === 'snooze' ? 'specialists.hold.snooze' : 'specialists.hold.block')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
