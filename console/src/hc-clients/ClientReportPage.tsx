import {
  Alert,
  Box,
  Button,
  Drawer,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import {
  ClientNotes,
  ModuleSummaryTable,
  StaffReport,
  type StaffReportTexts,
} from '@sinnro/care-ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Loading, Title, useLocaleState, useParams, useTranslate } from 'react-admin';
import { failureText } from '../users/console-api';
import { userPath } from '../users/user-paths';
import { CandidateBadges } from './CandidateBadges';
import {
  type CandidateSummary,
  type ClientNote,
  dateTime,
  fetchCandidate,
  fetchModuleSummaries,
  fetchNotes,
  fetchStaffReport,
  type ModuleSummaryList,
  shortDate,
  type StaffReport as StaffReportAnswer,
  writeNote,
} from './hc-api';
import { useReferenceNames } from '../i18n/reference-names';
import { ClientRiskFlags } from '../risk-flags/RiskFlagList';

type Load<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** Loads when `load` changes (make it with useCallback); `reload` loads again. */
function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [count, setCount] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) =>
        active &&
        setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') }),
    );
    return () => {
      active = false;
    };
  }, [load, count]);
  return { state, reload: () => setCount((value) => value + 1) };
}

const Failure = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Alert severity="error">{translate(message, { _: message })}</Alert>;
};

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id={id} variant="h5" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Summary = ({ client }: { client: CandidateSummary }) => {
  const translate = useTranslate();
  const names = useReferenceNames();
  const [locale] = useLocaleState();
  return (
    <Section id="summary-heading" title={translate('app.hc_clients.summary')}>
      <Stack spacing={1}>
        <CandidateBadges candidate={client} />
        <Typography>
          {translate('resources.users.fields.email')}: {client.email}
        </Typography>
        {client.phone && (
          <Typography>
            {translate('resources.users.fields.phone')}: {client.phone}
          </Typography>
        )}
        <Typography>
          {translate('app.hc_clients.since', { date: shortDate(client.created_at, locale) })}
        </Typography>
        {client.program_subscriptions.map((subscription) => (
          <Typography key={subscription.uuid}>
            {names.model(subscription.subscription_model_name)} ·{' '}
            {translate(`app.subscriptions.statuses.${subscription.display_status}`)}
            {subscription.end_date &&
              ` · ${translate('app.hc_clients.end_date', { date: shortDate(subscription.end_date, locale) })}`}
            {` · ${translate('app.subscriptions.progress', { value: subscription.progress })}`}
          </Typography>
        ))}
        <div>
          <Button
            component={Link}
            to={userPath('hc', 'edit', { id: client.id }) ?? '/hc/users/list'}
          >
            {translate('app.hc_clients.edit_user')}
          </Button>
        </div>
      </Stack>
    </Section>
  );
};

/** The staff report's texts in the console's language. */
function useStaffReportTexts(): StaffReportTexts {
  const translate = useTranslate();
  return useMemo(() => {
    const text = (key: string, options?: Record<string, unknown>) =>
      translate(`app.hc_clients.staff_report.${key}`, options);
    return {
      untitled: translate('app.hc_clients.untitled'),
      createdOn: (date) => text('created_on', { date }),
      result: text('result'),
      total: text('total'),
      scoreOf: (score, max) => text('score_of', { score, max }),
      band: text('band'),
      noTotal: text('no_total'),
      items: text('items'),
      itemNumber: text('item_number'),
      question: text('question'),
      answer: text('answer'),
      score: text('score'),
      noAnswer: text('no_answer'),
      critical: text('critical'),
      criticalAnswer: text('critical_answer'),
      noItems: text('no_items'),
      history: {
        heading: text('history.heading'),
        showTable: text('history.show_table'),
        showChart: text('history.show_chart'),
        tableCaption: text('history.table_caption'),
        round: text('history.round'),
        date: text('history.date'),
        total: text('history.total'),
        band: text('history.band'),
        current: text('history.current'),
        bands: text('history.bands'),
        bandRange: (label, from, to) => text('history.band_range', { label, from, to }),
        roundOn: (round, date) => text('history.round_on', { round, date }),
      },
    };
  }, [translate]);
}

/**
 * The staff view of one report (care-ui's StaffReport, as client-web's therapist drawer): every
 * item with the client's answer and score, critical items flagged, the total and band, and the
 * total over every round with the bands behind it.
 */
const ReportContent = ({ id }: { id: number }) => {
  const [locale] = useLocaleState();
  const texts = useStaffReportTexts();
  const { state } = useLoad<StaffReportAnswer>(
    useCallback(() => fetchStaffReport(id, locale), [id, locale]),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Failure message={state.message} />;
  return (
    <StaffReport
      report={state.data}
      texts={texts}
      formatDate={(value) => shortDate(value, locale)}
    />
  );
};

const Reports = ({ client }: { client: CandidateSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section id="reports-heading" title={translate('app.hc_clients.reports')}>
      {client.latest_reports.length === 0 ? (
        <Typography color="text.secondary">{translate('app.hc_clients.no_reports')}</Typography>
      ) : (
        <List sx={{ p: 0 }}>
          {client.latest_reports.map((report) => {
            const name = report.name ?? translate('app.hc_clients.untitled');
            return (
              <ListItem key={report.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <Stack sx={{ flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {dateTime(report.created_at, locale)}
                    {report.client_viewed_at === null &&
                      ` · ${translate('app.hc_clients.report_unread')}`}
                  </Typography>
                </Stack>
                <Button
                  variant="outlined"
                  onClick={() => setOpen(report.id)}
                  aria-label={translate('app.hc_clients.open_report_named', {
                    name,
                    date: dateTime(report.created_at, locale),
                  })}
                >
                  {translate('app.hc_clients.open_report')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      <Drawer
        anchor="right"
        open={open !== null}
        onClose={() => setOpen(null)}
        slotProps={{
          paper: {
            sx: { width: 640, maxWidth: '100%' },
            role: 'dialog',
            'aria-label': translate('app.hc_clients.report_drawer'),
          },
        }}
      >
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button onClick={() => setOpen(null)}>
              {translate('app.hc_clients.close_report')}
            </Button>
          </Box>
          {open !== null && <ReportContent id={open} />}
        </Box>
      </Drawer>
    </Section>
  );
};

const Notes = ({ clientId }: { clientId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { state, reload } = useLoad<ClientNote[]>(
    useCallback(() => fetchNotes(clientId), [clientId]),
  );
  return (
    <Section id="notes-heading" title={translate('app.hc_clients.notes.title')}>
      <ClientNotes
        notes={state.status === 'ready' ? state.data : null}
        placeholder={state.status === 'failed' ? <Failure message={state.message} /> : <Loading />}
        write={(text) => writeNote(clientId, text)}
        onWritten={reload}
        failureText={(failure) => {
          const message = failureText(failure, 'app.users.errors.network');
          return translate(message, { _: message });
        }}
        texts={{
          title: translate('app.hc_clients.notes.title'),
          label: translate('app.hc_clients.notes.label'),
          help: (left) => translate('app.hc_clients.notes.help', { count: left }),
          save: translate('app.hc_clients.notes.save'),
          required: translate('app.hc_clients.notes.required'),
          empty: translate('app.hc_clients.notes.empty'),
          by: (name, time) => translate('app.hc_clients.notes.by', { name, time }),
          unknownAuthor: translate('app.hc_clients.notes.unknown_author'),
        }}
        formatTime={(value) => dateTime(value, locale)}
      />
    </Section>
  );
};

const Modules = ({ clientId }: { clientId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { state } = useLoad<ModuleSummaryList>(
    useCallback(() => fetchModuleSummaries(clientId, locale), [clientId, locale]),
  );
  return (
    <Section id="modules-heading" title={translate('app.hc_clients.modules.title')}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <Failure message={state.message} />}
      {state.status === 'ready' && state.data.modules.length === 0 && (
        <Typography color="text.secondary">{translate('app.hc_clients.modules.empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.modules.length > 0 && (
        <ModuleSummaryTable
          modules={state.data.modules}
          labelledBy="modules-heading"
          texts={{
            name: translate('app.hc_clients.modules.name'),
            progress: translate('app.hc_clients.modules.progress'),
            rounds: translate('app.hc_clients.modules.rounds'),
            reports: translate('app.hc_clients.modules.reports'),
            completed: translate('app.hc_clients.modules.completed'),
            open: translate('app.subscriptions.open'),
            locked: translate('app.subscriptions.locked'),
            inactive: translate('app.subscriptions.statuses.inactive'),
            progressOf: (name) => translate('app.hc_clients.modules.progress_of', { name }),
            latest: (date) => translate('app.hc_clients.modules.latest', { date }),
          }}
          formatDate={(value) => shortDate(value, locale)}
        />
      )}
    </Section>
  );
};

/**
 * /hc/client-report/{id}: one client for the health coach, as client-web's client page: summary
 * with badges and subscriptions, the latest reports (opened in a drawer), the notes and the module
 * summaries. Reading it is access-logged by the server.
 */
export const ClientReportPage = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const { state } = useLoad<CandidateSummary>(useCallback(() => fetchCandidate(id), [id]));
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Link to="/hc/clients" sx={{ color: 'primary.dark' }}>
        {translate('app.hc_clients.back')}
      </Link>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <Failure message={state.message} />}
      {state.status === 'ready' && (
        <>
          <Title title={state.data.name} />
          <Typography variant="h4" component="h1">
            {state.data.name}
          </Typography>
          <Summary client={state.data} />
          <ClientRiskFlags clientId={state.data.id} />
          <Reports client={state.data} />
          <Notes clientId={state.data.id} />
          <Modules clientId={state.data.id} />
        </>
      )}
    </Stack>
  );
};
