import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { eidLoginUrl } from '../api/eid-api';
import { loginWithPassword } from '../api/session-api';
import { type CurrentUser } from '../api/types';
import { beginHandover } from '../eid/handover';
import { rememberEidReturn } from '../eid/return-path';
import { currentLocale } from '../i18n/i18n';
import { useSession } from './session-context';

interface LockScreenProps {
  user: CurrentUser;
  onUnlocked: () => void;
}

/**
 * The lock screen: the signed-in user's password again (their e-mail is known), or e-ID, which
 * leaves the page for the issuer, starts a new session and comes back to the locked page (path and
 * query; the page's unsaved state is lost); "Log out" ends the session.
 */
export function LockScreen({ user, onUnlocked }: LockScreenProps) {
  const { t } = useTranslation();
  const { signIn, logOut } = useSession();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const eidKind = user.role === 'client' ? 'client' : 'therapist';
  const name = [user.profile.first_name, user.profile.last_name].filter(Boolean).join(' ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setFailure(t('lockScreen.passwordRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await loginWithPassword({ email: user.email, password });
      if (answer.user.uuid !== user.uuid) throw new Error('another account answered');
      signIn(answer.token, answer.user);
      onUnlocked();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.userMessages.join(' ') : t('errors.network'));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: 2 }}
      data-testid="lock-screen"
    >
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="sn-lock-title"
        aria-describedby="sn-lock-text"
        variant="outlined"
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}
      >
        <Stack spacing={2} component="form" noValidate onSubmit={(event) => void submit(event)}>
          <Typography id="sn-lock-title" variant="h5" component="h1">
            {t('lockScreen.title')}
          </Typography>
          <Typography id="sn-lock-text" variant="body1">
            {t('lockScreen.text', { name })}
          </Typography>
          {failure !== null && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label={t('lockScreen.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('lockScreen.unlock')}
          </Button>
          <Button
            variant="outlined"
            href={eidLoginUrl(eidKind, currentLocale())}
            onClick={(event) => {
              // The e-ID login comes back to this tab only (see eid/handover.ts), and to this
              // page for the same user (see eid/return-path.ts).
              event.preventDefault();
              rememberEidReturn(`${window.location.pathname}${window.location.search}`, user.uuid);
              void beginHandover().then((binding) => {
                window.location.assign(eidLoginUrl(eidKind, currentLocale(), binding));
              });
            }}
          >
            {t('lockScreen.eid')}
          </Button>
          <Button variant="text" onClick={() => void logOut()}>
            {t('lockScreen.logOut')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
