import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../client/EmptyState';
import { CLIENT_PATHS } from '../client/menu-rules';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { unreadCount } from './report-bars';
import { fetchReports, type ReportRow } from './reports-api';
import { reportDate } from './ReportView';

export function reportPath(id: number): string {
  return `/client/report/${id}`;
}

function ReportList({ reports }: { reports: readonly ReportRow[] }) {
  const { t, i18n } = useTranslation();
  if (reports.length === 0) {
    return (
      <EmptyState
        text={t('reports.empty')}
        links={[{ label: t('reports.toPrograms'), to: CLIENT_PATHS.treatment }]}
      />
    );
  }
  const unread = unreadCount(reports);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" role="status">
        {unread > 0 ? t('reports.unreadCount', { count: unread }) : t('reports.allRead')}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('reports.listLabel')}>
          {reports.map((report, index) => (
            <ListItem key={report.id} disablePadding divider={index < reports.length - 1}>
              <ListItemButton component={Link} to={reportPath(report.id)}>
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      component="span"
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography component="span" sx={{ fontWeight: report.viewed ? 400 : 700 }}>
                        {report.name ?? t('reports.untitled')}
                      </Typography>
                      {!report.viewed && (
                        <Chip
                          component="span"
                          size="small"
                          color="primary"
                          label={t('reports.unread')}
                        />
                      )}
                    </Stack>
                  }
                  secondary={t('reports.createdOn', {
                    date: reportDate(report.created_at, i18n.resolvedLanguage),
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

/** /client/reports: the client's generated reports, newest first, the unread ones marked. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { state, reload } = useLoad(fetchReports, []);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('reports.title')}
        </Typography>
        <Typography color="text.secondary">{t('reports.intro')}</Typography>
      </Stack>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <ReportList reports={state.data} />}
    </Stack>
  );
}
