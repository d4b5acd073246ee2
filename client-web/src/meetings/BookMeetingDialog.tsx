import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { DIALOG_WIDTH_PX } from './CancelMeetingDialog';
import { bookMeeting, type ClientChoice, type Meeting } from './meetings-api';
import { addDays, isoDate, localToIso } from './meeting-time';

/** The lengths the server books by default (MEETING_DURATIONS); it answers 400 for others. */
export const MEETING_LENGTHS = [25, 45] as const;

type Field = 'client' | 'when' | 'duration';

/** The server's field errors, under the fields of this form. */
function fieldErrors(error: ApiError): Partial<Record<Field, string>> {
  const text = (value: string | string[] | undefined) =>
    value === undefined ? undefined : [value].flat().join(' ');
  return {
    client: text(error.errors.client_uuid),
    when: text(error.errors.starts_at),
    duration: text(error.errors.duration_minutes),
  };
}

interface BookMeetingDialogProps {
  open: boolean;
  clients: readonly ClientChoice[];
  onClose: () => void;
  onBooked: (meeting: Meeting) => void;
}

/** The specialist books a video meeting with one of their clients. */
export function BookMeetingDialog({ open, clients, onClose, onBooked }: BookMeetingDialogProps) {
  const { t } = useTranslation();
  const [client, setClient] = useState('');
  const [date, setDate] = useState(() => isoDate(addDays(new Date(), 1)));
  const [time, setTime] = useState('09:00');
  const [duration, setDuration] = useState<number>(45);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startsAt = localToIso(date, time);
    const local: Partial<Record<Field, string>> = {};
    if (client === '') local.client = t('meetings.calendar.clientRequired');
    if (startsAt === null) local.when = t('meetings.calendar.timeRequired');
    setErrors(local);
    setMessage(null);
    if (startsAt === null || Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const meeting = await bookMeeting({
        client_uuid: client,
        starts_at: startsAt,
        duration_minutes: duration,
      });
      setClient('');
      onBooked(meeting);
    } catch (failure) {
      if (failure instanceof ApiError) {
        const byField = fieldErrors(failure);
        setErrors(byField);
        if (Object.values(byField).every((value) => value === undefined)) {
          setMessage(failure.message);
        }
      } else {
        setMessage(t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="book-meeting-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="book-meeting-title">{t('meetings.calendar.bookTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {clients.length === 0 && (
              <Alert severity="info">{t('meetings.calendar.noClients')}</Alert>
            )}
            <TextField
              select
              label={t('meetings.calendar.client')}
              value={client}
              onChange={(event) => setClient(event.target.value)}
              error={errors.client !== undefined}
              helperText={errors.client}
              required
            >
              {clients.map((choice) => (
                <MenuItem key={choice.uuid} value={choice.uuid}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                type="date"
                label={t('meetings.calendar.date')}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                error={errors.when !== undefined}
                helperText={errors.when}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
                required
              />
              <TextField
                type="time"
                label={t('meetings.calendar.time')}
                value={time}
                onChange={(event) => setTime(event.target.value)}
                error={errors.when !== undefined}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 140 }}
                required
              />
            </Stack>
            <TextField
              select
              label={t('meetings.calendar.duration')}
              value={duration}
              onChange={(event) => setDuration(Number(event.target.value))}
              error={errors.duration !== undefined}
              helperText={errors.duration}
            >
              {MEETING_LENGTHS.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('meetings.calendar.durationOption', { count: minutes })}
                </MenuItem>
              ))}
            </TextField>
            {message && <Alert severity="error">{message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('meetings.calendar.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
