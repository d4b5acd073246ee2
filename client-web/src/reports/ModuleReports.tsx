import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedInUser } from '../session/session-context';
import { ReportDrawer } from './ReportDrawer';
import { fetchModuleReports, type Report } from './reports-api';
import { reportDate } from './ReportView';

/** How often, and how many times, the module page asks whether a new report is built. */
export const REPORT_POLL_MS = 1000;
export const REPORT_POLL_ATTEMPTS = 60;

/** The module's reports of the signed-in client, kept in step as the drawer marks them viewed. */
function useModuleReports(moduleId: number) {
  const user = useSignedInUser();
  const { i18n } = useTranslation();
  const [reports, setReports] = useState<Report[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchModuleReports(user.id, moduleId).then(
      (found) => current && setReports(found),
      () => current && setReports([]),
    );
    return () => {
      current = false;
    };
  }, [user.id, moduleId, attempt, i18n.resolvedLanguage]);
  const markViewed = useCallback(
    (id: number) =>
      setReports(
        (list) =>
          list?.map((report) => (report.id === id ? { ...report, viewed: true } : report)) ?? list,
      ),
    [],
  );
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { reports, markViewed, reload };
}

function ReportItems({
  reports,
  onOpen,
}: {
  reports: readonly Report[];
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <List disablePadding>
      {reports.map((report) => (
        <ListItem
          key={report.id}
          sx={{ flexWrap: 'wrap', gap: 1 }}
          secondaryAction={
            <Button
              variant="outlined"
              size="small"
              onClick={() => onOpen(report.id)}
              aria-label={t('reports.openNamed', {
                name: report.name ?? t('reports.untitled'),
                date: reportDate(report.created_at, i18n.resolvedLanguage),
              })}
            >
              {t('reports.open')}
            </Button>
          }
        >
          <ListItemText
            sx={{ pr: 14 }}
            primary={
              <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                <span>{report.name ?? t('reports.untitled')}</span>
                {!report.viewed && (
                  <Chip component="span" size="small" color="primary" label={t('reports.unread')} />
                )}
              </Stack>
            }
            secondary={t('reports.createdOn', {
              date: reportDate(report.created_at, i18n.resolvedLanguage),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The module page's reports of this module (none shown when there are none). */
export function ModuleReports({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation();
  const { reports, markViewed } = useModuleReports(moduleId);
  const [open, setOpen] = useState<number | null>(null);
  if (!reports || reports.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="module-reports">
      <Stack
        direction="row"
        sx={{ px: 2, pt: 2, justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography id="module-reports" variant="h6" component="h2">
          {t('reports.moduleReports')}
        </Typography>
        <MuiLink component={RouterLink} to="/client/reports">
          {t('reports.allReports')}
        </MuiLink>
      </Stack>
      <ReportItems reports={reports} onOpen={setOpen} />
      <ReportDrawer reportId={open} onClose={() => setOpen(null)} onViewed={markViewed} />
    </Paper>
  );
}

/**
 * After the client completes a module instance: waits for the worker to build its report (asking
 * again every second, a minute at most), then offers it in the report drawer. With `expected`
 * false (a module that need not have a test) it waits quietly and shows nothing unless one comes.
 */
export function CompletedInstanceReport({
  moduleId,
  instanceId,
  expected,
}: {
  moduleId: number;
  instanceId: number;
  expected: boolean;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [report, setReport] = useState<Report | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const limit = expected ? REPORT_POLL_ATTEMPTS : 5;
  const waiting = report === null && attempts < limit;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const timer = setTimeout(
      () => {
        fetchModuleReports(user.id, moduleId)
          .then((found) => {
            const built = found.find((candidate) => candidate.module_instance_id === instanceId);
            if (!current) return;
            if (built) setReport(built);
            else setAttempts((value) => value + 1);
          })
          .catch(() => current && setAttempts((value) => value + 1));
      },
      attempts === 0 ? 0 : REPORT_POLL_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [waiting, attempts, user.id, moduleId, instanceId]);

  if (report !== null) {
    return (
      <>
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => setOpen(report.id)}>
              {t('reports.showReport')}
            </Button>
          }
        >
          {t('reports.reportReady', { name: report.name ?? t('reports.untitled') })}
        </Alert>
        <ReportDrawer
          reportId={open}
          onClose={() => setOpen(null)}
          onViewed={() => setReport({ ...report, viewed: true })}
        />
      </>
    );
  }
  if (!expected) return null;
  if (waiting) {
    return (
      <Alert severity="info" role="status">
        {t('reports.building')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => setAttempts(0)}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('reports.notReadyYet')}
    </Alert>
  );
}

/**
 * A page with report_read_mandatory: the module's reports, each opened in the report drawer;
 * `onAllRead` hears whether every one has been viewed (the page's next button waits for it).
 */
export function MandatoryReports({
  moduleId,
  onAllRead,
}: {
  moduleId: number;
  onAllRead: (read: boolean) => void;
}) {
  const { t } = useTranslation();
  const { reports, markViewed } = useModuleReports(moduleId);
  const [open, setOpen] = useState<number | null>(null);
  const allRead = reports !== null && reports.every((report) => report.viewed);
  useEffect(() => onAllRead(allRead), [allRead, onAllRead]);
  if (reports === null || reports.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="mandatory-reports">
      <Typography id="mandatory-reports" variant="h6" component="h3">
        {t('reports.moduleReports')}
      </Typography>
      {!allRead && <Alert severity="info">{t('reports.readAllFirst')}</Alert>}
      <Paper variant="outlined">
        <ReportItems reports={reports} onOpen={setOpen} />
      </Paper>
      <ReportDrawer reportId={open} onClose={() => setOpen(null)} onViewed={markViewed} />
    </Stack>
  );
}
