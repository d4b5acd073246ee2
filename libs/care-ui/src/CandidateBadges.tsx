import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type Candidate } from './candidate-types';

// Dark enough for white text (WCAG AA): MUI's own warning and info colours are not.
const WAITING = { bgcolor: '#8a4b00', color: '#fff' };
const NEW_REPORTS = { bgcolor: '#01579b', color: '#fff' };
const ENDING_SOON = { borderColor: '#8a4b00', color: '#8a4b00' };

/** The badges' texts; `count` is the number shown (0 for the ones without a number). */
export type CandidateBadgeText =
  'risk' | 'waiting' | 'reports' | 'endingSoon' | 'blocked' | 'snoozed' | 'none';

export type CandidateBadgeSource = Pick<
  Candidate,
  'badges' | 'ending_soon' | 'days_left' | 'blocked' | 'snoozed'
>;

/**
 * A client's status-wise updates, the fewer-than-3-days flag and their block or snooze. The app
 * gives the texts (`text`), each in its own translation.
 */
export function CandidateBadges({
  candidate,
  text,
}: {
  candidate: CandidateBadgeSource;
  text: (key: CandidateBadgeText, count: number) => string;
}) {
  const { badges } = candidate;
  const none =
    badges.total === 0 &&
    !candidate.ending_soon &&
    !candidate.blocked.active &&
    !candidate.snoozed.active;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {badges.unread_risk_flags > 0 && (
        <Chip size="small" color="error" label={text('risk', badges.unread_risk_flags)} />
      )}
      {badges.waiting_approvals > 0 && (
        <Chip size="small" sx={WAITING} label={text('waiting', badges.waiting_approvals)} />
      )}
      {badges.new_reports > 0 && (
        <Chip size="small" sx={NEW_REPORTS} label={text('reports', badges.new_reports)} />
      )}
      {candidate.ending_soon && (
        <Chip
          size="small"
          variant="outlined"
          sx={ENDING_SOON}
          data-testid="ending-soon"
          label={text('endingSoon', candidate.days_left ?? 0)}
        />
      )}
      {candidate.blocked.active && (
        <Chip size="small" variant="outlined" label={text('blocked', 0)} />
      )}
      {candidate.snoozed.active && (
        <Chip size="small" variant="outlined" label={text('snoozed', 0)} />
      )}
      {none && <Chip size="small" variant="outlined" label={text('none', 0)} />}
    </Stack>
  );
}
