import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type StaffReportBandRange, type StaffReportRound } from './staff-report-types';

/** The chart's texts, in the app's translation. */
export interface ScoreHistoryTexts {
  heading: string;
  /** The toggle's label while the chart shows. */
  showTable: string;
  /** The toggle's label while the table shows. */
  showChart: string;
  /** The table's caption (read by screen readers while the chart shows). */
  tableCaption: string;
  round: string;
  date: string;
  total: string;
  band: string;
  /** Marks the round of the report being read. */
  current: string;
  /** The heading of the bands' legend. */
  bands: string;
  /** One band in the legend: its label and range. */
  bandRange: (label: string, from: number, to: number) => string;
  /** The tooltip of a round: `date` already formatted. */
  roundOn: (round: number, date: string) => string;
}

/** Kept out of sight but read by screen readers (MUI's visuallyHidden). */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The line's colour: dark enough against every band's light fill. */
const LINE_COLOR = '#1a237e';
const CHART_HEIGHT = 260;

interface Point {
  round: number;
  total: number | null;
  date: string;
  band: string | null;
  current: boolean;
}

function HistoryTable({
  rounds,
  texts,
  formatDate,
}: {
  rounds: readonly StaffReportRound[];
  texts: ScoreHistoryTexts;
  formatDate: (value: string) => string;
}) {
  return (
    // No TableContainer: its overflow would make a scrollable region with nothing to focus.
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
        {texts.tableCaption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {texts.round}
          </TableCell>
          <TableCell component="th" scope="col">
            {texts.date}
          </TableCell>
          <TableCell component="th" scope="col">
            {texts.total}
          </TableCell>
          <TableCell component="th" scope="col">
            {texts.band}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rounds.map((round) => (
          <TableRow key={round.report_id} selected={round.current}>
            <TableCell component="th" scope="row">
              {round.round}
              {round.current && (
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  {texts.current}
                </Typography>
              )}
            </TableCell>
            <TableCell>{formatDate(round.date)}</TableCell>
            <TableCell>{round.total ?? '–'}</TableCell>
            <TableCell>{round.band?.label ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The bands' colours and ranges, as text beside a swatch (the chart's legend). */
function BandLegend({
  bands,
  texts,
}: {
  bands: readonly StaffReportBandRange[];
  texts: ScoreHistoryTexts;
}) {
  const id = useId();
  if (bands.length === 0) return null;
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
        {texts.bands}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {bands.map((band) => (
          <Box
            component="li"
            key={`${band.from}-${band.to}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 14,
                height: 14,
                bgcolor: band.color,
                border: 1,
                borderColor: 'grey.600',
                flexShrink: 0,
              }}
            />
            <Typography variant="body2">
              {texts.bandRange(band.label ?? '', band.from, band.to)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A round's point; the report being read is drawn larger, ringed. */
function RoundDot(props: { cx?: number; cy?: number; payload?: Point; index?: number }) {
  const { cx, cy, payload, index } = props;
  if (cx === undefined || cy === undefined || payload?.total === null) return <g key={index} />;
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={payload?.current ? 7 : 5}
      fill={payload?.current ? '#fff' : LINE_COLOR}
      stroke={LINE_COLOR}
      strokeWidth={payload?.current ? 3 : 2}
    />
  );
}

/**
 * A client's total over every round of a test, the template's bands drawn behind it as coloured
 * horizontal areas. The chart is for the eye only: its table (round, date, total, band) is always
 * there for screen readers, and "show as table" puts it in view instead of the chart. Labelled by
 * its own heading (`headingLevel`, default h3).
 */
export function ScoreHistoryChart({
  rounds,
  bands,
  maxTotal,
  texts,
  formatDate,
  headingLevel = 3,
}: {
  rounds: readonly StaffReportRound[];
  bands: readonly StaffReportBandRange[];
  /** The highest total possible (the top of the axis when no band reaches it). */
  maxTotal: number | null;
  texts: ScoreHistoryTexts;
  formatDate: (value: string) => string;
  headingLevel?: 2 | 3 | 4;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const regionId = useId();
  const points: Point[] = rounds.map((round) => ({
    round: round.round,
    total: round.total,
    date: round.date,
    band: round.band?.label ?? null,
    current: round.current,
  }));
  const totals = rounds.flatMap((round) => (round.total === null ? [] : [round.total]));
  const low = Math.min(0, ...bands.map((band) => band.from), ...totals);
  const high = Math.max(maxTotal ?? 0, ...bands.map((band) => band.to), ...totals, 1);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={headingId} variant="h6" component={`h${headingLevel}`}>
          {texts.heading}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          aria-controls={regionId}
          onClick={() => setAsTable((value) => !value)}
        >
          {asTable ? texts.showChart : texts.showTable}
        </Button>
      </Stack>
      <Stack id={regionId} spacing={1.5} sx={{ mt: 1.5 }}>
        {!asTable && (
          <Box aria-hidden="true" data-testid="score-history-chart" sx={{ width: '100%' }}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <LineChart
                data={points}
                accessibilityLayer={false}
                margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
              >
                {bands.map((band, index) => {
                  const next = bands[index + 1];
                  return (
                    <ReferenceArea
                      key={`${band.from}-${band.to}`}
                      y1={band.from}
                      y2={next ? next.from : band.to}
                      fill={band.color}
                      fillOpacity={0.3}
                      stroke="none"
                      ifOverflow="hidden"
                    />
                  );
                })}
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#9e9e9e" />
                <XAxis
                  dataKey="round"
                  type="category"
                  tick={{ fill: '#424242' }}
                  label={{ value: texts.round, position: 'insideBottom', offset: -4 }}
                  height={40}
                />
                <YAxis
                  domain={[low, high]}
                  allowDecimals={false}
                  width={40}
                  tick={{ fill: '#424242' }}
                />
                <Tooltip
                  formatter={(value) => [String(value), texts.total]}
                  labelFormatter={(_, payload) => {
                    const point = payload[0]?.payload as Point | undefined;
                    return point ? texts.roundOn(point.round, formatDate(point.date)) : '';
                  }}
                />
                <Line
                  type="linear"
                  dataKey="total"
                  stroke={LINE_COLOR}
                  strokeWidth={2}
                  isAnimationActive={false}
                  connectNulls
                  dot={RoundDot}
                  activeDot={{ r: 7 }}
                />
              </LineChart>
            </ResponsiveContainer>
          </Box>
        )}
        <Box sx={asTable ? undefined : VISUALLY_HIDDEN}>
          <HistoryTable rounds={rounds} texts={texts} formatDate={formatDate} />
        </Box>
        <BandLegend bands={bands} texts={texts} />
      </Stack>
    </Box>
  );
}
