import LoginIcon from '@mui/icons-material/Login';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { API_URL } from '../config';
import { CanAccessResource } from '../layout/CanAccessResource';
import { createHttpClient } from '../providers/http-client';
import { handImpersonationOver } from './impersonation-handover';
import { type UserRow } from './user-row';

/** The session token of the impersonation's answer, or null when it has none. */
function tokenOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('token' in answer)) return null;
  return typeof answer.token === 'string' ? answer.token : null;
}

/**
 * Starts impersonating the row's user and continues in client-web as them (the token handed over
 * as impersonation-handover.ts describes). The console keeps its
 * own session (its own cookie), so leaving the impersonation in client-web returns here logged in.
 */
export const ImpersonateButton = () => {
  const record = useRecordContext<UserRow>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record || record.role === 'admin') return null;

  const start = async () => {
    try {
      const http = createHttpClient(() => document.documentElement.lang || 'sv');
      const response = await http(`${API_URL}/api/users/impersonate?action=start`, {
        method: 'POST',
        body: JSON.stringify({ user_uuid: record.uuid }),
      });
      const token = tokenOf(response.json);
      if (token === null) throw new Error('no token');
      // Never in a URL: client-web gets it by a one-time code bound to its own tab.
      handImpersonationOver(token, document.documentElement.lang || 'sv');
    } catch {
      notify('app.impersonation.failed', { type: 'error' });
    }
  };

  return (
    <CanAccessResource resource="users" action="impersonate">
      <Button label={translate('app.impersonation.start')} onClick={() => void start()}>
        <LoginIcon />
      </Button>
    </CanAccessResource>
  );
};
