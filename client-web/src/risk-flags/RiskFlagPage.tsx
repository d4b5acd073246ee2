import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AcknowledgeRiskFlagDialog, RiskFlagDetailView } from '@sinnro/care-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { SuccessToast } from '../layout/ErrorToast';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { clientPagePath } from '../specialists/client-paths';
import { useSpecialistBadges } from '../specialists/specialist-badges';
import { useAcknowledgeFailure, useRiskFlagDates, useRiskFlagTexts } from './risk-flag-texts';
import { acknowledgeRiskFlag, fetchRiskFlag } from './risk-flags-api';

/**
 * A risk flag's screen for the client's therapist (and health coach): why it was raised, the
 * client's rounds of the test, and acknowledging it with what was done. The server answers 404
 * for a flag outside the caller's care.
 */
export function RiskFlagPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useSignedInUser();
  const badges = useSpecialistBadges();
  const { state, reload } = useLoad(() => fetchRiskFlag(id), [id]);
  const [acknowledging, setAcknowledging] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const texts = useRiskFlagTexts();
  const dates = useRiskFlagDates();
  const failureOf = useAcknowledgeFailure();

  const name =
    state.status === 'ready'
      ? `${state.data.client.first_name} ${state.data.client.last_name}`
      : '';

  return (
    <Stack spacing={3}>
      {state.status === 'ready' ? (
        <Link component={RouterLink} to={clientPagePath(user.role, state.data.client.id)}>
          {t('riskFlags.detail.backToClient', { name })}
        </Link>
      ) : (
        <Link component={RouterLink} to="/clients">
          {t('specialists.client.back')}
        </Link>
      )}
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">{state.message ?? t('riskFlags.detail.fetchFailed')}</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="h4" component="h1">
              {t('riskFlags.detail.title', { name })}
            </Typography>
            {state.data.acknowledged === null && (
              <Button variant="contained" color="error" onClick={() => setAcknowledging(true)}>
                {t('riskFlags.acknowledge.open')}
              </Button>
            )}
          </Stack>
          <RiskFlagDetailView flag={state.data} texts={texts} dates={dates} />
          <AcknowledgeRiskFlagDialog
            clientName={name}
            open={acknowledging}
            onClose={() => setAcknowledging(false)}
            acknowledge={(form) => acknowledgeRiskFlag(state.data.id, form)}
            failureOf={failureOf}
            texts={texts}
            onDone={() => {
              setAcknowledging(false);
              setSuccess(t('riskFlags.acknowledge.done'));
              reload();
              badges.refresh();
            }}
          />
        </>
      )}
      <SuccessToast message={success} onClose={() => setSuccess(null)} />
    </Stack>
  );
}
