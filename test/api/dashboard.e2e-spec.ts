import { type User } from 'src/users/user.entity';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface DashboardBody {
  role: string;
  counts: { key: string; value: number }[];
  trend: {
    series: string;
    weeks: { week_start: string; iso_week: number; count: number }[];
  };
}

/** The Monday (UTC) of the ISO week `weeksAgo` weeks before this one, as YYYY-MM-DD. */
function mondayUtc(weeksAgo: number): string {
  const now = new Date();
  const day = (now.getUTCDay() + 6) % 7;
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day);
  return new Date(monday - weeksAgo * 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * GET /api/admin/dashboard on real rows: each count moves by exactly what the test adds (the
 * worker's database holds other files' demo data, so admin and cc counts are compared before and
 * after), the health coach's counts are exact for a fresh coach, and the trend has 12 ISO weeks.
 */
describe('the console dashboards (GET /api/admin/dashboard)', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const userIds: number[] = [];
  const moduleIds: number[] = [];
  let coach: User;

  const sql = <Row extends object>(text: string, bindings: unknown[] = []) =>
    api.orm.em.getConnection().execute<Row[]>(text, bindings);
  const dashboard = async (account: User | string, language: 'sv' | 'en' = 'en') => {
    const response = await fixtures.as(account, 'GET', '/api/admin/dashboard', { language });
    return { status: response.statusCode, body: response.json<DashboardBody>() };
  };
  const counts = (body: DashboardBody) =>
    Object.fromEntries(body.counts.map(({ key, value }) => [key, value]));
  const trendCount = (body: DashboardBody, weeksAgo: number) =>
    body.trend.weeks.find((week) => week.week_start === mondayUtc(weeksAgo))?.count;

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    coach = await createAccount(api, { role: 'hc', firstName: 'Hedda' });
    userIds.push(coach.id);
  });

  afterAll(async () => {
    // Deleting the users removes their subscriptions, reports, notifications and conversations.
    try {
      await sql('delete from modules where id = any(?::int[])', [`{${moduleIds.join(',')}}`]);
      await sql('delete from users where id = any(?::int[])', [`{${userIds.join(',')}}`]);
    } finally {
      await api.close();
    }
  });

  async function client(healthCoach: User | null = null): Promise<User> {
    const user = await createAccount(api, { role: 'client' });
    userIds.push(user.id);
    if (healthCoach) {
      await sql('update users set health_coach_id = ? where id = ?', [healthCoach.id, user.id]);
    }
    return user;
  }

  async function subscription(user: User, status: string, createdAt = 'now()'): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into program_subscriptions (uuid, user_id, subscription_model_id, status, created_at,
         updated_at)
       select gen_random_uuid(), ?, (select id from subscription_models order by id limit 1), ?,
              ${createdAt}, now()
       returning id`,
      [user.id, status],
    );
    return row?.id ?? 0;
  }

  it('counts clients, active subscriptions, this week’s reports and open risk flags for an admin', async () => {
    const before = await dashboard('admin@example.com');
    expect(before.status).toBe(200);
    expect(before.body.role).toBe('admin');
    expect(before.body.counts.map(({ key }) => key)).toEqual([
      'clients',
      'active_subscriptions',
      'reports_this_week',
      'open_risk_flags',
    ]);

    const added = await client();
    await subscription(added, 'active');
    await subscription(added, 'cancelled');
    await subscription(added, 'active', `now() - interval '3 weeks'`);
    await subscription(added, 'active', `now() - interval '13 weeks'`);
    // A report of this week and one of two weeks ago, on an instance the demo data has.
    for (const createdAt of ['now()', `date_trunc('week', now()) - interval '8 days'`]) {
      await sql(
        `insert into generated_reports (client_id, module_instance_id, language, created_at)
         select ?, id, 'sv', ${createdAt} from module_instances order by id limit 1`,
        [added.id],
      );
    }
    for (const acknowledged of [null, 'now()']) {
      await sql(
        `insert into notifications (recipient_id, client_id, kind, priority, payload,
           acknowledged_at)
         values (?, ?, 'risk_flag', 'high', '{}', ${acknowledged ?? 'null'})`,
        [coach.id, added.id],
      );
    }
    await sql(
      `insert into notifications (recipient_id, client_id, kind, payload)
       values (?, ?, 'approval_needed', '{}')`,
      [coach.id, added.id],
    );

    const after = await dashboard('admin@example.com');
    const [was, now] = [counts(before.body), counts(after.body)];
    expect({
      clients: (now.clients ?? 0) - (was.clients ?? 0),
      active_subscriptions: (now.active_subscriptions ?? 0) - (was.active_subscriptions ?? 0),
      reports_this_week: (now.reports_this_week ?? 0) - (was.reports_this_week ?? 0),
      open_risk_flags: (now.open_risk_flags ?? 0) - (was.open_risk_flags ?? 0),
    }).toEqual({ clients: 1, active_subscriptions: 3, reports_this_week: 1, open_risk_flags: 1 });

    // The trend: new subscriptions (any status) per ISO week, the current week last.
    expect(after.body.trend.series).toBe('new_subscriptions');
    expect(after.body.trend.weeks.map((week) => week.week_start)).toEqual(
      Array.from({ length: 12 }, (_, index) => mondayUtc(11 - index)),
    );
    expect((trendCount(after.body, 0) ?? 0) - (trendCount(before.body, 0) ?? 0)).toBe(2);
    expect((trendCount(after.body, 3) ?? 0) - (trendCount(before.body, 3) ?? 0)).toBe(1);
    const weeksBefore = before.body.trend.weeks.map((week) => week.count);
    const changed = after.body.trend.weeks.filter(
      (week, index) => week.count !== weeksBefore[index],
    );
    expect(changed.map((week) => week.week_start)).toEqual([mondayUtc(3), mondayUtc(0)]);
    expect(after.body.trend.weeks.at(-1)?.iso_week).toBeGreaterThanOrEqual(1);
  });

  it('counts draft and published modules, and new modules per week, for a content creator', async () => {
    const before = await dashboard('cc@example.com');
    expect(before.status).toBe(200);
    expect(before.body.role).toBe('cc');
    for (const published of [false, true, true]) {
      const [row] = await sql<{ id: number }>(
        `insert into modules (uuid, is_published) values (gen_random_uuid(), ?) returning id`,
        [published],
      );
      if (row) moduleIds.push(row.id);
    }
    const after = await dashboard('cc@example.com');
    const [was, now] = [counts(before.body), counts(after.body)];
    expect(after.body.counts.map(({ key }) => key)).toEqual(['draft_modules', 'published_modules']);
    expect((now.draft_modules ?? 0) - (was.draft_modules ?? 0)).toBe(1);
    expect((now.published_modules ?? 0) - (was.published_modules ?? 0)).toBe(2);
    expect(after.body.trend.series).toBe('new_modules');
    expect((trendCount(after.body, 0) ?? 0) - (trendCount(before.body, 0) ?? 0)).toBe(3);
  });

  it('counts the clients a health coach’s list holds and the unread messages of the conversations their chat shows', async () => {
    /** The total of the coach's client list (console /clients), unfiltered. */
    const listTotal = async () => {
      const list = await fixtures.as(coach, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(list.statusCode).toBe(200);
      return list.json<{ total: number }>().total;
    };
    const unreadInChat = async () => {
      const unread = await fixtures.as(coach, 'GET', '/api/messages/unread');
      expect(unread.statusCode).toBe(200);
      return unread.json<{ total_unread_messages: number }>().total_unread_messages;
    };
    const empty = await dashboard(coach);
    expect(empty.status).toBe(200);
    const listed = await listTotal();
    // The demo data's clients are in the coach's list (a health coach sees every client).
    expect(listed).toBeGreaterThan(0);
    expect(empty.body.counts).toEqual([
      { key: 'my_clients', value: listed },
      { key: 'unread_messages', value: 0 },
    ]);

    const coached = await client(coach);
    const assigned = await client();
    const formerly = await client();
    await client(); // someone else's client
    await sql(
      `insert into therapist_assignments (client_id, therapist_id, ended_at)
       values (?, ?, null), (?, ?, now())`,
      [assigned.id, coach.id, formerly.id, coach.id],
    );
    for (const partner of [coached, formerly]) {
      const [conversation] = await sql<{ id: number }>(
        `insert into conversations (client_id, specialist_id) values (?, ?) returning id`,
        [partner.id, coach.id],
      );
      // Two unread and one read message from the client, one unread from the coach.
      await sql(
        `insert into messages (conversation_id, sender_id, body, read_at)
         values (?, ?, 'a', null), (?, ?, 'b', null), (?, ?, 'c', now()), (?, ?, 'd', null)`,
        [
          ...[conversation?.id, partner.id, conversation?.id, partner.id],
          ...[conversation?.id, partner.id, conversation?.id, coach.id],
        ],
      );
    }

    const after = await dashboard(coach);
    expect(after.body.role).toBe('hc');
    // Every client added is in the list, and the count follows it; the chat shows the coached
    // client's conversation only (the former assignment's is not the coach's any more).
    expect(await listTotal()).toBe(listed + 4);
    expect(await unreadInChat()).toBe(2);
    expect(after.body.counts).toEqual([
      { key: 'my_clients', value: listed + 4 },
      { key: 'unread_messages', value: 2 },
    ]);
    expect(after.body.trend.series).toBe('new_subscriptions');
    expect(after.body.trend.weeks).toHaveLength(12);
  });

  it('refuses every other role, in the caller’s language', async () => {
    for (const email of ['client@example.com', 'therapist-premium@example.com']) {
      const refused = await fixtures.as(email, 'GET', '/api/admin/dashboard', { language: 'sv' });
      expect({ email, status: refused.statusCode }).toEqual({ email, status: 403 });
      expect(refused.json<{ message: string }>().message).toBe('Åtkomst nekad');
    }
    const clinicAdmin = await dashboard('clinic-admin@example.com');
    expect(clinicAdmin.status).toBe(403);
    const anonymous = await api.request({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
