import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateTime, shortDate } from '../specialists/format';
import {
  type RiskFlagAcknowledgement,
  type RiskFlagDetail,
  type RiskFlagRound,
} from './risk-flags-api';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Total({ round }: { round: RiskFlagRound }) {
  const { t } = useTranslation();
  if (round.total === null) {
    return <>{t(round.completed_at ? 'riskFlags.detail.noReport' : 'riskFlags.detail.notDone')}</>;
  }
  const { score, max_score: max, band } = round.total;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      component="span"
    >
      <span>{max === null ? String(score) : t('riskFlags.detail.scoreOf', { score, max })}</span>
      {band?.label && (
        <Chip
          size="small"
          label={band.label}
          variant="outlined"
          sx={{ borderColor: band.color ?? undefined, borderWidth: 2 }}
        />
      )}
    </Stack>
  );
}

/** What was done about the flag, by whom and when. */
export function AcknowledgementText({ acknowledged }: { acknowledged: RiskFlagAcknowledgement }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {t('riskFlags.detail.acknowledgedBy', {
        name: acknowledged.by?.name ?? '–',
        date: dateTime(acknowledged.at, i18n.resolvedLanguage),
      })}
      {acknowledged.action && `: ${t(`riskFlags.actions.${acknowledged.action}`)}`}
      {acknowledged.note && ` – ${acknowledged.note}`}
    </>
  );
}

/**
 * Why a risk flag was raised: the test, the item with its wording and the answer, the round's
 * total and band, when, who it went to and whether it is acknowledged, and every round of the test.
 */
export function RiskFlagDetailView({ flag }: { flag: RiskFlagDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const itemName =
    flag.item.number === null
      ? t('riskFlags.detail.itemUnnumbered')
      : t('riskFlags.detail.item', { number: flag.item.number });
  return (
    <Stack spacing={3}>
      {flag.acknowledged ? (
        <Alert severity="success">
          <AcknowledgementText acknowledged={flag.acknowledged} />
        </Alert>
      ) : (
        <Alert severity="error">
          {t('riskFlags.detail.open', { date: dateTime(flag.created_at, language) })}
        </Alert>
      )}
      <Paper component="section" aria-labelledby="risk-flag-why" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="risk-flag-why" variant="h5" component="h2" gutterBottom>
          {t('riskFlags.detail.why')}
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Fact label={t('riskFlags.detail.test')}>{flag.test_name}</Fact>
          <Fact label={itemName}>
            <q>{flag.item.text}</q>
          </Fact>
          <Fact label={t('riskFlags.detail.answer')}>
            <strong>{flag.answer.label}</strong>{' '}
            {t('riskFlags.detail.answerValue', {
              value: flag.answer.value,
              max: flag.item.max_value,
            })}
          </Fact>
          <Fact label={t('riskFlags.detail.rule')}>
            {t('riskFlags.detail.threshold', { threshold: flag.item.threshold })}
          </Fact>
          <Fact label={t('riskFlags.detail.total')}>
            <Total round={flag.round} />
          </Fact>
          <Fact label={t('riskFlags.detail.when')}>{dateTime(flag.created_at, language)}</Fact>
          <Fact label={t('riskFlags.detail.round')}>
            {t('riskFlags.detail.roundNumber', { num: flag.round.num })}
          </Fact>
          <Fact label={t('riskFlags.detail.recipient')}>{flag.recipient.name}</Fact>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="risk-flag-rounds" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="risk-flag-rounds" variant="h5" component="h2" gutterBottom>
          {t('riskFlags.detail.rounds', { test: flag.test_name })}
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="risk-flag-rounds">
            <TableHead>
              <TableRow>
                <TableCell>{t('riskFlags.detail.round')}</TableCell>
                <TableCell>{t('riskFlags.detail.completed')}</TableCell>
                <TableCell>{t('riskFlags.detail.total')}</TableCell>
                <TableCell>{itemName}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flag.rounds.map((round) => (
                <TableRow
                  key={round.module_instance_id}
                  data-testid="risk-flag-round"
                  selected={round.flagged}
                >
                  <TableCell>
                    {t('riskFlags.detail.roundNumber', { num: round.num })}
                    {round.flagged && ` (${t('riskFlags.detail.thisFlag')})`}
                  </TableCell>
                  <TableCell>
                    {round.completed_at
                      ? shortDate(round.completed_at, language)
                      : t('riskFlags.detail.notDone')}
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
    </Stack>
  );
}
