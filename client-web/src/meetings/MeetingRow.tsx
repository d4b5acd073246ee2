import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VideocamIcon from '@mui/icons-material/Videocam';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Meeting } from './meetings-api';
import { meetingRoomPath } from './meeting-path';
import { meetingDateTime, meetingTime } from './meeting-time';

/** The room state's chip: open rooms stand out, cancelled ones are muted. */
const STATE_COLOR = {
  open: 'success',
  not_open: 'default',
  ended: 'default',
  cancelled: 'warning',
} as const;

interface MeetingRowProps {
  meeting: Meeting;
  /** The other participant's name. */
  otherName: string;
  divider: boolean;
  /** Buttons after the join link (cancel, mark held). */
  actions?: ReactNode;
}

/** A meeting in a list: when, with whom, how long, its state, the join link while open. */
export function MeetingRow({ meeting, otherName, divider, actions }: MeetingRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const stateLabel =
    meeting.status === 'held'
      ? t('meetings.status.held')
      : t(`meetings.state.${meeting.room_state}`, {
          time: meetingDateTime(meeting.opens_at, language),
        });
  return (
    <ListItem divider={divider} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <ListItemText
        sx={{ minWidth: 220 }}
        primary={`${meetingDateTime(meeting.starts_at, language)}–${meetingTime(meeting.ends_at, language)}`}
        secondary={
          <Stack component="span" spacing={0.5}>
            <span>
              {t('meetings.withName', { name: otherName })} ·{' '}
              {t('meetings.length', { count: meeting.duration_minutes })}
            </span>
            {meeting.cancel_reason && (
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('meetings.reason', { reason: meeting.cancel_reason })}
              </Typography>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATE_COLOR[meeting.room_state]} label={stateLabel} />
        {meeting.room_state === 'open' && (
          <Button
            component={Link}
            to={meetingRoomPath(meeting.ext_meeting_id)}
            variant="contained"
            size="small"
            startIcon={<VideocamIcon />}
          >
            {t('meetings.join')}
          </Button>
        )}
        {actions}
      </Stack>
    </ListItem>
  );
}
