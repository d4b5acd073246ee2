import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { Loading } from '../learning/LoadFailed';
import { type Loaded, useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { fetchMeetingRoom, type MeetingRoom } from './meetings-api';
import { meetingDateTime, meetingTime } from './meeting-time';

/** Why the room cannot be shown: the specification's room states (section 2) and a failed fetch. */
type RoomError = 'notFound' | 'accessDenied' | 'fetchFailed';

interface RoomLoad {
  room: MeetingRoom | null;
  error: RoomError | null;
}

async function loadRoom(extMeetingId: string): Promise<RoomLoad> {
  try {
    return { room: await fetchMeetingRoom(extMeetingId), error: null };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) {
      return { room: null, error: 'notFound' };
    }
    if (failure instanceof ApiError && failure.status === 403) {
      return { room: null, error: 'accessDenied' };
    }
    return { room: null, error: 'fetchFailed' };
  }
}

function RoomMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('meetings.room.checkAgain')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}

function OpenRoom({ room }: { room: MeetingRoom }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { meeting } = room;
  const other = meeting.client.uuid === user.uuid ? meeting.specialist : meeting.client;
  const name = `${other.first_name} ${other.last_name}`;
  if (room.video_url === null) return null;
  return (
    <Stack spacing={2}>
      <Box
        component="iframe"
        title={t('meetings.room.videoTitle', { name })}
        src={room.video_url}
        allow="camera; microphone; fullscreen; display-capture; autoplay"
        sx={{ width: '100%', height: { xs: '60vh', md: '70vh' }, border: 0, borderRadius: 1 }}
      />
      <Box>
        <Button
          variant="contained"
          href={room.video_url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
        >
          {t('meetings.room.openNewWindow')}
        </Button>
      </Box>
    </Stack>
  );
}

function RoomBody({ state, onRetry }: { state: Loaded<RoomLoad>; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RoomMessage text={t('meetings.fetchFailed')} />;
  const { room, error } = state.data;
  if (error === 'notFound') return <RoomMessage text={t('meetings.room.notFound')} />;
  if (error === 'accessDenied') return <RoomMessage text={t('meetings.room.accessDenied')} />;
  if (error === 'fetchFailed' || room === null) {
    return <RoomMessage text={t('meetings.fetchFailed')} onRetry={onRetry} />;
  }
  switch (room.state) {
    case 'not_open':
      return (
        <RoomMessage
          text={t('meetings.room.notOpen', {
            time: meetingDateTime(room.meeting.opens_at, i18n.resolvedLanguage),
          })}
          onRetry={onRetry}
        />
      );
    case 'ended':
      return <RoomMessage text={t('meetings.room.ended')} />;
    case 'cancelled':
      return <RoomMessage text={t('meetings.room.notFound')} />;
    case 'open':
      return <OpenRoom room={room} />;
  }
}

/**
 * /meeting/{id}: the meeting room, without header or bottom navigation. It shows the video room
 * while open, else the room's state in the specification's words: not found, not yet open,
 * already ended, access denied.
 */
export function MeetingRoomPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { state, reload } = useLoad(() => loadRoom(id), [id]);
  const meeting = state.status === 'ready' ? state.data.room?.meeting : undefined;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
              {t('meetings.room.back')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <LanguageSwitch />
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="h4" component="h1">
              {t('meetings.room.title')}
            </Typography>
            {meeting && (
              <Typography color="text.secondary">
                {`${meetingDateTime(meeting.starts_at, i18n.resolvedLanguage)}–${meetingTime(
                  meeting.ends_at,
                  i18n.resolvedLanguage,
                )} · ${meeting.specialist.first_name} ${meeting.specialist.last_name} · ${
                  meeting.client.first_name
                } ${meeting.client.last_name}`}
              </Typography>
            )}
          </Stack>
          <RoomBody state={state} onRetry={reload} />
        </Stack>
      </Container>
    </Box>
  );
}
