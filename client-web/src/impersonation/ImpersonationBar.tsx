import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/api-request';
import { CONSOLE_URL } from '../api/config';
import { useSession, useSignedInUser } from '../session/session-context';

/**
 * While an administrator acts as this user: a bar at the bottom naming the user, with Exit. Exit
 * ends the impersonation on the server and returns to the console, whose own session the
 * administrator never left. `bottom` lifts it above a bar fixed at the bottom (the tab bar).
 */
export function ImpersonationBar({ bottom = 0 }: { bottom?: number }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { signOut } = useSession();
  const [failed, setFailed] = useState(false);
  if (!user.impersonation) return null;

  const exit = async () => {
    try {
      await apiRequest('/api/users/impersonate/stop?action=stop', { method: 'POST' });
      signOut();
      window.location.assign(`${CONSOLE_URL}/admin/users/list`);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Paper
      role="region"
      aria-label={t('impersonation.region')}
      elevation={6}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom,
        // Above the client's side menu, so that Exit is never covered.
        zIndex: (theme) => theme.zIndex.drawer + 1,
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'warning.light',
      }}
    >
      <Typography sx={{ flexGrow: 1 }}>
        {t('impersonation.actingAs', {
          name: `${user.profile.first_name} ${user.profile.last_name}`,
        })}
      </Typography>
      {failed && <Alert severity="error">{t('impersonation.exitFailed')}</Alert>}
      <Button variant="contained" color="inherit" onClick={() => void exit()}>
        {t('impersonation.exit')}
      </Button>
    </Paper>
  );
}
