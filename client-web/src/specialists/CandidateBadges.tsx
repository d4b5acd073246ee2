import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { type Candidate } from './specialists-api';

// Dark enough for white text (WCAG AA): MUI's own warning and info colours are not.
const WAITING = { bgcolor: '#8a4b00', color: '#fff' };
const NEW_REPORTS = { bgcolor: '#01579b', color: '#fff' };
const ENDING_SOON = { borderColor: '#8a4b00', color: '#8a4b00' };

/** A client's status-wise updates, the fewer-than-3-days flag and their block or snooze. */
export function CandidateBadges({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const { badges } = candidate;
  const none =
    badges.total === 0 &&
    !candidate.ending_soon &&
    !candidate.blocked.active &&
    !candidate.snoozed.active;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {badges.unread_risk_flags > 0 && (
        <Chip
          size="small"
          color="error"
          label={t('specialists.badges.risk', { count: badges.unread_risk_flags })}
        />
      )}
      {badges.waiting_approvals > 0 && (
        <Chip
          size="small"
          sx={WAITING}
          label={t('specialists.badges.waiting', { count: badges.waiting_approvals })}
        />
      )}
      {badges.new_reports > 0 && (
        <Chip
          size="small"
          sx={NEW_REPORTS}
          label={t('specialists.badges.reports', { count: badges.new_reports })}
        />
      )}
      {candidate.ending_soon && (
        <Chip
          size="small"
          variant="outlined"
          sx={ENDING_SOON}
          data-testid="ending-soon"
          label={t('specialists.badges.endingSoon', { count: candidate.days_left ?? 0 })}
        />
      )}
      {candidate.blocked.active && (
        <Chip size="small" variant="outlined" label={t('specialists.badges.blocked')} />
      )}
      {candidate.snoozed.active && (
        <Chip size="small" variant="outlined" label={t('specialists.badges.snoozed')} />
      )}
      {none && <Chip size="small" variant="outlined" label={t('specialists.badges.none')} />}
    </Stack>
  );
}
