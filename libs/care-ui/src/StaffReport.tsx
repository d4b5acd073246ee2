import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ScoreHistoryChart, type ScoreHistoryTexts } from './ScoreHistoryChart';
import { type StaffReportBand, type StaffReportData } from './staff-report-types';

/** The staff report's texts, in the app's translation. */
export interface StaffReportTexts {
  untitled: string;
  /** "Skapad {date}" (`date` already formatted). */
  createdOn: (date: string) => string;
  /** The result section's heading. */
  result: string;
  /** The total's name when the template gives none. */
  total: string;
  /** "{score} av {max}". */
  scoreOf: (score: number, max: number) => string;
  /** The band's label before its name ("Nivå"). */
  band: string;
  noTotal: string;
  /** The items section's heading. */
  items: string;
  itemNumber: string;
  question: string;
  answer: string;
  score: string;
  noAnswer: string;
  /** Marks an item the template marks critical. */
  critical: string;
  /** Marks a critical item answered at or above its risk threshold. */
  criticalAnswer: string;
  noItems: string;
  history: ScoreHistoryTexts;
}

/** Dark enough for white text (WCAG AA), as the badges' colours. */
const CRITICAL_ANSWER = { bgcolor: '#b71c1c', color: '#fff', '& .MuiChip-icon': { color: '#fff' } };
const CRITICAL = {
  borderColor: '#b71c1c',
  color: '#b71c1c',
  '& .MuiChip-icon': { color: '#b71c1c' },
};

function BandChip({ band, texts }: { band: StaffReportBand; texts: StaffReportTexts }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 14,
          height: 14,
          borderRadius: '50%',
          bgcolor: band.color,
          border: 1,
          borderColor: 'grey.600',
          flexShrink: 0,
        }}
      />
      <Typography>
        {texts.band}: <Box component="strong">{band.label ?? '–'}</Box>
      </Typography>
    </Stack>
  );
}

/**
 * A client's report as staff read it (the therapist's drawer in client-web, the health coach's in
 * the console): the report's name and date; the total with its band; every item the report scores
 * with the client's answer and its score, the items the template marks critical flagged in words
 * (and more strongly when the answer reaches the risk threshold); the total over every round of
 * the test with the bands behind it, and its table. Headings start at `level` (the report's name).
 */
export function StaffReport({
  report,
  texts,
  formatDate,
  level = 2,
}: {
  report: StaffReportData;
  texts: StaffReportTexts;
  formatDate: (value: string) => string;
  level?: 2 | 3;
}) {
  const resultId = useId();
  const itemsId = useId();
  const sub = `h${level + 1}` as 'h3' | 'h4';
  const otherScores = report.report_elements.filter(
    (element) =>
      element.score !== null &&
      !(element.name === report.total_name && element.score === report.total),
  );
  return (
    <Stack spacing={3} lang={report.language}>
      <Stack spacing={0.5}>
        <Typography variant="h5" component={`h${level}`}>
          {report.name ?? texts.untitled}
        </Typography>
        <Typography color="text.secondary">
          {texts.createdOn(formatDate(report.created_at))}
        </Typography>
        {report.description && <Typography>{report.description}</Typography>}
      </Stack>
      <Divider />
      <Box component="section" aria-labelledby={resultId}>
        <Typography id={resultId} variant="h6" component={sub} gutterBottom>
          {texts.result}
        </Typography>
        {report.total === null ? (
          <Typography>{texts.noTotal}</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography>
              {report.total_name ?? texts.total}:{' '}
              <Box component="strong">
                {report.max_total === null
                  ? report.total
                  : texts.scoreOf(report.total, report.max_total)}
              </Box>
            </Typography>
            {report.band && <BandChip band={report.band} texts={texts} />}
          </Stack>
        )}
        {otherScores.map((element) => (
          <Typography key={element.id} sx={{ mt: 1 }}>
            {element.name ?? element.question ?? texts.total}:{' '}
            <Box component="strong">
              {element.max_score === null || element.score === null
                ? element.score
                : texts.scoreOf(element.score, element.max_score)}
            </Box>
            {element.answer_details?.label ? ` · ${element.answer_details.label}` : ''}
          </Typography>
        ))}
      </Box>
      <Box component="section" aria-labelledby={itemsId}>
        <Typography id={itemsId} variant="h6" component={sub} gutterBottom>
          {texts.items}
        </Typography>
        {report.items.length === 0 ? (
          <Typography>{texts.noItems}</Typography>
        ) : (
          <Table size="small" aria-labelledby={itemsId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: '2.5em', px: 1 }}>
                  {texts.itemNumber}
                </TableCell>
                <TableCell component="th" scope="col" sx={{ px: 1 }}>
                  {texts.question}
                </TableCell>
                <TableCell component="th" scope="col" sx={{ px: 1 }}>
                  {texts.answer}
                </TableCell>
                <TableCell component="th" scope="col" align="right" sx={{ px: 1 }}>
                  {texts.score}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.items.map((item) => (
                <TableRow
                  key={item.question_id}
                  data-critical={item.critical || undefined}
                  sx={
                    item.critical
                      ? { '& > *:first-of-type': { borderLeft: 4, borderLeftColor: '#b71c1c' } }
                      : undefined
                  }
                >
                  <TableCell component="th" scope="row" sx={{ px: 1, verticalAlign: 'top' }}>
                    {item.number}
                  </TableCell>
                  <TableCell sx={{ px: 1, verticalAlign: 'top', overflowWrap: 'break-word' }}>
                    {item.question ?? '–'}
                    {item.critical && (
                      <Box sx={{ mt: 0.5 }}>
                        <Chip
                          size="small"
                          icon={<WarningAmberIcon aria-hidden="true" />}
                          variant={item.critical_answer ? 'filled' : 'outlined'}
                          sx={{
                            ...(item.critical_answer ? CRITICAL_ANSWER : CRITICAL),
                            height: 'auto',
                            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                          }}
                          label={item.critical_answer ? texts.criticalAnswer : texts.critical}
                        />
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ px: 1, verticalAlign: 'top', overflowWrap: 'break-word' }}>
                    {item.answer ?? (
                      <Box component="em" sx={{ color: 'text.secondary' }}>
                        {texts.noAnswer}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ px: 1, verticalAlign: 'top' }}>
                    {item.score === null ? null : texts.scoreOf(item.score, item.max_score)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      {report.history.length > 0 && (
        <ScoreHistoryChart
          rounds={report.history}
          bands={report.bands}
          maxTotal={report.max_total}
          texts={texts.history}
          formatDate={formatDate}
          headingLevel={level + 1 === 3 ? 3 : 4}
        />
      )}
    </Stack>
  );
}
