import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { DIALOG_WIDTH } from '../EndTreatmentDialog';
import { type RiskFlagTexts } from './risk-flag-texts';
import { RISK_FLAG_ACTIONS, type RiskFlagAction } from './risk-flag-types';

/** The longest note the server takes. */
export const RISK_FLAG_NOTE_MAX = 2000;

/** What the acknowledgement sends (POST api/v1/risk-flags/{id}/acknowledge). */
export interface RiskFlagAcknowledgeForm {
  action: RiskFlagAction;
  note?: string;
}

/** Why an acknowledgement failed, in words: the server's field errors, else one message. */
export interface RiskFlagAcknowledgeFailure {
  action?: string;
  note?: string;
  message: string;
}

interface FieldErrors {
  action: string | null;
  note: string | null;
}

const NO_ERRORS: FieldErrors = { action: null, note: null };

/**
 * Acknowledges a risk flag by saying what was done: contacted the client, referred them, or
 * something else described in a note (required for "other", checked here and by the server).
 * The app sends it (`acknowledge`) and says in words why it failed (`failureOf`).
 */
export function AcknowledgeRiskFlagDialog({
  clientName,
  open,
  onClose,
  acknowledge,
  failureOf,
  onDone,
  texts,
}: {
  clientName: string;
  open: boolean;
  onClose: () => void;
  acknowledge: (form: RiskFlagAcknowledgeForm) => Promise<unknown>;
  failureOf: (error: unknown) => RiskFlagAcknowledgeFailure;
  onDone: () => void;
  texts: RiskFlagTexts;
}) {
  const words = texts.acknowledge;
  const [action, setAction] = useState<RiskFlagAction | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAction(null);
    setNote('');
    setErrors(NO_ERRORS);
    setFailure(null);
  }, [open]);

  const submit = async () => {
    const local: FieldErrors = {
      action: action === null ? words.actionRequired : null,
      note: action === 'other' && !note.trim() ? words.noteRequired : null,
    };
    setErrors(local);
    setFailure(null);
    if (action === null || local.note !== null) return;
    setBusy(true);
    try {
      await acknowledge({ action, ...(note.trim() ? { note: note.trim() } : {}) });
      onDone();
    } catch (error) {
      const failed = failureOf(error);
      if (failed.action || failed.note) {
        setErrors({ action: failed.action ?? null, note: failed.note ?? null });
      } else {
        setFailure(failed.message);
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
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="risk-flag-ack-title">{words.title(clientName)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl error={errors.action !== null} required>
            <FormLabel id="risk-flag-ack-action">{words.question}</FormLabel>
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
                  label={texts.actions[value]}
                />
              ))}
            </RadioGroup>
            {errors.action && <FormHelperText>{errors.action}</FormHelperText>}
          </FormControl>
          <TextField
            label={words.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={action === 'other'}
            multiline
            minRows={3}
            error={errors.note !== null}
            helperText={errors.note ?? words.noteHelp}
            slotProps={{ htmlInput: { maxLength: RISK_FLAG_NOTE_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void submit()}>
          {words.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
