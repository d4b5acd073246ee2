import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { type DashboardWeek } from './dashboard-api';

/**
 * The weekly trend as a bar chart (recharts). Loaded lazily by DashboardPage, so recharts is not
 * part of the console's first JavaScript. Right to left, the weeks run from the right.
 */
export const TrendChart = ({ weeks, title }: { weeks: DashboardWeek[]; title: string }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const data = weeks.map((week) => ({
    label: translate('app.dashboard.week', { week: week.iso_week }),
    count: week.count,
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} title={title} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} />
        <YAxis
          allowDecimals={false}
          orientation={rtl ? 'right' : 'left'}
          width={40}
          tick={{ fontSize: 12 }}
        />
        <Tooltip />
        <Bar
          dataKey="count"
          name={translate('app.dashboard.count')}
          fill={theme.palette.primary.main}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
};
