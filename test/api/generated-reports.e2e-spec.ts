import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { ContentModule } from 'src/content/content-module.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { buildReports } from 'src/client-reports/report-builder';
import { reportJobId } from 'src/client-reports/report-jobs';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { User } from 'src/users/user.entity';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface ReportElement {
  report_element_type: string;
  name: string | null;
  score: number | null;
  max_score: number | null;
  bar_details: {
    min: number;
    max: number;
    step: number;
    value: number;
    shown_value: number;
  } | null;
  answer_details: { value: number; color: string; label: string | null } | null;
}

interface Report {
  id: number;
  name: string | null;
  module_id: number;
  module_instance_id: number;
  viewed: boolean;
  client_viewed_at: string | null;
  offer_display_at: string | null;
  report_elements: ReportElement[];
}

const DEMO_CLIENT = 'client@example.com';
const DEMO_THERAPIST = 'therapist-premium@example.com';
const CLINIC_THERAPIST = 'clinic-therapist@example.com';

describe('Generated reports: built once per completed instance, read by their client and staff', () => {
  let api: TestApp;
  const userIds: number[] = [];
  let phq9: ContentModule;
  let demoReport: Report;
  let demoClient: User;

  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);

  async function account(role: User['role'] = 'client'): Promise<User> {
    const user = await createAccount(api, { role });
    userIds.push(user.id);
    return user;
  }

  async function subscribe(user: User): Promise<ProgramSubscription> {
    const em = api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const sub = em.create(ProgramSubscription, { user: user.id, subscriptionModel: model });
    em.create(SubscriptionModule, {
      subscription: sub,
      module: phq9.id,
      position: 0,
      isOpen: true,
    });
    await em.flush();
    return sub;
  }

  /** Answers the whole PHQ-9 with the given option index per item; answers the instance id. */
  async function completePhq9(user: User, pick: (item: number) => number): Promise<number> {
    const sub = await subscribe(user);
    const first = await as(user, 'GET', `/client/page/${sub.uuid}/${phq9.id}/sv`);
    const body = first.json<{
      module_instance_id: number;
      page: { id: number; questions: { id: number; options: { id: number }[] }[] };
    }>();
    const answers = Object.fromEntries(
      body.page.questions.map((question, index) => [question.id, question.options[pick(index)].id]),
    );
    const response = await as(
      user,
      'POST',
      `/client/page/${sub.uuid}/${phq9.id}/0/${body.page.id}/sv`,
      { payload: { module_instance_id: body.module_instance_id, answers } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ completed: true });
    return body.module_instance_id;
  }

  /** Runs the job's work the way the worker does: in a transaction of a fresh context. */
  const runJob = (instanceId: number) =>
    api.orm.em.fork().transactional((tx) => buildReports(tx, instanceId));

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    const em = api.orm.em.fork();
    phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    demoClient = await em.findOneOrFail(User, { email: DEMO_CLIENT });
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(User, { id: { $in: userIds } });
    await api.close();
  });

  it('seeds the demo client one PHQ-9 report with its band, built by the report builder', async () => {
    const list = await as(DEMO_CLIENT, 'GET', '/client/report/generated/list/sv');
    expect(list.statusCode).toBe(200);
    const rows = list.json<Report[]>().filter((row) => row.module_id === phq9.id);
    expect(rows).toHaveLength(1);
    const single = await as(DEMO_CLIENT, 'GET', `/client/report/generated/single/${rows[0].id}`);
    expect(single.statusCode).toBe(200);
    demoReport = single.json<Report>();
    expect(demoReport.name).toBe('PHQ-9 – skattning av nedstämdhet');
    const [title, total] = demoReport.report_elements;
    expect(title).toMatchObject({ report_element_type: 'title', name: 'Ditt resultat' });
    expect(title.bar_details).toBeNull();
    expect(total).toMatchObject({
      report_element_type: 'combined_question',
      score: 10,
      max_score: 27,
      bar_details: { min: 0, max: 100, step: 0.5, value: 37, shown_value: 37 },
      answer_details: { value: 10 },
    });
    expect(total.answer_details?.label).toMatch(/måttlig/i);
    // Seeding again adds nothing.
    await seedDemo(api);
    const again = await sql<{ count: string }>(
      'select count(*) from generated_reports where client_id = ?',
      [demoClient.id],
    );
    expect(Number(again[0].count)).toBe(
      (await as(DEMO_CLIENT, 'GET', '/client/report/generated/list/sv')).json<Report[]>().length,
    );
  });

  it('queues reports.generate when an instance completes; the job builds each report exactly once', async () => {
    const client = await account();
    const instanceId = await completePhq9(client, (item) => (item === 8 ? 0 : 3));
    const queue = api.app.get<Queue>(getQueueToken('reports'));
    const job = await queue.getJob(reportJobId(instanceId));
    expect(job?.name).toBe('reports.generate');
    expect(job?.data).toEqual({ moduleInstanceId: instanceId });
    await job?.remove();

    const [first, second] = await Promise.all([runJob(instanceId), runJob(instanceId)]);
    expect(first.created + second.created).toBe(1);
    expect((await runJob(instanceId)).created).toBe(0);
    const rows = await sql<{ id: number }>(
      'select id from generated_reports where module_instance_id = ?',
      [instanceId],
    );
    expect(rows).toHaveLength(1);
    const elements = await sql<{ count: string }>(
      'select count(*) from generated_report_elements where report_id = ?',
      [rows[0].id],
    );
    expect(Number(elements[0].count)).toBe(2);

    const report = (
      await as(client, 'GET', `/client/report/generated/single/${rows[0].id}`)
    ).json<Report>();
    expect(report.report_elements[1]).toMatchObject({
      score: 24,
      bar_details: { value: 89, shown_value: 89 },
      answer_details: { value: 24 },
    });
    expect(report.report_elements[1].answer_details?.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(report.report_elements[1].answer_details?.label).toMatch(/svår/i);
  });

  it('builds nothing for an instance that is not completed', async () => {
    const client = await account();
    const sub = await subscribe(client);
    const first = await as(client, 'GET', `/client/page/${sub.uuid}/${phq9.id}/sv`);
    const instanceId = first.json<{ module_instance_id: number }>().module_instance_id;
    expect(await runJob(instanceId)).toEqual({ completed: false, created: 0 });
    expect(await runJob(2147483647)).toEqual({ completed: false, created: 0 });
  });

  it('shows the bar clamped to 1.5–98.5 and the band of a zero score', async () => {
    const client = await account();
    const instanceId = await completePhq9(client, () => 0);
    await runJob(instanceId);
    const [row] = await sql<{ id: number }>(
      'select id from generated_reports where module_instance_id = ?',
      [instanceId],
    );
    const report = (
      await as(client, 'GET', `/client/report/generated/single/${row.id}`)
    ).json<Report>();
    expect(report.report_elements[1]).toMatchObject({
      score: 0,
      bar_details: { value: 0, shown_value: 1.5 },
    });
  });

  it('answers 404 for another client’s report on every client route, in sv and en', async () => {
    const stranger = await account();
    for (const [method, url, payload] of [
      ['GET', `/client/report/generated/single/${demoReport.id}`, undefined],
      ['GET', `/client/reports/viewed/${demoReport.id}`, undefined],
      ['GET', `/api/reports/viewed/${demoReport.id}`, undefined],
      [
        'PUT',
        `/client/user/offer-initiate/${demoReport.id}`,
        { offer_display_at: '2026-11-23T10:00:00Z' },
      ],
    ] as const) {
      const sv = await as(stranger, method, url, { payload, language: 'sv' });
      expect(sv.statusCode).toBe(404);
      expect(sv.json()).toMatchObject({ statusCode: 404, message: 'Hittades inte' });
      const en = await as(stranger, method, url, { payload, language: 'en' });
      expect(en.json()).toMatchObject({ statusCode: 404, message: 'Not found' });
    }
    const list = await as(stranger, 'GET', '/client/report/generated/list/en');
    expect(list.json()).toEqual([]);
    const module = await as(
      stranger,
      'GET',
      `/api/reports/users/${demoClient.id}/modules/${phq9.id}/sv`,
    );
    expect(module.statusCode).toBe(404);
  });

  it('marks a report viewed once, keeping the first time, through both routes', async () => {
    const client = await account();
    const instanceId = await completePhq9(client, () => 1);
    await runJob(instanceId);
    const [row] = await sql<{ id: number }>(
      'select id from generated_reports where module_instance_id = ?',
      [instanceId],
    );
    const unread = await as(
      client,
      'GET',
      `/api/reports/users/${client.id}/modules/${phq9.id}/sv?unread_reports=true`,
    );
    expect(unread.json<Report[]>().map((report) => report.id)).toEqual([row.id]);
    const first = await as(client, 'GET', `/client/reports/viewed/${row.id}`);
    expect(first.statusCode).toBe(200);
    const at = first.json<{ client_viewed_at: string }>().client_viewed_at;
    const second = await as(client, 'GET', `/api/reports/viewed/${row.id}`);
    expect(second.json()).toEqual({ id: row.id, client_viewed_at: at });
    const after = await as(
      client,
      'GET',
      `/api/reports/users/${client.id}/modules/${phq9.id}/sv?unread_reports=1`,
    );
    expect(after.json()).toEqual([]);
    const listed = await as(
      client,
      'GET',
      `/api/reports/users/${client.uuid}/modules/${phq9.id}/en?report_id_list=${row.id},2147483647`,
    );
    expect(listed.json<Report[]>()).toMatchObject([{ id: row.id, viewed: true }]);
    const bad = await as(
      client,
      'GET',
      `/api/reports/users/${client.id}/modules/${phq9.id}/sv?report_id_list=1,x`,
      { language: 'sv' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Ange rapporternas id som heltal åtskilda med kommatecken');
  });

  it('records the therapist offer: exactly one ISO time, answering { status: Success }', async () => {
    const client = await account();
    const instanceId = await completePhq9(client, () => 2);
    await runJob(instanceId);
    const [row] = await sql<{ id: number }>(
      'select id from generated_reports where module_instance_id = ?',
      [instanceId],
    );
    const url = `/client/user/offer-initiate/${row.id}`;
    const none = await as(client, 'PUT', url, { payload: {}, language: 'sv' });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(
      'Skicka exakt en av offer_display_at, offer_accepted_at och offer_declined_at',
    );
    const two = await as(client, 'PUT', url, {
      payload: {
        offer_display_at: '2026-11-23T10:00:00Z',
        offer_accepted_at: '2026-11-23T10:01:00Z',
      },
      language: 'en',
    });
    expect(two.json<{ message: string }>().message).toBe(
      'Send exactly one of offer_display_at, offer_accepted_at and offer_declined_at',
    );
    const bad = await as(client, 'PUT', url, {
      payload: { offer_declined_at: 'yesterday' },
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Must be a time in ISO 8601 format');
    for (const field of ['offer_display_at', 'offer_accepted_at', 'offer_declined_at']) {
      const done = await as(client, 'PUT', url, { payload: { [field]: '2026-11-23T10:00:00Z' } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 'Success' });
    }
    const [stored] = await sql<Record<string, Date>>(
      'select offer_display_at, offer_accepted_at, offer_declined_at from generated_reports where id = ?',
      [row.id],
    );
    for (const value of Object.values(stored)) {
      expect(new Date(value).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    }
  });

  it('lets staff whose scope covers the client read it, logging the read with the client as subject', async () => {
    // The seeded report was read by the client; unread for this test, as it was, afterwards.
    const [seeded] = await sql<{ client_viewed_at: Date | null }>(
      'select client_viewed_at from generated_reports where id = ?',
      [demoReport.id],
    );
    await sql('update generated_reports set client_viewed_at = null where id = ?', [demoReport.id]);
    try {
      await staffReads();
    } finally {
      await sql('update generated_reports set client_viewed_at = ? where id = ?', [
        seeded.client_viewed_at,
        demoReport.id,
      ]);
    }
  });

  async function staffReads(): Promise<void> {
    const read = await as(
      DEMO_THERAPIST,
      'GET',
      `/api/specialist/report/generated/single/${demoReport.id}`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json<Report>().report_elements).toHaveLength(2);
    const logged = await sql<{ client_uuid: string; resource: string; resource_id: string }>(
      `select client_uuid, resource, resource_id from access_log
        where resource = 'reports.generated' and resource_id = ? order by id desc limit 1`,
      [String(demoReport.id)],
    );
    expect(logged[0]).toMatchObject({ client_uuid: demoClient.uuid });
    const module = await as(
      DEMO_THERAPIST,
      'GET',
      `/api/reports/users/${demoClient.id}/modules/${phq9.id}/sv?report_id_list=${demoReport.id}`,
    );
    expect(module.json<Report[]>().map((report) => report.id)).toEqual([demoReport.id]);
    const outside = await as(
      CLINIC_THERAPIST,
      'GET',
      `/api/specialist/report/generated/single/${demoReport.id}`,
      { language: 'sv' },
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: 'Hittades inte' });
    // Staff reading does not mark the client's report viewed.
    const [state] = await sql<{ client_viewed_at: Date | null }>(
      'select client_viewed_at from generated_reports where id = ?',
      [demoReport.id],
    );
    expect(state.client_viewed_at).toBeNull();
  }

  it('answers a report in the asked language: {lang} of the list and module routes, ?lang= of single ones, else Swedish', async () => {
    const client = await account();
    const instanceId = await completePhq9(client, (item) => (item < 5 ? 2 : 0));
    await runJob(instanceId);
    const [row] = await sql<{ id: number }>(
      'select id from generated_reports where module_instance_id = ?',
      [instanceId],
    );
    // Frozen once per language: the report's texts and every element's.
    const texts = await sql<{ language: string; name: string }>(
      'select language, name from generated_report_texts where report_id = ? order by language',
      [row.id],
    );
    expect(texts).toEqual([
      { language: 'en', name: 'PHQ-9 – depression screening' },
      { language: 'sv', name: 'PHQ-9 – skattning av nedstämdhet' },
    ]);
    const elementTexts = await sql<{ count: string }>(
      `select count(*) from generated_report_element_texts t
         join generated_report_elements e on e.id = t.element_id where e.report_id = ?`,
      [row.id],
    );
    expect(Number(elementTexts[0].count)).toBe(4);

    const english = (await as(client, 'GET', '/client/report/generated/list/en')).json<
      (Report & { language: string; description: string })[]
    >();
    expect(english.find((report) => report.id === row.id)).toMatchObject({
      name: 'PHQ-9 – depression screening',
      language: 'en',
      description: expect.stringContaining('Nine questions') as string,
    });
    const swedish = (await as(client, 'GET', '/client/report/generated/list/sv')).json<Report[]>();
    expect(swedish.find((report) => report.id === row.id)?.name).toBe(
      'PHQ-9 – skattning av nedstämdhet',
    );

    const single = await as(client, 'GET', `/client/report/generated/single/${row.id}?lang=en`);
    expect(single.statusCode).toBe(200);
    const report = single.json<Report & { language: string }>();
    expect(report.language).toBe('en');
    expect(report.report_elements[0]).toMatchObject({ name: 'Your result' });
    expect(report.report_elements[1]).toMatchObject({
      name: 'Total score',
      score: 10,
      answer_details: { value: 10, label: 'Moderate' },
    });
    expect((report.report_elements[1] as { explanation_text?: string }).explanation_text).toMatch(
      /^The sum of all 9 questions/,
    );
    // Without a language a single report keeps the one it was built in (the client's: sv).
    const built = (await as(client, 'GET', `/client/report/generated/single/${row.id}`)).json<
      Report & { language: string }
    >();
    expect(built).toMatchObject({ language: 'sv', name: 'PHQ-9 – skattning av nedstämdhet' });
    expect(built.report_elements[1].answer_details?.label).toBe('Måttliga symtom');

    const ofModule = await as(
      client,
      'GET',
      `/api/reports/users/${client.id}/modules/${phq9.id}/en`,
    );
    expect(ofModule.json<Report[]>()).toMatchObject([
      { id: row.id, name: 'PHQ-9 – depression screening' },
    ]);
    const staff = await as(
      DEMO_THERAPIST,
      'GET',
      `/api/specialist/report/generated/single/${demoReport.id}?lang=en`,
    );
    expect(staff.json<Report>()).toMatchObject({ name: 'PHQ-9 – depression screening' });

    const unknown = await as(client, 'GET', `/client/report/generated/single/${row.id}?lang=de`);
    expect(unknown.statusCode).toBe(400);
    const unknownPath = await as(client, 'GET', '/client/report/generated/list/de');
    expect(unknownPath.statusCode).toBe(400);

    // A language with no text row of its own reads Swedish; a report with no text rows at all
    // (built before they existed) reads its columns, the client's language.
    await sql(
      `delete from generated_report_element_texts where language = 'en' and element_id in
         (select id from generated_report_elements where report_id = ?)`,
      [row.id],
    );
    const swedishFallback = (
      await as(client, 'GET', `/client/report/generated/single/${row.id}?lang=en`)
    ).json<Report>();
    expect(swedishFallback.report_elements[0].name).toBe('Ditt resultat');
    await sql('delete from generated_report_texts where report_id = ?', [row.id]);
    const columns = (await as(client, 'GET', '/client/report/generated/list/en')).json<
      (Report & { language: string })[]
    >();
    expect(columns.find((listed) => listed.id === row.id)).toMatchObject({
      name: 'PHQ-9 – skattning av nedstämdhet',
      language: 'sv',
    });
  });
});
