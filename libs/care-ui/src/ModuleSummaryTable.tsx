import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { type ModuleSummary } from './candidate-types';

/** The module table's texts, in the app's translation. */
export interface ModuleSummaryTexts {
  name: string;
  progress: string;
  rounds: string;
  reports: string;
  /** The state a module is in, by the server's `status` (completed exactly at 100 %). */
  completed: string;
  open: string;
  locked: string;
  /** Not finished, and its subscription is no longer active or the module is closed. */
  inactive: string;
  /** The progress bar's label. */
  progressOf: (name: string) => string;
  /** When the latest round started (`date` already formatted). */
  latest: (date: string) => string;
}

/**
 * A client's modules: state, progress, rounds (with the latest's start) and reports. Labelled by
 * the element `labelledBy` (the app's section heading). State and percent are the server's
 * (`status` and `progress`, its progress rule), shown as they come.
 */
export function ModuleSummaryTable({
  modules,
  labelledBy,
  texts,
  formatDate,
  renderLink,
}: {
  modules: readonly ModuleSummary[];
  labelledBy: string;
  texts: ModuleSummaryTexts;
  formatDate: (value: string) => string;
  /** A link under the module's name (the app's route to the client's answers), or nothing. */
  renderLink?: (item: ModuleSummary) => ReactNode;
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
                    {stateText(item.status, texts)}
                  </Typography>
                  {renderLink?.(item)}
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

function stateText(status: ModuleSummary['status'], texts: ModuleSummaryTexts): string {
  switch (status) {
    case 'completed':
      return texts.completed;
    case 'ongoing':
      return texts.open;
    case 'upcoming':
      return texts.locked;
    case 'expired':
      return texts.inactive;
  }
}
