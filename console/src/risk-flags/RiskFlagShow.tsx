import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useCallback, useState } from 'react';
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
import { AcknowledgeDialog } from './AcknowledgeDialog';
import {
  dateTime,
  fetchRiskFlag,
  type RiskFlagAcknowledgement,
  type RiskFlagDetail,
  type RiskFlagRound,
  shortDate,
} from './risk-flags-api';
import { useLoad } from './use-load';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 0.5 }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const Total = ({ round }: { round: RiskFlagRound }) => {
  const translate = useTranslate();
  if (round.total === null) {
    return (
      <>{translate(round.completed_at ? 'app.risk_flags.no_report' : 'app.risk_flags.not_done')}</>
    );
  }
  const { score, max_score: max, band } = round.total;
  return (
    <Stack
      component="span"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span>
        {max === null ? String(score) : translate('app.risk_flags.score_of', { score, max })}
      </span>
      {band?.label && (
        <Chip
          size="small"
          variant="outlined"
          label={band.label}
          sx={{ borderColor: band.color ?? undefined, borderWidth: 2 }}
        />
      )}
    </Stack>
  );
};

/** What was done about a flag, by whom and when. */
export const AcknowledgementText = ({
  acknowledged,
}: {
  acknowledged: RiskFlagAcknowledgement;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      {translate('app.risk_flags.acknowledged_by', {
        name: acknowledged.by?.name ?? '–',
        date: dateTime(acknowledged.at, locale),
      })}
      {acknowledged.action && `: ${translate(`app.risk_flags.actions.${acknowledged.action}`)}`}
      {acknowledged.note && ` – ${acknowledged.note}`}
    </>
  );
};

const Details = ({ flag }: { flag: RiskFlagDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const itemName =
    flag.item.number === null
      ? translate('app.risk_flags.item_unnumbered')
      : translate('app.risk_flags.item', { number: flag.item.number });
  return (
    <>
      {flag.acknowledged ? (
        <Alert severity="success">
          <AcknowledgementText acknowledged={flag.acknowledged} />
        </Alert>
      ) : (
        <Alert severity="error">
          {translate('app.risk_flags.open', { date: dateTime(flag.created_at, locale) })}
        </Alert>
      )}
      <Paper component="section" aria-labelledby="risk-flag-why" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="risk-flag-why" variant="h5" component="h2" gutterBottom>
          {translate('app.risk_flags.why')}
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Fact label={translate('app.risk_flags.test')}>{flag.test_name}</Fact>
          <Fact label={itemName}>
            <q>{flag.item.text}</q>
          </Fact>
          <Fact label={translate('app.risk_flags.answer')}>
            <strong>{flag.answer.label}</strong>{' '}
            {translate('app.risk_flags.answer_value', {
              value: flag.answer.value,
              max: flag.item.max_value,
            })}
          </Fact>
          <Fact label={translate('app.risk_flags.rule')}>
            {translate('app.risk_flags.threshold', { threshold: flag.item.threshold })}
          </Fact>
          <Fact label={translate('app.risk_flags.total')}>
            <Total round={flag.round} />
          </Fact>
          <Fact label={translate('app.risk_flags.when')}>{dateTime(flag.created_at, locale)}</Fact>
          <Fact label={translate('app.risk_flags.round')}>
            {translate('app.risk_flags.round_number', { num: flag.round.num })}
          </Fact>
          <Fact label={translate('app.risk_flags.recipient')}>{flag.recipient.name}</Fact>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="risk-flag-rounds" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="risk-flag-rounds" variant="h5" component="h2" gutterBottom>
          {translate('app.risk_flags.rounds', { test: flag.test_name })}
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="risk-flag-rounds">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.risk_flags.round')}</TableCell>
                <TableCell>{translate('app.risk_flags.completed')}</TableCell>
                <TableCell>{translate('app.risk_flags.total')}</TableCell>
                <TableCell>{itemName}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flag.rounds.map((round) => (
                <TableRow
                  key={round.module_instance_id}
                  selected={round.flagged}
                  data-testid="risk-flag-round"
                >
                  <TableCell>
                    {translate('app.risk_flags.round_number', { num: round.num })}
                    {round.flagged && ` (${translate('app.risk_flags.this_flag')})`}
                  </TableCell>
                  <TableCell>
                    {round.completed_at
                      ? shortDate(round.completed_at, locale)
                      : translate('app.risk_flags.not_done')}
                  </TableCell>
                  <TableCell>
                    <Total round={round} />
                  </TableCell>
                  <TableCell>
                    {round.item_answer
                      ? `${round.item_answer.label} (${round.item_answer.value})`
                      : '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </>
  );
};

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
          <Details flag={state.data} />
          <AcknowledgeDialog
            flagId={state.data.id}
            clientName={name}
            open={acknowledging}
            onClose={() => setAcknowledging(false)}
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
