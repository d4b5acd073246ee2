import { homePathForRole } from '@sinnro/access';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import { eidLoginUrl } from '../api/eid-api';
import { loginWithPassword } from '../api/session-api';
import { eidErrorFromState } from '../eid/login-fragment';
import { currentLocale } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ErrorToast } from '../layout/ErrorToast';
import { useSession } from '../session/session-context';
import { type LoginKind, LoginKindTabs } from './LoginKindTabs';
import { type LoginFieldErrors, validateLogin } from './login-validation';

export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [kind, setKind] = useState<LoginKind>('client');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // An e-ID login that ended in an error comes back here with it (see /process-login).
  const [failure, setFailure] = useState<string | null>(() => {
    const eidError = eidErrorFromState(location.state);
    return eidError === null ? null : t(`eid.errors.${eidError}`);
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { email: email.trim(), password };
    const errors = validateLogin(credentials);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;

    setSubmitting(true);
    setFailure(null);
    try {
      const { token, user } = await loginWithPassword(credentials);
      signIn(token, user);
      void navigate(homePathForRole(user), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.userMessages.join(' ') : t('errors.network'));
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Box>
            <Typography variant="h4" component="h1">
              {t('app.name')}
            </Typography>
            <Typography color="text.secondary">{t('login.subtitle')}</Typography>
          </Box>
          <LoginKindTabs value={kind} onChange={setKind} />
          <Button variant="outlined" size="large" href={eidLoginUrl(kind, currentLocale())}>
            {t('eid.loginButton')}
          </Button>
          <Divider />
          <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldErrors.email !== undefined}
              helperText={fieldErrors.email && t(`login.${fieldErrors.email}`)}
            />
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldErrors.password !== undefined}
              helperText={fieldErrors.password && t(`login.${fieldErrors.password}`)}
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {t('login.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
