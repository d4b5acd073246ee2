import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';

/**
 * Sends the chosen pending invitations again (PUT without changes mails a fresh link and ends the
 * old one), after a confirmation. The server refuses accepted ones; its message shows.
 */
export const BulkResendButton = () => {
  const { selectedIds, resource } = useListContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [updateMany, { isPending }] = useUpdateMany();
  const resend = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: {} },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.companies.invitations.resent', {
            type: 'info',
            messageArgs: { smart_count: selectedIds.length },
          });
          unselectAll();
          refresh();
          setOpen(false);
        },
        onError: (error: unknown) => {
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button label="app.companies.invitations.resend" onClick={() => setOpen(true)}>
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.companies.invitations.resend_title"
        content="app.companies.invitations.resend_content"
        translateOptions={{ smart_count: selectedIds.length }}
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        onConfirm={() => void resend()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
