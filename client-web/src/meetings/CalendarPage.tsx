import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { BookMeetingDialog } from './BookMeetingDialog';
import { CancelMeetingDialog } from './CancelMeetingDialog';
import { MeetingRow } from './MeetingRow';
import {
  type ClientChoice,
  fetchClientChoices,
  fetchMeetings,
  markMeetingHeld,
  type Meeting,
} from './meetings-api';
import { addDays, dayHeading, isoDate, startOfWeek } from './meeting-time';

function clientName(meeting: Meeting): string {
  return `${meeting.client.first_name} ${meeting.client.last_name}`;
}

/**
 * The specialist's clients to book: GET api/clients/{locale}; where that is not served, the
 * clients of their own meetings.
 */
async function bookableClients(): Promise<ClientChoice[]> {
  try {
    return await fetchClientChoices();
  } catch {
    const seen = new Map<string, ClientChoice>();
    for (const meeting of await fetchMeetings()) {
      seen.set(meeting.client.uuid, { uuid: meeting.client.uuid, name: clientName(meeting) });
    }
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  }
}

function DayMeetings({
  day,
  meetings,
  onCancel,
  onHeld,
}: {
  day: Date;
  meetings: readonly Meeting[];
  onCancel: (meeting: Meeting) => void;
  onHeld: (meeting: Meeting) => void;
}) {
  const { t, i18n } = useTranslation();
  const heading = dayHeading(day, i18n.resolvedLanguage);
  const now = Date.now();
  return (
    <Stack
      spacing={1}
      component="section"
      aria-label={t('meetings.calendar.meetingsOfDay', { day: heading })}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {meetings.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('meetings.calendar.noMeetings')}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {meetings.map((meeting, index) => {
              const scheduled = meeting.status === 'scheduled';
              const started = Date.parse(meeting.starts_at) <= now;
              return (
                <MeetingRow
                  key={meeting.uuid}
                  meeting={meeting}
                  otherName={clientName(meeting)}
                  divider={index < meetings.length - 1}
                  actions={
                    scheduled &&
                    (started ? (
                      <Button size="small" onClick={() => onHeld(meeting)}>
                        {t('meetings.calendar.markHeld')}
                      </Button>
                    ) : (
                      <Button size="small" color="error" onClick={() => onCancel(meeting)}>
                        {t('meetings.cancel')}
                      </Button>
                    ))
                  }
                />
              );
            })}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** /calendar: the specialist's meetings week by week, booking, cancelling and marking held. */
export function CalendarPage() {
  const { t } = useTranslation();
  const [weekStart, setWeekStart] = useState(() => startOfWeek(new Date()));
  const weekEnd = addDays(weekStart, 7);
  const { state, reload } = useLoad(
    () => fetchMeetings({ from: weekStart, to: weekEnd }),
    [weekStart.getTime()],
  );
  const clients = useLoad(bookableClients, []);
  const [booking, setBooking] = useState(false);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));

  const markHeld = async (meeting: Meeting) => {
    try {
      await markMeetingHeld(meeting.uuid);
      setToast(t('meetings.calendar.heldToast'));
      reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('meetings.calendar.title')}
        </Typography>
        <Typography color="text.secondary">{t('meetings.calendar.intro')}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          aria-label={t('meetings.calendar.previousWeek')}
          onClick={() => setWeekStart(addDays(weekStart, -7))}
        >
          <ChevronLeftIcon />
        </Button>
        <Typography component="p" sx={{ fontWeight: 600 }} role="status">
          {t('meetings.calendar.weekOf', {
            from: isoDate(weekStart),
            to: isoDate(addDays(weekStart, 6)),
          })}
        </Typography>
        <Button
          aria-label={t('meetings.calendar.nextWeek')}
          onClick={() => setWeekStart(addDays(weekStart, 7))}
        >
          <ChevronRightIcon />
        </Button>
        <Button onClick={() => setWeekStart(startOfWeek(new Date()))}>
          {t('meetings.calendar.thisWeek')}
        </Button>
        <Stack sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBooking(true)}>
          {t('meetings.calendar.book')}
        </Button>
      </Stack>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={t('meetings.fetchFailed')} onRetry={reload} />
      )}
      {state.status === 'ready' &&
        days.map((day) => (
          <DayMeetings
            key={day.getTime()}
            day={day}
            meetings={state.data.filter(
              (meeting) => isoDate(new Date(meeting.starts_at)) === isoDate(day),
            )}
            onCancel={setCancelling}
            onHeld={(meeting) => void markHeld(meeting)}
          />
        ))}
      <BookMeetingDialog
        open={booking}
        clients={clients.state.status === 'ready' ? clients.state.data : []}
        onClose={() => setBooking(false)}
        onBooked={(meeting) => {
          setBooking(false);
          setToast(t('meetings.calendar.bookedToast'));
          const week = startOfWeek(new Date(meeting.starts_at));
          if (week.getTime() === weekStart.getTime()) reload();
          else setWeekStart(week);
        }}
      />
      <CancelMeetingDialog
        meeting={cancelling}
        otherName={cancelling ? clientName(cancelling) : ''}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          setToast(t('meetings.cancelledToast'));
          reload();
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} />
      <ErrorToast message={error} onClose={() => setError(null)} />
    </Stack>
  );
}
