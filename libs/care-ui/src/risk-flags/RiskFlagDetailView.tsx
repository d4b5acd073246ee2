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
import { type ReactNode } from 'react';
import { type RiskFlagDates, type RiskFlagTexts } from './risk-flag-texts';
import {
  type RiskFlagAcknowledgement,
  type RiskFlagDetail,
  type RiskFlagRound,
} from './risk-flag-types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
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

/** The round's total with its band, or why it has none. */
function Total({ round, texts }: { round: RiskFlagRound; texts: RiskFlagTexts }) {
  if (round.total === null) {
    return <>{round.completed_at ? texts.detail.noReport : texts.detail.notDone}</>;
  }
  const { score, max_score: max, band } = round.total;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      component="span"
    >
      <span>{max === null ? String(score) : texts.detail.scoreOf(score, max)}</span>
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

/** What was done about a flag, by whom and when (the flag's screen and the apps' flag lists). */
export function AcknowledgementText({
  acknowledged,
  texts,
  dates,
}: {
  acknowledged: RiskFlagAcknowledgement;
  texts: RiskFlagTexts;
  dates: RiskFlagDates;
}) {
  return (
    <>
      {texts.detail.acknowledgedBy(acknowledged.by?.name ?? '–', dates.dateTime(acknowledged.at))}
      {acknowledged.action && `: ${texts.actions[acknowledged.action]}`}
      {acknowledged.note && ` – ${acknowledged.note}`}
    </>
  );
}

/**
 * Why a risk flag was raised: the test, the item with its wording and the answer, the round's
 * total and band, when, who it went to and whether it is acknowledged, and every round of the test.
 * Each app keeps its own page around it (title, links, the acknowledge button).
 */
export function RiskFlagDetailView({
  flag,
  texts,
  dates,
}: {
  flag: RiskFlagDetail;
  texts: RiskFlagTexts;
  dates: RiskFlagDates;
}) {
  const words = texts.detail;
  const itemName = flag.item.number === null ? words.itemUnnumbered : words.item(flag.item.number);
  return (
    <Stack spacing={3}>
      {flag.acknowledged ? (
        <Alert severity="success">
          <AcknowledgementText acknowledged={flag.acknowledged} texts={texts} dates={dates} />
        </Alert>
      ) : (
        <Alert severity="error">{words.open(dates.dateTime(flag.created_at))}</Alert>
      )}
      <Paper component="section" aria-labelledby="risk-flag-why" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="risk-flag-why" variant="h5" component="h2" gutterBottom>
          {words.why}
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Fact label={words.test}>{flag.test_name}</Fact>
          <Fact label={itemName}>
            <q>{flag.item.text}</q>
          </Fact>
          <Fact label={words.answer}>
            <strong>{flag.answer.label}</strong>{' '}
            {words.answerValue(flag.answer.value, flag.item.max_value)}
          </Fact>
          <Fact label={words.rule}>{words.threshold(flag.item.threshold)}</Fact>
          <Fact label={words.total}>
            <Total round={flag.round} texts={texts} />
          </Fact>
          <Fact label={words.when}>{dates.dateTime(flag.created_at)}</Fact>
          <Fact label={words.round}>{words.roundNumber(flag.round.num)}</Fact>
          <Fact label={words.recipient}>{flag.recipient.name}</Fact>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="risk-flag-rounds" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="risk-flag-rounds" variant="h5" component="h2" gutterBottom>
          {words.rounds(flag.test_name)}
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="risk-flag-rounds">
            <TableHead>
              <TableRow>
                <TableCell>{words.round}</TableCell>
                <TableCell>{words.completed}</TableCell>
                <TableCell>{words.total}</TableCell>
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
                    {words.roundNumber(round.num)}
                    {round.flagged && ` (${words.thisFlag})`}
                  </TableCell>
                  <TableCell>
                    {round.completed_at ? dates.date(round.completed_at) : words.notDone}
                  </TableCell>
                  <TableCell>
                    <Total round={round} texts={texts} />
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
