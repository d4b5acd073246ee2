import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CanAccessResource } from '../layout/CanAccessResource';
import { apiCall, failureText } from './console-api';

interface GdprUser {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * Asks for the person's data export on their behalf (GDPR 15 and 20): POST
 * /api/v1/users/{uuid}/data-exports. The person is mailed the link; the admin gets no copy.
 */
export const DataExportButton = () => {
  const record = useRecordContext<GdprUser>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`;

  const run = async () => {
    setBusy(true);
    try {
      await apiCall(`/api/v1/users/${record.uuid}/data-exports`, { method: 'POST' });
      notify('app.users.gdpr.export_done', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <CanAccessResource resource="users" action="export_data">
      <Button label="app.users.gdpr.export" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.users.gdpr.export_title"
        content="app.users.gdpr.export_content"
        translateOptions={{ name }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </CanAccessResource>
  );
};

/**
 * Erases the account (GDPR 17) after the admin types its e-mail again: POST
 * /api/v1/users/{uuid}/erasure with confirm_email. The server's refusal is shown in the dialog.
 */
export const EraseAccountButton = () => {
  const record = useRecordContext<GdprUser>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`;
  const matches = typed.trim().toLowerCase() === record.email.toLowerCase();

  const close = () => {
    setOpen(false);
    setTyped('');
    setFailure(null);
  };
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const done = await apiCall<{ pseudonym: string }>(`/api/v1/users/${record.uuid}/erasure`, {
        method: 'POST',
        body: { confirm_email: typed.trim() },
      });
      notify('app.users.gdpr.erased_done', {
        type: 'success',
        messageArgs: { pseudonym: done.pseudonym },
      });
      close();
      refresh();
    } catch (error) {
      setFailure(failureText(error, translate('app.users.errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CanAccessResource resource="users" action="erase">
      <Button label="app.users.gdpr.erase" color="error" onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="erase-account-title" fullWidth>
        <DialogTitle id="erase-account-title">
          {translate('app.users.gdpr.erase_title', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.users.gdpr.erase_content')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            type="email"
            label={translate('app.users.gdpr.erase_email')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={failure !== null}
            helperText={failure ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('app.users.gdpr.cancel')}</MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            disabled={!matches || busy}
            onClick={() => void run()}
          >
            {translate('app.users.gdpr.erase_confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </CanAccessResource>
  );
};
