import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ModuleSummary } from './candidate-types';

/** The module table's texts, in the app's translation. */
export interface ModuleSummaryTexts {
  name: string;
  progress: string;
  rounds: string;
  reports: string;
  completed: string;
  open: string;
  locked: string;
  /** The progress bar's label. */
  progressOf: (name: string) => string;
  /** When the latest round started (`date` already formatted). */
  latest: (date: string) => string;
}

/**
 * A client's modules: state, progress, rounds (with the latest's start) and reports. Labelled by
 * the element `labelledBy` (the app's section heading).
 */
export function ModuleSummaryTable({
  modules,
  labelledBy,
  texts,
  formatDate,
}: {
  modules: readonly ModuleSummary[];
  labelledBy: string;
  texts: ModuleSummaryTexts;
  formatDate: (value: string) => string;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.name}</TableCell>
            <TableCell>{texts.progress}</TableCell>
            <TableCell>{texts.rounds}</TableCell>
            <TableCell>{texts.reports}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {modules.map((item) => {
            const latest = item.instances[item.instances.length - 1];
            return (
              <TableRow key={`${item.subscription_uuid}-${item.module_id}`}>
                <TableCell>
                  {item.name}
                  <Typography variant="body2" color="text.secondary">
                    {item.completed ? texts.completed : item.is_open ? texts.open : texts.locked}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <LinearProgress
                    variant="determinate"
                    value={item.progress}
                    aria-label={texts.progressOf(item.name)}
                  />
                  <Typography variant="body2">{item.progress} %</Typography>
                </TableCell>
                <TableCell>
                  {item.instances.length}
                  {latest && (
                    <Typography variant="body2" color="text.secondary">
                      {texts.latest(formatDate(latest.started_at))}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{item.reports_count}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
