import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/api-error';
import { requestPasswordReset } from '../api/password-api';
import { ErrorToast } from '../layout/ErrorToast';
import { SessionCard } from '../layout/SessionCard';
import { type EmailError, validateEmail } from '../login/login-validation';

/**
 * Forgot password: asks for the account's e-mail and mails a reset link. The API answers the same
 * whether the address has an account or not, and so does this page.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<EmailError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const error = validateEmail(address);
    setEmailError(error);
    if (error !== null) return;

    setSubmitting(true);
    setFailure(null);
    try {
      const { message } = await requestPasswordReset(address);
      setSentMessage(message);
    } catch (reason) {
      setFailure(reason instanceof ApiError ? reason.userMessages.join(' ') : t('errors.network'));
    } finally {
      setSubmitting(false);
    }
  };

  const backToLogin = (
    <Link component={RouterLink} to="/login">
      {t('forgotPassword.backToLogin')}
    </Link>
  );

  return (
    <SessionCard
      title={t('forgotPassword.title')}
      subtitle={sentMessage === null ? t('forgotPassword.intro') : undefined}
      toasts={<ErrorToast message={failure} onClose={() => setFailure(null)} />}
    >
      {sentMessage === null ? (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError !== null}
            helperText={emailError && t(`login.${emailError}`)}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {t('forgotPassword.submit')}
          </Button>
          {backToLogin}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity="success">{sentMessage}</Alert>
          <Typography color="text.secondary">{t('forgotPassword.sentHint')}</Typography>
          {backToLogin}
        </Stack>
      )}
    </SessionCard>
  );
}
