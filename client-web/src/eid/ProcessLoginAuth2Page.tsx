import { homePathForRole } from '@sinnro/access';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import { type EidRegistration, fetchAuth2State, registerWithEid } from '../api/eid-api';
import { type CurrentUser } from '../api/types';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ErrorToast } from '../layout/ErrorToast';
import { SessionLoading } from '../session/SessionPending';
import { useSession } from '../session/session-context';
import { clearAuth2Token, readAuth2Token } from './auth2-token-storage';
import { clearFragment, type EidError, type LoginPageState } from './login-fragment';
import {
  type OnboardingField,
  type OnboardingFieldErrors,
  validateOnboarding,
} from './onboarding-validation';

/** The terms of use, open without login (a new tab keeps the form as it is). */
const TERMS_PATH = '/terms';

type ServerFieldErrors = Partial<Record<OnboardingField, string>>;

const FIELDS: readonly OnboardingField[] = ['first_name', 'last_name', 'email', 'terms_accepted'];

function serverFieldErrors(error: ApiError): ServerFieldErrors {
  const result: ServerFieldErrors = {};
  for (const field of FIELDS) {
    const messages = error.errors[field];
    if (messages !== undefined) result[field] = [messages].flat().join(' ');
  }
  return result;
}

/**
 * The auth2 token /process-login kept for this tab (from a hand-over code this tab asked for);
 * never one from the URL, which anyone could have made.
 */
function takeAuth2Token(): string | null {
  return readAuth2Token();
}

/**
 * Onboarding after an e-ID login without an account (the spec's auth2 process, step
 * `register`): the new client gives name and e-mail and accepts the terms; the API creates the
 * account and answers a session. A reloaded page asks the API for the state again.
 */
export function ProcessLoginAuth2Page() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [auth2Token] = useState(takeAuth2Token);
  const [showForm, setShowForm] = useState(false);
  const [form, setForm] = useState<EidRegistration>({
    first_name: '',
    last_name: '',
    email: '',
    terms_accepted: false,
  });
  const [fieldErrors, setFieldErrors] = useState<OnboardingFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const toLogin = useCallback(
    (eidError: EidError) => {
      clearAuth2Token();
      const state: LoginPageState = { eidError };
      void navigate('/login', { replace: true, state });
    },
    [navigate],
  );

  const finish = useCallback(
    (token: string, user: CurrentUser) => {
      clearAuth2Token();
      signIn(token, user);
      void navigate(homePathForRole(user), { replace: true });
    },
    [navigate, signIn],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearFragment();
    if (auth2Token === null) {
      toLogin('login_failed');
      return;
    }
    fetchAuth2State(auth2Token)
      .then((answer) => {
        if (answer.token !== undefined && answer.user !== undefined) {
          finish(answer.token, answer.user);
          return;
        }
        setForm((current) => ({
          ...current,
          first_name: answer.profile?.first_name ?? '',
          last_name: answer.profile?.last_name ?? '',
        }));
        setShowForm(true);
      })
      .catch((error: unknown) => {
        toLogin(error instanceof ApiError && error.status === 401 ? 'expired' : 'login_failed');
      });
  }, [auth2Token, finish, toLogin]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (auth2Token === null) return;
    const registration = { ...form, email: form.email.trim() };
    const errors = validateOnboarding(registration);
    setFieldErrors(errors);
    setServerErrors({});
    if (Object.keys(errors).length > 0) return;

    setSubmitting(true);
    setFailure(null);
    try {
      const { token, user } = await registerWithEid(auth2Token, registration);
      finish(token, user);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 401) {
        toLogin('expired');
        return;
      }
      if (!(error instanceof ApiError)) {
        setFailure(t('errors.network'));
        return;
      }
      const byField = serverFieldErrors(error);
      setServerErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(error.userMessages.join(' '));
    }
  };

  if (!showForm) return <SessionLoading />;

  const errorText = (field: OnboardingField): string | undefined => {
    const key = fieldErrors[field];
    return key !== undefined ? t(`eid.onboarding.${key}`) : serverErrors[field];
  };
  const update = (field: Exclude<OnboardingField, 'terms_accepted'>) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Box>
            <Typography variant="h4" component="h1">
              {t('eid.onboarding.title')}
            </Typography>
            <Typography color="text.secondary">{t('eid.onboarding.intro')}</Typography>
          </Box>
          <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('eid.onboarding.firstName')}
              autoComplete="given-name"
              value={form.first_name}
              onChange={(event) => update('first_name')(event.target.value)}
              error={errorText('first_name') !== undefined}
              helperText={errorText('first_name')}
            />
            <TextField
              label={t('eid.onboarding.lastName')}
              autoComplete="family-name"
              value={form.last_name}
              onChange={(event) => update('last_name')(event.target.value)}
              error={errorText('last_name') !== undefined}
              helperText={errorText('last_name')}
            />
            <TextField
              label={t('eid.onboarding.email')}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(event) => update('email')(event.target.value)}
              error={errorText('email') !== undefined}
              helperText={errorText('email')}
            />
            <FormControl error={errorText('terms_accepted') !== undefined}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.terms_accepted}
                    onChange={(event) =>
                      setForm((current) => ({ ...current, terms_accepted: event.target.checked }))
                    }
                  />
                }
                label={t('eid.onboarding.acceptTerms')}
              />
              <Link href={TERMS_PATH} target="_blank" rel="noopener" sx={{ ml: 4 }}>
                {t('eid.onboarding.readTerms')}
              </Link>
              {errorText('terms_accepted') !== undefined && (
                <FormHelperText>{errorText('terms_accepted')}</FormHelperText>
              )}
            </FormControl>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {t('eid.onboarding.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
