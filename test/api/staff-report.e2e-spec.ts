import { ContentModule } from 'src/content/content-module.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { buildReports } from 'src/client-reports/report-builder';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { User } from 'src/users/user.entity';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Band {
  label: string | null;
  color: string;
}

interface StaffReport {
  id: number;
  name: string | null;
  report_elements: { name: string | null; score: number | null }[];
  items: {
    question_id: number;
    number: number;
    question: string | null;
    answer: string | null;
    score: number;
    max_score: number;
    critical: boolean;
    critical_answer: boolean;
  }[];
  total_name: string | null;
  total: number | null;
  max_total: number | null;
  band: Band | null;
  bands: (Band & { from: number; to: number })[];
  history: {
    report_id: number;
    round: number;
    date: string;
    total: number | null;
    band: Band | null;
    current: boolean;
  }[];
}

const DEMO_THERAPIST = 'therapist-premium@example.com';
const CLINIC_THERAPIST = 'clinic-therapist@example.com';
const HC = 'hc@example.com';
const DAY = 24 * 3600 * 1000;

describe('The staff view of a report: every item with answer and score, the total, bands and rounds', () => {
  let api: TestApp;
  const userIds: number[] = [];
  let phq9: ContentModule;
  let client: User;
  /** The reports of the client's two PHQ-9 rounds: `high` done first, `low` dated earlier. */
  let high: number;
  let low: number;

  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);

  /** Completes a PHQ-9 round in a new subscription with the given option index per item. */
  async function completePhq9(pick: (item: number) => number): Promise<number> {
    const em = api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const sub = em.create(ProgramSubscription, { user: client.id, subscriptionModel: model });
    em.create(SubscriptionModule, {
      subscription: sub,
      module: phq9.id,
      position: 0,
      isOpen: true,
    });
    await em.flush();
    const first = await as(client, 'GET', `/client/page/${sub.uuid}/${phq9.id}/sv`);
    const body = first.json<{
      module_instance_id: number;
      page: { id: number; questions: { id: number; options: { id: number }[] }[] };
    }>();
    const answers = Object.fromEntries(
      body.page.questions.map((question, index) => [question.id, question.options[pick(index)].id]),
    );
    const response = await as(
      client,
      'POST',
      `/client/page/${sub.uuid}/${phq9.id}/0/${body.page.id}/sv`,
      { payload: { module_instance_id: body.module_instance_id, answers } },
    );
    expect(response.statusCode).toBe(200);
    await api.orm.em.fork().transactional((tx) => buildReports(tx, body.module_instance_id));
    const [report] = await sql<{ id: number }>(
      'select id from generated_reports where module_instance_id = ?',
      [body.module_instance_id],
    );
    return report.id;
  }

  const completedAt = (reportId: number, date: Date) =>
    sql(
      `update module_instances set completed_at = ? where id =
         (select module_instance_id from generated_reports where id = ?)`,
      [date, reportId],
    );

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    const em = api.orm.em.fork();
    phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    const therapist = await em.findOneOrFail(User, { email: DEMO_THERAPIST });
    client = await createAccount(api);
    userIds.push(client.id);
    await sql('update users set health_coach_id = ? where id = ?', [therapist.id, client.id]);
    // Round A: every item "Mer än halva dagarna" (2), item 9 too: 18 points.
    high = await completePhq9(() => 2);
    // Round B: every item "Inte alls" (0) but item 1 "Flera dagar" (1): 1 point.
    low = await completePhq9((item) => (item === 0 ? 1 : 0));
    // B is dated before A: the history follows the rounds' dates, not the order of their ids.
    await completedAt(high, new Date(Date.now() - 2 * DAY));
    await completedAt(low, new Date(Date.now() - 20 * DAY));
  });

  afterAll(async () => {
    await api.orm.em.fork().nativeDelete(User, { id: { $in: userIds } });
    await api.close();
  });

  it('shows the client’s therapist every item with the answer in words and its score, item 9 flagged', async () => {
    const response = await as(
      DEMO_THERAPIST,
      'GET',
      `/api/specialist/report/generated/single/${high}?lang=sv`,
    );
    expect(response.statusCode).toBe(200);
    const report = response.json<StaffReport>();
    expect(report.items.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const item of report.items) {
      expect(item).toMatchObject({
        answer: 'Mer än halva dagarna',
        score: 2,
        max_score: 3,
      });
      expect(item.question).toEqual(expect.any(String));
    }
    expect(report.items[0].question).toMatch(/intresse|glädje/i);
    expect(report.items.filter((item) => item.critical).map((item) => item.number)).toEqual([9]);
    expect(report.items[8]).toMatchObject({ critical: true, critical_answer: true });
    expect(report.items[8].question).toMatch(/död|skada dig/i);
    // The items add up to the total the report builder froze (and the client was shown).
    expect(report.items.reduce((sum, item) => sum + item.score, 0)).toBe(18);
    expect(report).toMatchObject({
      name: 'PHQ-9 – skattning av nedstämdhet',
      total_name: 'Totalpoäng',
      total: 18,
      max_total: 27,
      band: { label: 'Medelsvåra symtom' },
    });
    expect(report.report_elements[1]).toMatchObject({ name: 'Totalpoäng', score: 18 });
    expect(report.bands.map((band) => [band.from, band.to])).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
      [15, 19],
      [20, 27],
    ]);
    for (const band of report.bands) expect(band.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(report.bands[3].label).toBe(report.band?.label);

    // A round without the risk answer: item 9 is still the critical item, its answer is not.
    const quiet = (
      await as(DEMO_THERAPIST, 'GET', `/api/specialist/report/generated/single/${low}?lang=en`)
    ).json<StaffReport>();
    expect(quiet.items[0]).toMatchObject({ answer: 'Several days', score: 1 });
    expect(quiet.items[8]).toMatchObject({
      answer: 'Not at all',
      score: 0,
      critical: true,
      critical_answer: false,
    });
    expect(quiet).toMatchObject({
      total_name: 'Total score',
      total: 1,
      band: { label: 'Minimal' },
    });
  });

  it('answers the total of every round of the template, oldest first, the read one marked', async () => {
    const report = (
      await as(HC, 'GET', `/api/specialist/report/generated/single/${high}?lang=sv`)
    ).json<StaffReport>();
    expect(report.history).toEqual([
      {
        report_id: low,
        round: 1,
        date: expect.any(String) as string,
        total: 1,
        band: expect.objectContaining({ label: 'Minimala symtom' }) as Band,
        current: false,
      },
      {
        report_id: high,
        round: 2,
        date: expect.any(String) as string,
        total: 18,
        band: expect.objectContaining({ label: 'Medelsvåra symtom' }) as Band,
        current: true,
      },
    ]);
    expect(new Date(report.history[0].date).getTime()).toBeLessThan(
      new Date(report.history[1].date).getTime(),
    );
  });

  it('logs the staff read with the client as subject', async () => {
    const [coach] = await sql<{ uuid: string }>('select uuid from users where email = ?', [HC]);
    const logged = () =>
      sql<{ client_uuid: string }>(
        `select client_uuid from access_log
          where resource = 'reports.generated' and resource_id = ? and actor_uuid = ?`,
        [String(low), coach.uuid],
      );
    expect(await logged()).toEqual([]);
    const read = await as(HC, 'GET', `/api/specialist/report/generated/single/${low}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<StaffReport>().items).toHaveLength(9);
    expect(await logged()).toEqual([{ client_uuid: client.uuid }]);
  });

  it('answers 404 to a therapist outside the client’s care, and 403 to the client', async () => {
    const outside = await as(
      CLINIC_THERAPIST,
      'GET',
      `/api/specialist/report/generated/single/${high}`,
      { language: 'sv' },
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: 'Hittades inte' });
    expect(JSON.stringify(outside.json())).not.toContain('Mer än halva');

    const own = await as(client, 'GET', `/api/specialist/report/generated/single/${high}`, {
      language: 'sv',
    });
    expect(own.statusCode).toBe(403);
    expect(JSON.stringify(own.json())).not.toContain('items');
    // The client's own view stays as it was: the report without the staff additions.
    const mine = await as(client, 'GET', `/client/report/generated/single/${high}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: high, report_elements: expect.any(Array) as unknown });
    expect(mine.json()).not.toHaveProperty('items');
    expect(mine.json()).not.toHaveProperty('history');
  });
});
