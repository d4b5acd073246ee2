import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureText, fieldErrorsOf } from '../users/console-api';
import { acknowledgeRiskFlag, RISK_FLAG_ACTIONS, type RiskFlagAction } from './risk-flags-api';

const NOTE_MAX = 2000;

/**
 * Acknowledges a risk flag by saying what was done: contacted the client, referred them, or
 * something else described in a note (required for "other", checked here and by the server).
 */
export const AcknowledgeDialog = ({
  flagId,
  clientName,
  open,
  onClose,
  onDone,
}: {
  flagId: number;
  clientName: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const [action, setAction] = useState<RiskFlagAction | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ action?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAction(null);
    setNote('');
    setErrors({});
    setFailure(null);
  }, [open]);

  const submit = async () => {
    const local: { action?: string; note?: string } = {};
    if (action === null) local.action = translate('app.risk_flags.acknowledge.action_required');
    if (action === 'other' && !note.trim()) {
      local.note = translate('app.risk_flags.acknowledge.note_required');
    }
    setErrors(local);
    setFailure(null);
    if (action === null || local.note) return;
    setBusy(true);
    try {
      await acknowledgeRiskFlag(flagId, { action, ...(note.trim() ? { note: note.trim() } : {}) });
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields && (fields.action || fields.note)) {
        setErrors({ action: fields.action, note: fields.note });
      } else {
        const message = failureText(error, 'app.users.errors.network');
        setFailure(translate(message, { _: message }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="risk-flag-ack-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="risk-flag-ack-title">
        {translate('app.risk_flags.acknowledge.title', { name: clientName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl error={Boolean(errors.action)} required>
            <FormLabel id="risk-flag-ack-action">
              {translate('app.risk_flags.acknowledge.question')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="risk-flag-ack-action"
              value={action ?? ''}
              onChange={(event) => setAction(event.target.value as RiskFlagAction)}
            >
              {RISK_FLAG_ACTIONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={translate(`app.risk_flags.actions.${value}`)}
                />
              ))}
            </RadioGroup>
            {errors.action && <FormHelperText>{errors.action}</FormHelperText>}
          </FormControl>
          <TextField
            label={translate('app.risk_flags.acknowledge.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={action === 'other'}
            multiline
            minRows={3}
            error={Boolean(errors.note)}
            helperText={errors.note ?? translate('app.risk_flags.acknowledge.note_help')}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.risk_flags.acknowledge.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void submit()}>
          {translate('app.risk_flags.acknowledge.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
