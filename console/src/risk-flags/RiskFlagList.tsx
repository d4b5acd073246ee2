import {
  Alert,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { AcknowledgementText, type RiskFlagSummary } from '@sinnro/care-ui';
import { useCallback, useState } from 'react';
import { Link, Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { useRiskFlagDates, useRiskFlagTexts } from './risk-flag-texts';
import { dateTime, fetchRiskFlags, riskFlagPath } from './risk-flags-api';
import { useLoad } from './use-load';

/** Risk flags as links to their screens, open ones marked. */
export const RiskFlagRows = ({
  flags,
  withName,
}: {
  flags: RiskFlagSummary[];
  withName: boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const texts = useRiskFlagTexts();
  const dates = useRiskFlagDates();
  return (
    <List sx={{ p: 0 }}>
      {flags.map((flag) => (
        <ListItem
          key={flag.id}
          divider
          data-testid="risk-flag-row"
          sx={{
            px: 1,
            borderLeft: 4,
            borderLeftColor: flag.acknowledged ? 'transparent' : 'error.main',
          }}
        >
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {flag.acknowledged === null && (
                <Chip color="error" size="small" label={translate('app.risk_flags.open_state')} />
              )}
              <Link to={riskFlagPath(flag.id)} sx={{ color: 'primary.dark', fontWeight: 600 }}>
                {translate('app.risk_flags.link', {
                  name: withName ? `${flag.client.first_name} ${flag.client.last_name}` : '',
                  test: flag.test_name,
                  item: flag.item_number ?? '–',
                  value: flag.answer_value ?? '–',
                }).replace(/^ – /, '')}
              </Link>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {dateTime(flag.created_at, locale)}
              {flag.acknowledged && (
                <>
                  {' · '}
                  <AcknowledgementText
                    acknowledged={flag.acknowledged}
                    texts={texts}
                    dates={dates}
                  />
                </>
              )}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
};

/**
 * The console's notifications for hc and admins: the risk flags of the clients in the caller's
 * care, open ones first; "also acknowledged" shows the rest.
 */
export const RiskFlagList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [all, setAll] = useState(false);
  const { state } = useLoad<RiskFlagSummary[]>(
    useCallback(() => fetchRiskFlags(locale, { open: !all }), [locale, all]),
  );
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.risk_flags.title')} />
      <Typography variant="h4" component="h1">
        {translate('app.risk_flags.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.risk_flags.intro')}</Typography>
      <FormControlLabel
        control={<Switch checked={all} onChange={(event) => setAll(event.target.checked)} />}
        label={translate('app.risk_flags.show_all')}
      />
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && (
          <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <Typography color="text.secondary">{translate('app.risk_flags.empty')}</Typography>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <RiskFlagRows flags={state.data} withName />
        )}
      </Paper>
    </Stack>
  );
};

/** The client's risk flags on the health coach's client page. */
export const ClientRiskFlags = ({ clientId }: { clientId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { state } = useLoad<RiskFlagSummary[]>(
    useCallback(() => fetchRiskFlags(locale, { clientId }), [locale, clientId]),
  );
  return (
    <Paper component="section" aria-labelledby="client-risk-flags" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="client-risk-flags" variant="h5" component="h2" gutterBottom>
        {translate('app.risk_flags.client_title')}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Typography color="text.secondary">{translate('app.risk_flags.client_empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <RiskFlagRows flags={state.data} withName={false} />
      )}
    </Paper>
  );
};
