import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { cancelMeeting, type Meeting } from './meetings-api';
import { meetingDateTime } from './meeting-time';

/** Dialogs other than the payment dialog are 500 px wide (specification, section 9). */
export const DIALOG_WIDTH_PX = 500;

interface CancelMeetingDialogProps {
  meeting: Meeting | null;
  /** The other participant's name. */
  otherName: string;
  onClose: () => void;
  onCancelled: (meeting: Meeting) => void;
}

/** Asks before cancelling a meeting, with an optional reason the other participant sees. */
export function CancelMeetingDialog({
  meeting,
  otherName,
  onClose,
  onCancelled,
}: CancelMeetingDialogProps) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!meeting) return;
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelMeeting(meeting.uuid, reason);
      setReason('');
      onCancelled(cancelled);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.userMessages.join(' ') : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={meeting !== null}
      onClose={close}
      aria-labelledby="cancel-meeting-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="cancel-meeting-title">{t('meetings.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {meeting &&
            t('meetings.cancelText', {
              time: meetingDateTime(meeting.starts_at, i18n.resolvedLanguage),
              name: otherName,
            })}
        </DialogContentText>
        <TextField
          label={t('meetings.cancelReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('meetings.keep')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {t('meetings.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
