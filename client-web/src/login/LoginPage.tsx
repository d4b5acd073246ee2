import { homePathForRole } from '@sinnro/access';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import { eidLoginUrl } from '../api/eid-api';
import { loginWithPassword } from '../api/session-api';
import { eidErrorFromState } from '../eid/login-fragment';
import { currentLocale } from '../i18n/i18n';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { SessionCard } from '../layout/SessionCard';
import { useSession } from '../session/session-context';
import { type LoginKind, LoginKindTabs } from './LoginKindTabs';
import { noticeFromState, returnToFromState } from './login-state';
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
  // A password reset comes back here with the API's success text.
  const [notice, setNotice] = useState<string | null>(() => noticeFromState(location.state));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { email: email.trim(), password };
    const errors = validateLogin(credentials);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;

    setSubmitting(true);
    setFailure(null);
    setNotice(null);
    try {
      const { token, user } = await loginWithPassword(credentials);
      signIn(token, user);
      // Back to the protected page that sent the visitor here, if any (see RequireSession).
      void navigate(returnToFromState(location.state) ?? homePathForRole(user), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.userMessages.join(' ') : t('errors.network'));
      setSubmitting(false);
    }
  };

  return (
    <SessionCard
      title={t('app.name')}
      subtitle={t('login.subtitle')}
      toasts={
        <>
          <SuccessToast message={notice} onClose={() => setNotice(null)} />
          <ErrorToast message={failure} onClose={() => setFailure(null)} />
        </>
      }
    >
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/session/forgot-password" variant="body2">
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </SessionCard>
  );
}
