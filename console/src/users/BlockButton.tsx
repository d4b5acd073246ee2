import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { CanAccessResource } from '../layout/CanAccessResource';
import { apiCall, type BlockState, failureText } from './console-api';

interface BlockableUser {
  id: number;
  first_name: string;
  last_name: string;
  blocked_at: string | null;
}

/**
 * Blocks the record's user (which ends all their sessions) or lets a blocked user log in again,
 * after a confirmation: PUT /api/users/{id}/block or /unblock.
 */
export const BlockButton = () => {
  const record = useRecordContext<BlockableUser>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const blocked = record.blocked_at !== null;
  const name = `${record.first_name} ${record.last_name}`;

  const run = async () => {
    setBusy(true);
    try {
      await apiCall<BlockState>(`/api/users/${record.id}/${blocked ? 'unblock' : 'block'}`, {
        method: 'PUT',
      });
      notify(blocked ? 'app.users.unblocked' : 'app.users.blocked_done', {
        type: 'success',
        messageArgs: { name },
      });
      refresh();
    } catch (error) {
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <CanAccessResource resource="users" action="block">
      <Button
        label={blocked ? 'app.users.unblock' : 'app.users.block'}
        color={blocked ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      >
        {blocked ? <LockOpenIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={blocked ? 'app.users.unblock_title' : 'app.users.block_title'}
        content={blocked ? 'app.users.unblock_content' : 'app.users.block_content'}
        translateOptions={{ name }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </CanAccessResource>
  );
};
