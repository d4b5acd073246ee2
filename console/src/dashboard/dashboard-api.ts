import { type ApiAnswer, type ApiSchemas } from '@sinnro/web-session';

/** GET /api/admin/dashboard (backend/src/dashboard/dashboard-views.ts, through the OpenAPI types). */
export type DashboardData = ApiAnswer<'DashboardController_show'>;
export type DashboardCount = ApiSchemas['DashboardCount'];
export type DashboardWeek = ApiSchemas['DashboardWeek'];

export const DASHBOARD_PATH = '/api/admin/dashboard';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCount(value: unknown): value is DashboardCount {
  return isRecord(value) && typeof value.key === 'string' && typeof value.value === 'number';
}

function isWeek(value: unknown): value is DashboardWeek {
  return (
    isRecord(value) &&
    typeof value.week_start === 'string' &&
    typeof value.iso_week === 'number' &&
    typeof value.count === 'number'
  );
}

/**
 * Whether the server's answer has the dashboard's shape (the keys' and series' names are the
 * API contract's; unknown ones are shown by name).
 */
export function isDashboardData(value: unknown): value is DashboardData {
  if (!isRecord(value) || typeof value.role !== 'string') return false;
  const { counts, trend } = value;
  return (
    Array.isArray(counts) &&
    counts.every(isCount) &&
    isRecord(trend) &&
    typeof trend.series === 'string' &&
    Array.isArray(trend.weeks) &&
    trend.weeks.every(isWeek)
  );
}
