import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../client/EmptyState';
import { CLIENT_PATHS } from '../client/menu-rules';
import { SuccessToast } from '../layout/ErrorToast';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { CancelMeetingDialog } from './CancelMeetingDialog';
import { MeetingRow } from './MeetingRow';
import { fetchMeetings, type Meeting } from './meetings-api';

function specialistName(meeting: Meeting): string {
  return `${meeting.specialist.first_name} ${meeting.specialist.last_name}`;
}

/** Upcoming: not cancelled and not over; the rest is past (newest first). */
export function splitMeetings(meetings: readonly Meeting[]): {
  upcoming: Meeting[];
  past: Meeting[];
} {
  const upcoming = meetings.filter(
    (meeting) => meeting.room_state === 'not_open' || meeting.room_state === 'open',
  );
  const past = meetings.filter((meeting) => !upcoming.includes(meeting)).reverse();
  return { upcoming, past };
}

function MeetingList({
  label,
  meetings,
  empty,
  onCancel,
}: {
  label: string;
  meetings: readonly Meeting[];
  empty: ReactNode;
  onCancel?: (meeting: Meeting) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-label={label}>
      <Typography variant="h6" component="h2">
        {label}
      </Typography>
      {meetings.length === 0 ? (
        empty
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {meetings.map((meeting, index) => (
              <MeetingRow
                key={meeting.uuid}
                meeting={meeting}
                otherName={specialistName(meeting)}
                divider={index < meetings.length - 1}
                actions={
                  onCancel &&
                  meeting.room_state === 'not_open' && (
                    <Button size="small" color="error" onClick={() => onCancel(meeting)}>
                      {t('meetings.cancel')}
                    </Button>
                  )
                }
              />
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** /client/meetings ("Appointments"): the client's upcoming and past meetings. */
export function ClientMeetingsPage() {
  const { t } = useTranslation();
  const { state, reload } = useLoad(() => fetchMeetings(), []);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('meetings.title')}
        </Typography>
        <Typography color="text.secondary">{t('meetings.intro')}</Typography>
      </Stack>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={t('meetings.fetchFailed')} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <>
          <MeetingList
            label={t('meetings.upcoming')}
            meetings={splitMeetings(state.data).upcoming}
            empty={
              <EmptyState
                text={t('meetings.noneUpcoming')}
                links={[{ label: t('meetings.writeToTherapist'), to: CLIENT_PATHS.messages }]}
              />
            }
            onCancel={setCancelling}
          />
          <MeetingList
            label={t('meetings.past')}
            meetings={splitMeetings(state.data).past}
            empty={<Typography color="text.secondary">{t('meetings.nonePast')}</Typography>}
          />
        </>
      )}
      <CancelMeetingDialog
        meeting={cancelling}
        otherName={cancelling ? specialistName(cancelling) : ''}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          setToast(t('meetings.cancelledToast'));
          reload();
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
