import { homePathForRole } from '@sinnro/access';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { checkInvite, type InvitationCheck, updateNewUserPassword } from '../api/password-api';
import { ErrorToast } from '../layout/ErrorToast';
import { SessionCard } from '../layout/SessionCard';
import { NewPasswordFields } from '../password/NewPasswordFields';
import {
  type NewPasswordFieldErrors,
  type NewPasswordForm,
  validateNewPassword,
} from '../password/password-validation';
import { useSession } from '../session/session-context';
import { SessionLoading, SessionUnavailable } from '../session/SessionPending';

type InvitationState =
  | { status: 'checking' }
  | { status: 'valid'; invitation: InvitationCheck }
  /** The API refused the link (400 unknown, 410 expired or already used): its message. */
  | { status: 'refused'; message: string }
  | { status: 'unreachable' };

/** Invitations the API refuses for good: the page then offers the login instead of the form. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 410 || (error.status === 400 && Object.keys(error.errors).length === 0))
  );
}

/**
 * The page of the invitation link (/session/invite/{token}): greets the invited person, who
 * chooses a password and is logged in. Works whether or not someone is logged in already.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<InvitationState>({ status: 'checking' });
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<NewPasswordFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = useCallback(() => {
    setState({ status: 'checking' });
    checkInvite(token)
      .then((invitation) => setState({ status: 'valid', invitation }))
      .catch((error: unknown) =>
        setState(
          error instanceof ApiError
            ? { status: 'refused', message: error.userMessages.join(' ') }
            : { status: 'unreachable' },
        ),
      );
  }, [token]);

  // Checked once (StrictMode runs effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    check();
  }, [check]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateNewPassword(form);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;

    setSubmitting(true);
    setFailure(null);
    try {
      const { token: sessionToken, user } = await updateNewUserPassword({
        token,
        password: form.password,
        password_confirmation: form.confirmation,
      });
      signIn(sessionToken, user);
      void navigate(homePathForRole(user), { replace: true });
    } catch (error) {
      if (isRefusal(error)) setState({ status: 'refused', message: error.userMessages.join(' ') });
      else
        setFailure(error instanceof ApiError ? error.userMessages.join(' ') : t('errors.network'));
      setSubmitting(false);
    }
  };

  switch (state.status) {
    case 'checking':
      return <SessionLoading />;
    case 'unreachable':
      return <SessionUnavailable onRetry={check} message={t('errors.network')} />;
    case 'refused':
      return (
        <SessionCard title={t('invite.invalidTitle')}>
          <Alert severity="error">{state.message}</Alert>
          <Button variant="contained" component={RouterLink} to="/login">
            {t('invite.toLogin')}
          </Button>
        </SessionCard>
      );
    case 'valid':
      return (
        <SessionCard
          title={t('invite.title', { name: state.invitation.first_name })}
          subtitle={t('invite.intro')}
          toasts={<ErrorToast message={failure} onClose={() => setFailure(null)} />}
        >
          <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('invite.email')}
              type="email"
              autoComplete="username"
              value={state.invitation.email}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <NewPasswordFields value={form} onChange={setForm} errors={fieldErrors} />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {t('invite.submit')}
            </Button>
            <Link component={RouterLink} to="/login">
              {t('invite.toLogin')}
            </Link>
          </Stack>
        </SessionCard>
      );
  }
}
