import { homePathForRole } from '@sinnro/access';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import { eidLoginUrl } from '../api/eid-api';
import { loginWithPassword } from '../api/session-api';
import { beginHandover } from '../eid/handover';
import { eidErrorFromState } from '../eid/login-fragment';
import { rememberEidReturn } from '../eid/return-path';
import { currentLocale } from '../i18n/i18n';
import { preloadThemedOutlet } from '../layout/themed-outlet-page';
import { PlainSessionCard } from '../plain/PlainSessionCard';
import { PlainTextField } from '../plain/PlainTextField';
import { PlainErrorToast, PlainSuccessToast } from '../plain/PlainToast';
import { useSession } from '../session/session-context';
import { type LoginKind, LoginKindTabs } from './LoginKindTabs';
import { noticeFromState, returnToFromState } from './login-state';
import { type LoginFieldErrors, validateLogin } from './login-validation';
import './login.css';

/**
 * Starts an e-ID login bound to this tab: the API redirects on to the e-ID issuer; /process-login
 * then opens the protected page that sent the visitor here, if any.
 */
async function startEidLogin(kind: LoginKind, returnTo: string | null): Promise<void> {
  rememberEidReturn(returnTo);
  const binding = await beginHandover();
  window.location.assign(eidLoginUrl(kind, currentLocale(), binding));
}

/**
 * The login page. It is drawn in plain HTML and CSS in the look of the MUI pages (see plain/), so
 * the first page most visitors load carries neither MUI nor emotion (route sizes: npm run build).
 */
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
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { email: email.trim(), password };
    const errors = validateLogin(credentials);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      // The first field in error takes the focus, so its message (its description) is read out.
      (errors.email === undefined ? passwordField : emailField).current?.focus();
      return;
    }

    setSubmitting(true);
    // The pages after the login are drawn with MUI: their frame loads while the login is checked.
    preloadThemedOutlet();
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
    <PlainSessionCard
      title={t('app.name')}
      subtitle={t('login.subtitle')}
      toasts={
        <>
          <PlainSuccessToast message={notice} onClose={() => setNotice(null)} />
          <PlainErrorToast message={failure} onClose={() => setFailure(null)} />
        </>
      }
    >
      <LoginKindTabs value={kind} onChange={setKind} />
      <a
        className="sn-button sn-button-outlined-large"
        href={eidLoginUrl(kind, currentLocale())}
        onClick={(event) => {
          // The login's result comes back to this tab only (see eid/handover.ts).
          event.preventDefault();
          void startEidLogin(kind, returnToFromState(location.state));
        }}
      >
        {t('eid.loginButton')}
      </a>
      <hr className="sn-divider" />
      <form className="sn-login-form" noValidate onSubmit={(event) => void submit(event)}>
        <PlainTextField
          ref={emailField}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email !== undefined}
          helperText={fieldErrors.email && t(`login.${fieldErrors.email}`)}
        />
        <PlainTextField
          ref={passwordField}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password !== undefined}
          helperText={fieldErrors.password && t(`login.${fieldErrors.password}`)}
        />
        <div className="sn-login-forgot">
          <RouterLink className="sn-link sn-body2" to="/session/forgot-password">
            {t('login.forgotPassword')}
          </RouterLink>
        </div>
        <button type="submit" className="sn-button sn-button-contained-large" disabled={submitting}>
          {t('login.submit')}
        </button>
      </form>
    </PlainSessionCard>
  );
}
