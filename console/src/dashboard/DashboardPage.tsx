import { homePathForRole } from '@sinnro/access';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, Navigate, usePermissions, useTranslate } from 'react-admin';
import { RoleWelcome } from '../home/RoleWelcome';
import { type ConsolePermissions } from '../providers/access';
import { type ConsoleRole } from '../routing/console-resource';
import { type DashboardData } from './dashboard-api';
import { useDashboard } from './useDashboard';

// recharts is heavy: its chunk loads with the chart, after the counts are on screen.
const TrendChart = lazy(async () => ({ default: (await import('./TrendChart')).TrendChart }));

const Counts = ({ data }: { data: DashboardData }) => {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('app.dashboard.counts')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {data.counts.map(({ key, value }) => (
        <Card component="li" key={key} variant="outlined">
          <CardContent>
            <Typography variant="h3" component="p">
              {value}
            </Typography>
            <Typography color="text.secondary">
              {translate(`app.dashboard.counts_label.${key}`, { _: key })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

const Trend = ({ data }: { data: DashboardData }) => {
  const translate = useTranslate();
  const title = translate(`app.dashboard.trend.${data.trend.series}`, { _: data.trend.series });
  return (
    <Card component="section" aria-labelledby="dashboard-trend" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="dashboard-trend" variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Suspense
          fallback={
            <Skeleton
              variant="rectangular"
              height={280}
              aria-label={translate('app.dashboard.loading_chart')}
            />
          }
        >
          <TrendChart weeks={data.trend.weeks} title={title} />
        </Suspense>
      </CardContent>
    </Card>
  );
};

const DashboardBody = () => {
  const translate = useTranslate();
  const state = useDashboard();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(state.message, { _: state.message })}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Counts data={state.data} />
      <Trend data={state.data} />
    </Box>
  );
};

/** /admin, /cc and /hc/dashboard: the welcome, the role's counts and the weekly trend. */
const DashboardPage = ({ role }: { role: ConsoleRole }) => {
  const { permissions, isPending } = usePermissions<ConsolePermissions>();
  if (isPending) return <Loading />;
  if (permissions === undefined) return null;
  if (permissions.role !== role) return <Navigate to={homePathForRole(permissions)} replace />;
  return (
    <Box sx={{ pb: 2 }}>
      <RoleWelcome role={role} />
      <DashboardBody />
    </Box>
  );
};

export const AdminDashboard = () => <DashboardPage role="admin" />;
export const CcDashboard = () => <DashboardPage role="cc" />;
export const HcDashboard = () => <DashboardPage role="hc" />;
