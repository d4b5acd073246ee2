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
import { type EndReason, fetchEndReasons } from './tp-api';

/** Dialog width (client/specialist specification, section 9). */
export const DIALOG_WIDTH = 500;

interface EndTreatmentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Ends the treatment; rejects with the failure to show. */
  onConfirm: (choice: { reason: number; comment?: string }) => Promise<void>;
}

/**
 * Ending a treatment: a reason (an end_treatment attribute) and an optional comment, then a
 * second step that says it cannot be undone and asks to confirm.
 */
export function EndTreatmentDialog({ open, onClose, onConfirm }: EndTreatmentDialogProps) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<EndReason[] | 'failed' | null>(null);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setReason('');
    setComment('');
    setMissing(false);
    setConfirming(false);
    fetchEndReasons().then(
      (list) => active && setReasons(list),
      () => active && setReasons('failed'),
    );
    return () => {
      active = false;
    };
  }, [open]);

  const next = () => {
    if (reason === '') {
      setMissing(true);
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const text = comment.trim();
      await onConfirm({ reason: Number(reason), ...(text === '' ? {} : { comment: text }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="end-treatment-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="end-treatment-title">
        {confirming ? t('therapistPremium.end.confirmTitle') : t('therapistPremium.end.title')}
      </DialogTitle>
      <DialogContent>
        {confirming ? (
          <Alert severity="warning">{t('therapistPremium.end.irreversible')}</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {reasons === 'failed' && (
              <Alert severity="error">{t('therapistPremium.end.reasonsFailed')}</Alert>
            )}
            <TextField
              select
              label={t('therapistPremium.end.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              error={missing}
              helperText={missing ? t('therapistPremium.end.reasonRequired') : undefined}
              required
              fullWidth
            >
              <option value="">{t('therapistPremium.end.chooseReason')}</option>
              {(Array.isArray(reasons) ? reasons : []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('therapistPremium.end.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={3}
              fullWidth
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('therapistPremium.cancel')}</Button>
        {confirming ? (
          <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
            {t('therapistPremium.end.confirm')}
          </Button>
        ) : (
          <Button variant="contained" onClick={next}>
            {t('therapistPremium.end.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
