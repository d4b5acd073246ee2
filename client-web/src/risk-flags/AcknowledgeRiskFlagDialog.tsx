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
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import {
  acknowledgeRiskFlag,
  type RiskFlagAcknowledgement,
  type RiskFlagAction,
} from './risk-flags-api';

const DIALOG_WIDTH = 500;
const NOTE_MAX = 2000;
const ACTIONS: readonly RiskFlagAction[] = ['contacted', 'referred', 'other'];

const joined = (value: string | string[] | undefined) =>
  value === undefined ? null : Array.isArray(value) ? value.join(' ') : value;

/**
 * Acknowledges a risk flag by saying what was done: contacted the client, referred them, or
 * something else described in a note (required for "other", checked here and by the server).
 */
export function AcknowledgeRiskFlagDialog({
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
  onDone: (answer: RiskFlagAcknowledgement) => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<RiskFlagAction | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ action: string | null; note: string | null }>({
    action: null,
    note: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAction(null);
    setNote('');
    setErrors({ action: null, note: null });
    setFailure(null);
  }, [open]);

  const submit = async () => {
    const local = {
      action: action === null ? t('riskFlags.acknowledge.actionRequired') : null,
      note: action === 'other' && !note.trim() ? t('riskFlags.acknowledge.noteRequired') : null,
    };
    setErrors(local);
    setFailure(null);
    if (action === null || local.note !== null) return;
    setBusy(true);
    try {
      const answer = await acknowledgeRiskFlag(flagId, {
        action,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onDone(answer);
    } catch (error) {
      if (error instanceof ApiError && (error.errors.action || error.errors.note)) {
        setErrors({ action: joined(error.errors.action), note: joined(error.errors.note) });
      } else {
        setFailure(error instanceof ApiError ? error.message : t('errors.network'));
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
      <DialogTitle id="risk-flag-ack-title">
        {t('riskFlags.acknowledge.title', { name: clientName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl error={errors.action !== null} required>
            <FormLabel id="risk-flag-ack-action">{t('riskFlags.acknowledge.question')}</FormLabel>
            <RadioGroup
              aria-labelledby="risk-flag-ack-action"
              value={action ?? ''}
              onChange={(event) => setAction(event.target.value as RiskFlagAction)}
            >
              {ACTIONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`riskFlags.actions.${value}`)}
                />
              ))}
            </RadioGroup>
            {errors.action && <FormHelperText>{errors.action}</FormHelperText>}
          </FormControl>
          <TextField
            label={t('riskFlags.acknowledge.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={action === 'other'}
            multiline
            minRows={3}
            error={errors.note !== null}
            helperText={errors.note ?? t('riskFlags.acknowledge.noteHelp')}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('riskFlags.acknowledge.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void submit()}>
          {t('riskFlags.acknowledge.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
