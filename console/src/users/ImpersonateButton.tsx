import LoginIcon from '@mui/icons-material/Login';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type SyntheticEvent, useId, useState } from 'react';
import { Button, HttpError, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { API_URL } from '../config';
import { CanAccessResource } from '../layout/CanAccessResource';
import { createHttpClient } from '../providers/http-client';
import { handImpersonationOver } from './impersonation-handover';
import { type UserRow } from './user-row';

/** The shortest reason the server accepts (the texts say 10 too). */
export const MIN_REASON_LENGTH = 10;

/** The session token of the impersonation's answer, or null when it has none. */
function tokenOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('token' in answer)) return null;
  return typeof answer.token === 'string' ? answer.token : null;
}

/** The server's text for the reason field of a 400, if it sent one. */
function reasonError(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors: unknown = body.errors;
  if (typeof errors !== 'object' || errors === null || !('reason' in errors)) return null;
  return typeof errors.reason === 'string' ? errors.reason : null;
}

/** Clicks inside the dialog must not reach the list row it was opened from (row click). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Starts impersonating the row's user and continues in client-web as them (the token handed over
 * as impersonation-handover.ts describes). The console keeps its own session (its own cookie), so
 * leaving the impersonation in client-web returns here logged in. A dialog asks why (kept in the
 * audit, at least 10 characters) and, for admins who may, whether to allow changes: without that
 * the impersonation is read-only.
 */
export const ImpersonateButton = () => {
  const record = useRecordContext<UserRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [withChanges, setWithChanges] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || record.role === 'admin') return null;

  const close = () => {
    setOpen(false);
    setReason('');
    setWithChanges(false);
    setError(null);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON_LENGTH) {
      setError(translate('app.impersonation.reason_too_short'));
      return;
    }
    setBusy(true);
    try {
      const http = createHttpClient(() => document.documentElement.lang || 'sv');
      const response = await http(`${API_URL}/api/users/impersonate?action=start`, {
        method: 'POST',
        body: JSON.stringify({
          user_uuid: record.uuid,
          reason: reason.trim(),
          ...(withChanges ? { with_changes: true } : {}),
        }),
      });
      const token = tokenOf(response.json);
      if (token === null) throw new Error('no token');
      // Never in a URL: client-web gets it by a one-time code bound to its own tab.
      handImpersonationOver(token, document.documentElement.lang || 'sv');
    } catch (failure) {
      setBusy(false);
      const text = reasonError(failure);
      if (text !== null) setError(text);
      else notify('app.impersonation.failed', { type: 'error' });
    }
  };

  return (
    <CanAccessResource resource="users" action="impersonate">
      <Button
        label={translate('app.impersonation.start')}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <LoginIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        onClick={stop}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <form noValidate onSubmit={(event) => void start(event)}>
          <DialogTitle id={titleId}>
            {translate('app.impersonation.dialog_title', {
              name: `${record.first_name} ${record.last_name}`,
            })}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <DialogContentText>{translate('app.impersonation.dialog_help')}</DialogContentText>
              <TextField
                autoFocus
                required
                multiline
                minRows={2}
                label={translate('app.impersonation.reason')}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
                error={error !== null}
                helperText={error ?? translate('app.impersonation.reason_help')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                fullWidth
              />
              <CanAccessResource resource="users" action="impersonate_with_changes">
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={withChanges}
                      onChange={(event) => setWithChanges(event.target.checked)}
                    />
                  }
                  label={translate('app.impersonation.with_changes')}
                />
              </CanAccessResource>
              {!withChanges && (
                <DialogContentText>
                  {translate('app.impersonation.read_only_note')}
                </DialogContentText>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>
              {translate('app.impersonation.confirm')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </CanAccessResource>
  );
};
