import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { type ApprovalAnswer, approvePage, type ClientModulePage } from './client-module-api';

/** Dialogs are 500 px wide (client/specialist specification, section 9). */
const DIALOG_WIDTH = 500;
const MESSAGE_MAX = 1000;

/**
 * Approves a page waiting in a round, with an optional message to the client (sent in the
 * therapist's conversation with them). The server's refusal (e.g. no conversation for the
 * message, or the page no longer waiting) is shown in the dialog; nothing is approved then.
 */
export function ApproveDialog({
  clientId,
  clientName,
  target,
  onClose,
  onDone,
}: {
  clientId: number;
  clientName: string;
  target: { roundId: number; page: ClientModulePage } | null;
  onClose: () => void;
  onDone: (answer: ApprovalAnswer) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (target === null) return;
    setMessage('');
    setFieldError(null);
    setFailure(null);
  }, [target]);

  const submit = async () => {
    if (target === null) return;
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      const answer = await approvePage(clientId, {
        module_instance_id: target.roundId,
        page_id: target.page.id,
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onDone(answer);
    } catch (error) {
      const messageErrors = error instanceof ApiError ? error.errors.message : undefined;
      if (messageErrors !== undefined) {
        setFieldError(Array.isArray(messageErrors) ? messageErrors.join(' ') : messageErrors);
      } else {
        setFailure(error instanceof ApiError ? error.message : t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      aria-labelledby="approve-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="approve-dialog-title">
        {t('clientModule.approveTitle', { page: target?.page.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('clientModule.approveText', { name: clientName })}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('clientModule.message')}
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? t('clientModule.messageHelp')}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clientModule.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('clientModule.confirmApprove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
