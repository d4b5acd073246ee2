import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { updateResetPassword } from '../api/password-api';
import { ErrorToast } from '../layout/ErrorToast';
import { SessionCard } from '../layout/SessionCard';
import { type LoginNoticeState } from '../login/login-state';
import { useSession } from '../session/session-context';
import { NewPasswordFields } from './NewPasswordFields';
import {
  type NewPasswordFieldErrors,
  type NewPasswordForm,
  validateNewPassword,
} from './password-validation';

/**
 * The page of the mailed reset link (/session/reset-password/{token}): sets a new password, then
 * opens the login page with the API's success text. Works whether or not someone is logged in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<NewPasswordFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // An API refusal (usually an expired or used link) stays on the page with a way forward.
  const [refusal, setRefusal] = useState<{ message: string; linkProblem: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateNewPassword(form);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;

    setSubmitting(true);
    setRefusal(null);
    setFailure(null);
    try {
      const { message } = await updateResetPassword({
        token,
        password: form.password,
        password_confirmation: form.confirmation,
      });
      // The account's sessions have ended; whoever was logged in here logs in anew.
      signOut();
      const state: LoginNoticeState = { notice: message };
      void navigate('/login', { replace: true, state });
    } catch (error) {
      if (error instanceof ApiError) {
        const linkProblem = Object.keys(error.errors).length === 0;
        setRefusal({ message: error.userMessages.join(' '), linkProblem });
      } else {
        setFailure(t('errors.network'));
      }
      setSubmitting(false);
    }
  };

  return (
    <SessionCard
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.intro')}
      toasts={<ErrorToast message={failure} onClose={() => setFailure(null)} />}
    >
      {refusal !== null && (
        <Alert severity="error">
          {refusal.message}
          {refusal.linkProblem && (
            <Box sx={{ mt: 1 }}>
              <Link component={RouterLink} to="/session/forgot-password" color="inherit">
                {t('resetPassword.requestNewLink')}
              </Link>
            </Box>
          )}
        </Alert>
      )}
      {/* A refused link cannot be used again: only the way to a new one is offered then. */}
      {refusal?.linkProblem !== true && (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          <NewPasswordFields value={form} onChange={setForm} errors={fieldErrors} />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login">
        {t('forgotPassword.backToLogin')}
      </Link>
    </SessionCard>
  );
}
