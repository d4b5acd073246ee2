import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ModuleSummaryTable, subscriptionModelName } from '@sinnro/care-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { failureMessage, useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { CandidateBadges } from './CandidateBadges';
import { dateTime, shortDate } from './format';
import { HoldDialog } from './HoldDialog';
import { NotesSection } from './NotesSection';
import { useSpecialistBadges } from './specialist-badges';
import {
  type CandidateSummary,
  fetchCandidate,
  fetchModuleSummaries,
  type HoldKind,
  liftHold,
  setPassive,
} from './specialists-api';
import { StaffReportDrawer } from './StaffReportDrawer';
import { ClientRiskFlags } from '../risk-flags/ClientRiskFlags';
import { CLIENT_ADMIN_ROLES, ClientAdminLinks } from '../therapist-premium/ClientAdminLinks';
import { clientModulePath } from '../client-module/client-module-paths';

function Summary({
  client,
  onChanged,
}: {
  client: CandidateSummary;
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [hold, setHold] = useState<HoldKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mayHold = user.role !== 'clinic-admin';

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      onChanged(done);
    } catch (error) {
      setFailure(failureMessage(error) ?? t('errors.network'));
    }
  };

  const holdText = (kind: HoldKind) => {
    const state = kind === 'block' ? client.blocked : client.snoozed;
    if (!state.active) return null;
    const base = t(kind === 'block' ? 'specialists.hold.blocked' : 'specialists.hold.snoozed');
    const until = state.end_date
      ? t('specialists.hold.until', { date: shortDate(state.end_date, i18n.resolvedLanguage) })
      : '';
    return [base + until, state.message].filter(Boolean).join(' – ');
  };

  return (
    <Paper component="section" aria-labelledby="summary-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="summary-heading" variant="h5" component="h2">
          {t('specialists.client.summary')}
        </Typography>
        <CandidateBadges candidate={client} />
        <Typography>
          {t('specialists.client.email')}: {client.email}
        </Typography>
        {client.phone && (
          <Typography>
            {t('specialists.client.phone')}: {client.phone}
          </Typography>
        )}
        <Typography>
          {t('specialists.client.since', {
            date: shortDate(client.created_at, i18n.resolvedLanguage),
          })}
        </Typography>
        {client.program_subscriptions.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="h6" component="h3">
              {t('specialists.client.subscriptions')}
            </Typography>
            {client.program_subscriptions.map((subscription) => (
              <Typography key={subscription.uuid}>
                {subscriptionModelName(subscription.subscription_model_name, i18n.resolvedLanguage)}{' '}
                · {t(`specialists.client.status.${subscription.display_status}`)}
                {subscription.end_date &&
                  ` · ${t('specialists.list.endDate', {
                    date: shortDate(subscription.end_date, i18n.resolvedLanguage),
                  })}`}
                {` · ${t('specialists.client.progress', { value: subscription.progress })}`}
              </Typography>
            ))}
          </Stack>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={client.passive}
              onChange={(event) =>
                void run(
                  () => setPassive(client.id, event.target.checked),
                  t(
                    event.target.checked
                      ? 'specialists.client.passiveOn'
                      : 'specialists.client.passiveOff',
                  ),
                )
              }
            />
          }
          label={t('specialists.client.passive')}
        />
        {(['block', 'snooze'] as const).map((kind) => {
          const text = holdText(kind);
          return text ? (
            <Alert key={kind} severity="info">
              {text}
            </Alert>
          ) : null;
        })}
        {mayHold && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {client.blocked.active ? (
              <Button
                variant="outlined"
                onClick={() =>
                  void run(() => liftHold(client.id, 'block'), t('specialists.hold.unblocked'))
                }
              >
                {t('specialists.hold.unblock')}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => setHold('block')}>
                {t('specialists.hold.block')}
              </Button>
            )}
            {client.snoozed.active ? (
              <Button
                variant="outlined"
                onClick={() =>
                  void run(() => liftHold(client.id, 'snooze'), t('specialists.hold.unsnoozed'))
                }
              >
                {t('specialists.hold.unsnooze')}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => setHold('snooze')}>
                {t('specialists.hold.snooze')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <HoldDialog
        clientId={client.id}
        kind={hold}
        onClose={() => setHold(null)}
        onDone={() => {
          const done = t(
            hold === 'snooze' ? 'specialists.hold.snoozedToast' : 'specialists.hold.blockedToast',
          );
          setHold(null);
          onChanged(done);
        }}
      />
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}

function Reports({ client }: { client: CandidateSummary }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Paper component="section" aria-labelledby="reports-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="reports-heading" variant="h5" component="h2" gutterBottom>
        {t('specialists.client.reports')}
      </Typography>
      {client.latest_reports.length === 0 ? (
        <Typography color="text.secondary">{t('specialists.client.noReports')}</Typography>
      ) : (
        <List sx={{ p: 0 }}>
          {client.latest_reports.map((report) => (
            <ListItem key={report.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <Stack sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {report.name ?? t('reports.untitled')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {dateTime(report.created_at, i18n.resolvedLanguage)}
                  {report.client_viewed_at === null && ` · ${t('specialists.client.reportUnread')}`}
                </Typography>
              </Stack>
              <Button
                variant="outlined"
                onClick={() => setOpen(report.id)}
                aria-label={t('specialists.client.openReportNamed', {
                  name: report.name ?? t('reports.untitled'),
                  date: dateTime(report.created_at, i18n.resolvedLanguage),
                })}
              >
                {t('specialists.client.openReport')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <StaffReportDrawer id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}

function Modules({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const { state } = useLoad(() => fetchModuleSummaries(clientId), [clientId]);
  return (
    <Paper component="section" aria-labelledby="modules-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="modules-heading" variant="h5" component="h2" gutterBottom>
        {t('specialists.modules.title')}
      </Typography>
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">{state.message ?? t('specialists.modules.fetchFailed')}</Alert>
      )}
      {state.status === 'ready' && state.data.modules.length === 0 && (
        <Typography color="text.secondary">{t('specialists.modules.empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.modules.length > 0 && (
        <ModuleSummaryTable
          modules={state.data.modules}
          labelledBy="modules-heading"
          texts={{
            name: t('specialists.modules.name'),
            progress: t('specialists.modules.progress'),
            rounds: t('specialists.modules.rounds'),
            reports: t('specialists.modules.reports'),
            completed: t('specialists.modules.completed'),
            open: t('specialists.modules.open'),
            locked: t('specialists.modules.locked'),
            inactive: t('specialists.modules.inactive'),
            progressOf: (name) => t('specialists.modules.progressOf', { name }),
            latest: (date) => t('specialists.modules.latest', { date }),
          }}
          formatDate={(value) => shortDate(value, i18n.resolvedLanguage)}
          renderLink={(item) => {
            const latest = item.instances[item.instances.length - 1];
            return latest ? (
              <Link
                component={RouterLink}
                to={clientModulePath(item.type, latest.id)}
                aria-label={t('clientModule.openAnswersFor', { name: item.name })}
              >
                {t('clientModule.openAnswers')}
              </Link>
            ) : null;
          }}
        />
      )}
    </Paper>
  );
}

/**
 * One client for their specialist (/therapist-premium/client-report/{id}, /clients/{id}):
 * summary with passive status, block and snooze, the reports (opened in the report drawer), the
 * notes and the module summaries. The clinic admin sees the summary only.
 */
export function ClientPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const user = useSignedInUser();
  const badges = useSpecialistBadges();
  const { state, reload } = useLoad(() => fetchCandidate(id), [id]);
  const [success, setSuccess] = useState<string | null>(null);
  const treatment = user.role !== 'clinic-admin';

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/clients">
        {t('specialists.client.back')}
      </Link>
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">{state.message ?? t('specialists.client.fetchFailed')}</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Typography variant="h4" component="h1">
            {state.data.name}
          </Typography>
          <Summary
            client={state.data}
            onChanged={(message) => {
              setSuccess(message);
              reload();
              badges.refresh();
            }}
          />
          {CLIENT_ADMIN_ROLES.includes(user.role) && <ClientAdminLinks client={state.data} />}
          {treatment && <ClientRiskFlags clientId={state.data.id} />}
          {treatment && <Reports client={state.data} />}
          {treatment && <NotesSection clientId={state.data.id} />}
          {treatment && <Modules clientId={state.data.id} />}
        </>
      )}
      <SuccessToast message={success} onClose={() => setSuccess(null)} />
    </Stack>
  );
}
