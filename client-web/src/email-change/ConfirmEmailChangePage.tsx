import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { confirmEmailChange } from '../api/email-change-api';
import { ErrorToast } from '../layout/ErrorToast';
import { SessionCard } from '../layout/SessionCard';

type ConfirmationState =
  { status: 'waiting' | 'confirming' } | { status: 'confirmed' | 'refused'; message: string };

/**
 * The page of the mailed e-mail change link (/session/confirm-email/{token}), with or without a
 * login: the change is made only when the reader presses the button (a mail scanner opening the
 * link changes nothing), then the API's text says what happened.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<ConfirmationState>({ status: 'waiting' });
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setState({ status: 'confirming' });
    setFailure(null);
    confirmEmailChange(token)
      .then(({ message }) => setState({ status: 'confirmed', message }))
      .catch((error: unknown) => {
        if (error instanceof ApiError) {
          setState({ status: 'refused', message: error.userMessages.join(' ') });
        } else {
          setState({ status: 'waiting' });
          setFailure(t('errors.network'));
        }
      });
  };

  return (
    <SessionCard
      title={t('emailChange.title')}
      subtitle={t('emailChange.intro')}
      toasts={<ErrorToast message={failure} onClose={() => setFailure(null)} />}
    >
      {state.status === 'confirmed' && <Alert severity="success">{state.message}</Alert>}
      {state.status === 'refused' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'waiting' || state.status === 'confirming' ? (
        <Button
          variant="contained"
          size="large"
          onClick={confirm}
          disabled={state.status === 'confirming'}
        >
          {t('emailChange.confirm')}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/">
          {t('emailChange.toHome')}
        </Button>
      )}
    </SessionCard>
  );
}
