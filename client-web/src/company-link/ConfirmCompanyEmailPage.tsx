import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { confirmCompanyEmail } from '../api/company-link-api';
import { SessionCard } from '../layout/SessionCard';
import { useSession } from '../session/session-context';
import { SessionLoading, SessionUnavailable } from '../session/SessionPending';

type ConfirmationState =
  | { status: 'confirming' }
  | { status: 'confirmed'; companyName: string }
  | { status: 'refused'; message: string }
  | { status: 'unreachable' };

/**
 * The page of the mailed company e-mail link (/session/confirm-company-email/{token}), behind the
 * login: confirms the link once and names the company the user now belongs to.
 */
export function ConfirmCompanyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { loadUser } = useSession();
  const [state, setState] = useState<ConfirmationState>({ status: 'confirming' });

  const confirm = useCallback(() => {
    setState({ status: 'confirming' });
    confirmCompanyEmail(token)
      .then((company) => {
        setState({ status: 'confirmed', companyName: company.name });
        // The membership changes the user's companies (and perhaps permissions): reload them.
        loadUser().catch(() => undefined);
      })
      .catch((error: unknown) =>
        setState(
          error instanceof ApiError
            ? { status: 'refused', message: error.userMessages.join(' ') }
            : { status: 'unreachable' },
        ),
      );
  }, [token, loadUser]);

  // The link works once: confirm exactly once (StrictMode runs effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm();
  }, [confirm]);

  switch (state.status) {
    case 'confirming':
      return <SessionLoading />;
    case 'unreachable':
      return <SessionUnavailable onRetry={confirm} message={t('errors.network')} />;
    case 'confirmed':
    case 'refused':
      return (
        <SessionCard title={t('companyEmail.title')}>
          {state.status === 'confirmed' ? (
            <Alert severity="success">
              {t('companyEmail.confirmed', { company: state.companyName })}
            </Alert>
          ) : (
            <Alert severity="error">{state.message}</Alert>
          )}
          <Button variant="contained" component={RouterLink} to="/">
            {t('companyEmail.toHome')}
          </Button>
        </SessionCard>
      );
  }
}
