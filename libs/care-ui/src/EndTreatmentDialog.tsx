import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ApiSchemas } from '@sinnro/web-session';
import { useState } from 'react';

/** Every dialog is 500 px wide (administration and client/specialist specifications, section 9). */
export const DIALOG_WIDTH = 500;

/** A reason to end a treatment: an end_treatment attribute. */
export type EndReason = ApiSchemas['AttributeView'];

/** What ending a treatment sends: the reason's id and perhaps a comment. */
export interface EndTreatmentChoice {
  reason: number;
  comment?: string;
}

/** The dialog's texts, in the app's translation. */
export interface EndTreatmentTexts {
  /** The button that opens the dialog (the editor shows it). */
  button: string;
  title: string;
  reason: string;
  /** The empty choice of the reasons. */
  chooseReason: string;
  reasonRequired: string;
  reasonsFailed: string;
  comment: string;
  next: string;
  /** The second step's title. */
  confirmTitle: string;
  /** The second step: it cannot be undone. */
  irreversible: string;
  confirm: string;
  /** Closes the dialog without ending. */
  close: string;
}

/**
 * Ending a treatment: a reason (required) and an optional comment, then a second step that says
 * it cannot be undone and asks to confirm. The dialog starts afresh each time it opens.
 */
export function EndTreatmentDialog({
  open,
  reasons,
  texts,
  onClose,
  onConfirm,
}: {
  open: boolean;
  /** The reasons, 'failed' when they could not be loaded, null while they load. */
  reasons: readonly EndReason[] | 'failed' | null;
  texts: EndTreatmentTexts;
  onClose: () => void;
  /** Ends the treatment; the app closes the dialog when it is done. */
  onConfirm: (choice: EndTreatmentChoice) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Opened again: the first step, empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setComment('');
      setMissing(false);
      setConfirming(false);
    }
  }

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
        {confirming ? texts.confirmTitle : texts.title}
      </DialogTitle>
      <DialogContent>
        {confirming ? (
          <Alert severity="warning">{texts.irreversible}</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {reasons === 'failed' && <Alert severity="error">{texts.reasonsFailed}</Alert>}
            <TextField
              select
              label={texts.reason}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              error={missing}
              helperText={missing ? texts.reasonRequired : undefined}
              required
              fullWidth
            >
              <option value="">{texts.chooseReason}</option>
              {(reasons === null || reasons === 'failed' ? [] : reasons).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </TextField>
            <TextField
              label={texts.comment}
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
        <Button onClick={onClose}>{texts.close}</Button>
        {confirming ? (
          <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
            {texts.confirm}
          </Button>
        ) : (
          <Button variant="contained" onClick={next}>
            {texts.next}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
