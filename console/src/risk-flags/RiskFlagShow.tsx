import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  AcknowledgeRiskFlagDialog,
  type RiskFlagDetail,
  RiskFlagDetailView,
} from '@sinnro/care-ui';
import { useCallback, useState } from 'react';
import {
  Link,
  Loading,
  Title,
  useLocaleState,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { clientReportPath } from '../hc-clients/hc-api';
import { useAcknowledgeFailure, useRiskFlagDates, useRiskFlagTexts } from './risk-flag-texts';
import { acknowledgeRiskFlag, fetchRiskFlag } from './risk-flags-api';
import { useLoad } from './use-load';

/**
 * /risk-flags/{id}: why a risk flag was raised (the test, the item in its wording, the answer,
 * the total and band, when, every round) and acknowledging it with what was done. The server
 * answers 404 outside the caller's care; reading it is access-logged.
 */
export const RiskFlagShow = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const id = Number(useParams().id);
  const { state, reload } = useLoad<RiskFlagDetail>(
    useCallback(() => fetchRiskFlag(id, locale), [id, locale]),
  );
  const [acknowledging, setAcknowledging] = useState(false);
  const texts = useRiskFlagTexts();
  const dates = useRiskFlagDates();
  const failureOf = useAcknowledgeFailure();
  const name =
    state.status === 'ready'
      ? `${state.data.client.first_name} ${state.data.client.last_name}`
      : '';
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link to="/risk-flags" sx={{ color: 'primary.dark' }}>
          {translate('app.risk_flags.back')}
        </Link>
        {state.status === 'ready' && (
          <Link to={clientReportPath(state.data.client.id)} sx={{ color: 'primary.dark' }}>
            {translate('app.risk_flags.back_to_client', { name })}
          </Link>
        )}
      </Stack>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Title title={translate('app.risk_flags.detail_title', { name })} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="h4" component="h1">
              {translate('app.risk_flags.detail_title', { name })}
            </Typography>
            {state.data.acknowledged === null && (
              <Button variant="contained" color="error" onClick={() => setAcknowledging(true)}>
                {translate('app.risk_flags.acknowledge.open')}
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
              notify('app.risk_flags.acknowledge.done', { type: 'success' });
              reload();
            }}
          />
        </>
      )}
    </Stack>
  );
};
