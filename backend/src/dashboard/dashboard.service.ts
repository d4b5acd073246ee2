import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { unreadCounts } from 'src/chat/chat-queries';
import { ApiException } from 'src/common/errors/api-exception';
import { SpecialistClientsService } from 'src/specialists/specialist-clients.service';
import {
  type DashboardCount,
  type DashboardCountKey,
  type DashboardRole,
  type DashboardTrend,
  type DashboardView,
  type DashboardWeek,
  DASHBOARD_ROLES,
} from './dashboard-views';

/** How many ISO weeks the trend covers, the current one included. */
export const TREND_WEEKS = 12;

/**
 * The admin's and content creator's counts: each one scalar sub-select of a single statement per
 * role (no rows are loaded).
 */
const COUNTS: Record<Exclude<DashboardRole, 'hc'>, Partial<Record<DashboardCountKey, string>>> = {
  admin: {
    clients: `select count(*) from users where role = 'client'`,
    active_subscriptions: `select count(*) from program_subscriptions where status = 'active'`,
    reports_this_week: `select count(*) from generated_reports
      where created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'`,
    open_risk_flags: `select count(*) from notifications
      where kind = 'risk_flag' and acknowledged_at is null`,
  },
  cc: {
    draft_modules: `select count(*) from modules where not is_published`,
    published_modules: `select count(*) from modules where is_published`,
  },
};

/** The trend's source table per role: program subscriptions, or modules for content creators. */
const TREND_SOURCE: Record<DashboardRole, { series: DashboardTrend['series']; table: string }> = {
  admin: { series: 'new_subscriptions', table: 'program_subscriptions' },
  hc: { series: 'new_subscriptions', table: 'program_subscriptions' },
  cc: { series: 'new_modules', table: 'modules' },
};

/** What each role's dashboard needs beyond the route's grant (deny by default). */
const NEEDS: Record<DashboardRole, ReadonlyArray<Parameters<CallerAccess['canAtAll']>>> = {
  admin: [
    ['read', 'user'],
    ['read', 'user/subscription'],
    ['read', 'module'],
  ],
  cc: [['read', 'module']],
  hc: [
    ['read', 'user'],
    ['read', 'user/subscription'],
    ['read', 'chat'],
  ],
};

interface WeekRow {
  week_start: string;
  iso_week: number;
  count: number;
}

function isDashboardRole(role: string): role is DashboardRole {
  return (DASHBOARD_ROLES as readonly string[]).includes(role);
}

/** The console's dashboards: counts for the caller's role and a weekly trend. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: SpecialistClientsService,
  ) {}

  async forCaller(caller: CallerAccess): Promise<DashboardView> {
    const role = caller.user.role;
    if (!isDashboardRole(role)) throw ApiException.forbidden();
    if (!NEEDS[role].every(([action, resource]) => caller.canAtAll(action, resource))) {
      throw ApiException.forbidden();
    }
    const counts = role === 'hc' ? await this.coachCounts(caller) : await this.counts(role);
    const trend = await this.trend(role);
    return { role, counts, trend };
  }

  /**
   * The health coach's counts from the very queries of their screens: the clients their client
   * list holds (its total, the same scope) and the unread messages of the conversations their
   * chat shows.
   */
  private async coachCounts(caller: CallerAccess): Promise<DashboardCount[]> {
    const myClients = await this.clients.count(caller);
    const unread = await unreadCounts(this.em, caller.userId);
    return [
      { key: 'my_clients', value: myClients },
      { key: 'unread_messages', value: unread.total_unread_messages },
    ];
  }

  private async counts(role: Exclude<DashboardRole, 'hc'>): Promise<DashboardCount[]> {
    const entries = Object.entries(COUNTS[role]);
    const columns = entries.map(([key, sql]) => `(${sql})::int as "${key}"`).join(',\n');
    const [row] = await this.em
      .getConnection()
      .execute<Record<string, number>[]>(`select ${columns}`);
    return entries.flatMap(([key]) => {
      const value = row?.[key];
      return isCountKey(key) && typeof value === 'number' ? [{ key, value }] : [];
    });
  }

  /** The last TREND_WEEKS ISO weeks (UTC), oldest first, weeks without rows as 0. */
  private async trend(role: DashboardRole): Promise<DashboardTrend> {
    const { series, table } = TREND_SOURCE[role];
    const weeks = await this.em.getConnection().execute<WeekRow[]>(
      `with weeks as (
         select generate_series(
                  date_trunc('week', now() at time zone 'UTC') - interval '${TREND_WEEKS - 1} weeks',
                  date_trunc('week', now() at time zone 'UTC'),
                  interval '1 week') as week_start)
       select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
              extract(week from w.week_start)::int as iso_week,
              count(t.id)::int as count
         from weeks w
         left join ${table} t
           on t.created_at >= w.week_start at time zone 'UTC'
          and t.created_at < (w.week_start + interval '1 week') at time zone 'UTC'
        group by w.week_start
        order by w.week_start`,
    );
    return { series, weeks: weeks.map((week): DashboardWeek => ({ ...week })) };
  }
}

const COUNT_KEYS = new Set<string>(Object.values(COUNTS).flatMap((counts) => Object.keys(counts)));

function isCountKey(key: string): key is DashboardCountKey {
  return COUNT_KEYS.has(key);
}
