import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { type Candidate } from './candidate-types';
import { subscriptionModelName } from './reference-names';

/** The client table's texts, in the app's translation. */
export interface CandidateTableTexts {
  name: string;
  status: string;
  subscription: string;
  passive: string;
  noSubscription: string;
  /** When the subscription ends (`date` already formatted). */
  endDate: (date: string) => string;
  /** The passive switch's label. */
  passiveFor: (name: string) => string;
  /** A client who has not yet activated their account (`date` formatted; empty when unknown). */
  invited?: (date: string) => string;
}

/**
 * The specialist's clients: name (linked by the app) and e-mail, badges (or "invited" with the
 * date, for a client who has not yet activated their account), subscriptions with their end and
 * the passive switch. Labelled by the element `labelledBy` (the app's heading).
 */
export function CandidateTable({
  candidates,
  labelledBy,
  link,
  badges,
  onPassiveChange,
  texts,
  formatDate,
  language,
}: {
  candidates: readonly Candidate[];
  labelledBy: string;
  /** The client's name as a link to their page, in the app's router. */
  link: (candidate: Candidate) => ReactNode;
  badges: (candidate: Candidate) => ReactNode;
  onPassiveChange: (id: number, passive: boolean) => void;
  texts: CandidateTableTexts;
  formatDate: (value: string) => string;
  /** The app's language ('sv' or 'en'): subscription model names are shown in it. */
  language: string;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.name}</TableCell>
            <TableCell>{texts.status}</TableCell>
            <TableCell>{texts.subscription}</TableCell>
            <TableCell>{texts.passive}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((candidate) => (
            <TableRow key={candidate.id} data-testid="client-row">
              <TableCell>
                {link(candidate)}
                <Typography variant="body2" color="text.secondary">
                  {candidate.email}
                </Typography>
              </TableCell>
              <TableCell>
                {candidate.status === 'invited' && texts.invited ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={texts.invited(
                      candidate.invited_at ? formatDate(candidate.invited_at) : '',
                    )}
                  />
                ) : (
                  badges(candidate)
                )}
              </TableCell>
              <TableCell>
                <Typography variant="body2">
                  {candidate.subscription_models
                    .map((model) => subscriptionModelName(model, language))
                    .join(', ') || texts.noSubscription}
                </Typography>
                {candidate.end_date && (
                  <Typography variant="body2" color="text.secondary">
                    {texts.endDate(formatDate(candidate.end_date))}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Switch
                  checked={candidate.passive}
                  onChange={(event) => onPassiveChange(candidate.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': texts.passiveFor(candidate.name) } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
