/** The console roles that have a dashboard. */
export const DASHBOARD_ROLES = ['admin', 'cc', 'hc'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/**
 * What a dashboard counts. admin: clients, active subscriptions, reports generated this ISO week
 * (UTC), open (unacknowledged) risk flags; cc: draft and published modules; hc: the clients the
 * coach's client list holds (its total, the same scope) and the unread messages to the coach in the
 * conversations their chat shows.
 */
export type DashboardCountKey =
  | 'clients'
  | 'active_subscriptions'
  | 'reports_this_week'
  | 'open_risk_flags'
  | 'draft_modules'
  | 'published_modules'
  | 'my_clients'
  | 'unread_messages';

export interface DashboardCount {
  key: DashboardCountKey;
  value: number;
}

/** One ISO week (Monday, UTC) of the trend. */
export interface DashboardWeek {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week_start: string;
  /** ISO 8601 week number. */
  iso_week: number;
  count: number;
}

/** New program subscriptions (admin, hc) or new modules (cc) per week, oldest first. */
export interface DashboardTrend {
  series: 'new_subscriptions' | 'new_modules';
  weeks: DashboardWeek[];
}

/** GET /api/admin/dashboard: the caller's role's counts and one weekly trend. */
export interface DashboardView {
  role: DashboardRole;
  counts: DashboardCount[];
  trend: DashboardTrend;
}
