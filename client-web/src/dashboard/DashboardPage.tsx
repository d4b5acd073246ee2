import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@sinnro/web-session';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../client/BrandLogo';
import { CLIENT_PATHS } from '../client/menu-rules';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { ProgressBar } from '../learning/ProgressBar';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { fetchNextSteps, type NextStep, type NextSteps } from './next-steps-api';

/** The module page; `play` opens its page player where the client stands. */
function modulePath(step: NextStep, play: boolean): string {
  const path = `/client/module/${step.module_id}/${step.subscription_model_uuid}`;
  return play ? `${path}?play=1` : path;
}

/** One step: what it is, a line on where the client stands, and the action (none while waiting). */
function StepCard({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  const name = step.module_name;
  const page = step.page;
  if (step.kind === 'waiting') {
    return (
      <Alert severity="info" component="div">
        <AlertTitle component="h3">{t('dashboard.waitingTitle')}</AlertTitle>
        <Typography variant="body2">
          {page
            ? t('dashboard.waitingText', { page: page.name, name })
            : t('dashboard.waitingModule', { name })}
        </Typography>
        <Link component={RouterLink} to={modulePath(step, false)} sx={{ mt: 1, display: 'block' }}>
          {t('dashboard.openModule', { name })}
        </Link>
      </Alert>
    );
  }
  const action = {
    continue: { label: t('dashboard.continue', { name }), play: true },
    start: { label: t('dashboard.start', { name }), play: true },
    assessment_due: { label: t('dashboard.assessmentDue', { name }), play: false },
  }[step.kind];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          <Typography color="text.secondary">
            {step.kind === 'continue' && page
              ? t('dashboard.continueAt', {
                  page: page.name,
                  number: page.number,
                  count: page.count,
                })
              : step.kind === 'start'
                ? t('dashboard.startText')
                : t('dashboard.assessmentDueText')}
          </Typography>
          {step.kind === 'continue' && (
            <Box sx={{ alignSelf: 'stretch' }}>
              <ProgressBar value={step.progress} label={t('learning.progressOf', { name })} />
            </Box>
          )}
          <Button variant="contained" component={RouterLink} to={modulePath(step, action.play)}>
            {action.label}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** When there is nothing to do: why, what happens next, and where the client can go. */
function NothingToDo({ data }: { data: NextSteps }) {
  const { t } = useTranslation();
  if (!data.has_programs) {
    return (
      <Alert severity="info" component="div">
        <AlertTitle component="h3">{t('dashboard.noProgramTitle')}</AlertTitle>
        <Typography variant="body2">{t('dashboard.noProgram')}</Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={CLIENT_PATHS.messages}>
            {t('dashboard.writeToTherapist')}
          </Link>
          <Link component={RouterLink} to={CLIENT_PATHS.profile}>
            {t('dashboard.checkProfile')}
          </Link>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert severity="success" component="div">
      <AlertTitle component="h3">{t('dashboard.nothingNowTitle')}</AlertTitle>
      <Typography variant="body2">
        {data.locked_modules > 0 ? t('dashboard.nothingNowLocked') : t('dashboard.nothingNow')}
      </Typography>
      <Link component={RouterLink} to={CLIENT_PATHS.treatment} sx={{ mt: 1, display: 'block' }}>
        {t('dashboard.toPrograms')}
      </Link>
    </Alert>
  );
}

/** A summary card: a heading, what is new (or what happens next), and a link on. */
function SummaryCard({
  id,
  title,
  children,
  to,
  linkText,
}: {
  id: string;
  title: string;
  children: ReactNode;
  to: string;
  linkText: string;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {children}
          <Link component={RouterLink} to={to}>
            {linkText}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Overview({ data }: { data: NextSteps }) {
  const { t, i18n } = useTranslation();
  const meeting = data.next_meeting;
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="dashboard-next">
        <Typography id="dashboard-next" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('dashboard.nextTitle')}
        </Typography>
        {data.steps.length === 0 ? (
          <NothingToDo data={data} />
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.steps.map((step) => (
              <li key={`${step.subscription_uuid}-${step.module_id}`}>
                <StepCard step={step} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <SummaryCard
          id="dashboard-messages"
          title={t('dashboard.messagesTitle')}
          to={CLIENT_PATHS.messages}
          linkText={t('dashboard.toMessages')}
        >
          <Typography>
            {data.unread_messages > 0
              ? t('dashboard.unreadMessages', { count: data.unread_messages })
              : t('dashboard.noUnreadMessages')}
          </Typography>
        </SummaryCard>
        <SummaryCard
          id="dashboard-meeting"
          title={t('dashboard.meetingTitle')}
          to={
            meeting?.room_state === 'open'
              ? `/meeting/${meeting.ext_meeting_id}`
              : CLIENT_PATHS.appointments
          }
          linkText={
            meeting?.room_state === 'open' ? t('dashboard.joinMeeting') : t('dashboard.toMeetings')
          }
        >
          <Typography>
            {meeting
              ? t('dashboard.meetingAt', {
                  date: formatDateTime(meeting.starts_at, i18n.resolvedLanguage),
                  name: `${meeting.specialist.first_name} ${meeting.specialist.last_name}`,
                })
              : t('dashboard.noMeeting')}
          </Typography>
        </SummaryCard>
        <SummaryCard
          id="dashboard-reports"
          title={t('dashboard.reportsTitle')}
          to="/client/reports"
          linkText={t('dashboard.toReports')}
        >
          {data.unread_reports.length === 0 ? (
            <Typography>{t('dashboard.noUnreadReports')}</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.unread_reports.map((report) => (
                <li key={report.id}>
                  <Link component={RouterLink} to={`/client/report/${report.id}`}>
                    {t('dashboard.openReport', {
                      name: report.name ?? t('dashboard.reportUnnamed'),
                      date: formatDateTime(report.created_at, i18n.resolvedLanguage),
                    })}
                  </Link>
                </li>
              ))}
            </Stack>
          )}
        </SummaryCard>
      </Box>
    </Stack>
  );
}

/**
 * /client/dashboard: the client's next step. What to do now in their modules (continue at the
 * next page, an assessment due, a module to start, a page waiting for the therapist), unread
 * messages, the next meeting and reports not read yet, from GET /api/v1/client/next-steps; when
 * there is nothing, what will happen and where to go.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { state, reload } = useLoad(fetchNextSteps, []);
  return (
    <Stack spacing={3}>
      <BrandLogo size={48} />
      <Box>
        <Typography variant="h4" component="h1">
          {t('home.welcome', { name: user.profile.first_name })}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      </Box>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <Overview data={state.data} />}
    </Stack>
  );
}
