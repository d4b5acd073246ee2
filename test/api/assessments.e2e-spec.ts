import { randomUUID } from 'node:crypto';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { buildReports } from 'src/client-reports/report-builder';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type User } from 'src/users/user.entity';
import { answersFor, seededInstrument, type SeededInstrument } from '../support/instruments';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Run {
  module_instance_id: number;
  num: number;
  active: boolean;
  start_date: string;
  completed_at: string | null;
  is_completed: boolean;
  report_id: number | null;
  report_ids: number[];
  score: number | null;
  max_score: number | null;
  interval_label: string | null;
  next_due_date: string | null;
}

interface Assessment {
  id: number;
  name: string;
  iteration_days: number | null;
  subscription_uuid: string;
  subscription_status: string;
  state: string;
  next_due_date: string | null;
  start_new: boolean;
  instances: Run[];
}

const DAY = 24 * 3600 * 1000;
const day = (moment: number) => new Date(moment).toISOString().slice(0, 10);

describe('Assessments: repeated every iteration_days, each repetition its own instance and report', () => {
  let api: TestApp;
  let users: UserFixtures;
  let phq9: ContentModule;
  let instrument: SeededInstrument;
  let client: User;
  let other: User;
  let therapist: User;
  let subscription: ProgramSubscription;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const fixture = (role: User['role'], tag: string) =>
    users.user(
      {
        email: `assess-${tag}-${randomUUID().slice(0, 8)}@example.test`,
        firstName: 'Bedöm',
        lastName: 'Testsson',
        role,
      },
      { withPassword: true },
    );
  const own = (user: User, lang = 'sv') =>
    users.as(user.email, 'GET', `/client/assessments/${phq9.id}/${lang}`);
  /** The client's module view: whether a new round is offered, and when the next one opens. */
  const moduleView = async (user: User) => {
    const answer = await users.as(
      user.email,
      'GET',
      `/client/module/${subscription.uuid}/${phq9.id}/sv`,
    );
    expect(answer.statusCode).toBe(200);
    return answer.json<{ new_round_allowed: boolean; opens_at: string | null; is_open: boolean }>();
  };
  const newRound = (user: User) =>
    users.as(user.email, 'POST', `/client/page/new-instance/${subscription.uuid}/${phq9.id}/en`);

  /** Answers the PHQ-9 page of the active instance with item values giving `total`. */
  async function answer(user: User, total: number): Promise<number> {
    const shown = await users.as(
      user.email,
      'GET',
      `/client/page/${subscription.uuid}/${phq9.id}/sv`,
    );
    expect(shown.statusCode).toBe(200);
    const player = shown.json<{ module_instance_id: number; page: { id: number } }>();
    const answers = Object.fromEntries(
      answersFor(instrument, total).map((item) => [item.question_id, item.option_id]),
    );
    const saved = await users.as(
      user.email,
      'POST',
      `/client/page/${subscription.uuid}/${phq9.id}/0/${player.page.id}/sv`,
      { payload: { module_instance_id: player.module_instance_id, answers } },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ completed: true, crisis_message: null });
    // The report job's own builder, as the worker runs it.
    await buildReports(api.orm.em.fork(), player.module_instance_id);
    return player.module_instance_id;
  }

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    users = new UserFixtures(api);
    instrument = await seededInstrument(api, PHQ9.code);
    client = await fixture('client', 'client');
    other = await fixture('client', 'other');
    therapist = await fixture('therapist-premium', 'therapist');
    const em = api.orm.em.fork();
    phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    subscription = em.create(ProgramSubscription, { user: client.id, subscriptionModel: model });
    em.create(SubscriptionModule, { subscription, module: phq9, position: 0, isOpen: true });
    em.create(TherapistAssignment, { client: client.id, therapist: therapist.id });
    await em.flush();
  });
  afterAll(async () => {
    await users.cleanUp();
    await api.close();
  });

  it('repeats PHQ-9 every iteration_days: each repetition with its dates, report, score and the next due date', async () => {
    const before = await own(client);
    expect(before.statusCode).toBe(200);
    expect(before.json<Assessment[]>()).toEqual([
      expect.objectContaining({
        id: phq9.id,
        name: 'PHQ-9 – skattning av nedstämdhet',
        iteration_days: 14,
        subscription_uuid: subscription.uuid,
        state: 'due',
        next_due_date: day(Date.now()),
        start_new: false,
        instances: [],
      }),
    ]);

    const first = await answer(client, 8);
    const [done] = (await own(client)).json<Assessment[]>();
    const [{ completed_at }] = await sql<{ completed_at: string }>(
      'select completed_at from module_instances where id = ?',
      [first],
    );
    const due = day(new Date(completed_at).getTime() + 14 * DAY);
    expect(done).toMatchObject({ state: 'waiting', next_due_date: due, start_new: false });
    expect(done.instances).toEqual([
      expect.objectContaining({
        module_instance_id: first,
        num: 1,
        active: true,
        is_completed: true,
        score: 8,
        max_score: 27,
        next_due_date: due,
      }),
    ]);
    expect(done.instances[0].report_id).toBeGreaterThan(0);
    expect(done.instances[0].report_ids).toEqual([done.instances[0].report_id]);

    // The module view tells the same as the 409 below: no new round, it opens on the due day.
    expect(await moduleView(client)).toMatchObject({ new_round_allowed: false, opens_at: due });
    // Not before iteration_days have passed: 409 naming the day it opens; nothing is started.
    const early = await users.as(
      client.email,
      'POST',
      `/client/page/new-instance/${subscription.uuid}/${phq9.id}/en`,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      `The next round of the assessment opens on ${due}`,
    );
    expect(
      await sql(
        'select id from module_instances where id > ? and subscription_module_id = (select subscription_module_id from module_instances where id = ?)',
        [first, first],
      ),
    ).toEqual([]);

    // iteration_days later the next repetition is due, and starts as instance 2.
    await sql(
      `update module_instances set completed_at = completed_at - interval '15 days' where id = ?`,
      [first],
    );
    const open = (await own(client)).json<Assessment[]>()[0];
    expect(open).toMatchObject({ state: 'due', start_new: true });
    expect(await moduleView(client)).toMatchObject({ new_round_allowed: true, opens_at: null });
    const started = await users.as(
      client.email,
      'POST',
      `/client/page/new-instance/${subscription.uuid}/${phq9.id}/sv`,
    );
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ instance: { num: 2, active: true, start_new: false } });
    const inProgress = (await own(client)).json<Assessment[]>()[0];
    expect(inProgress).toMatchObject({ state: 'in_progress', next_due_date: day(Date.now()) });
    expect(inProgress.instances.map((run) => [run.num, run.is_completed, run.score])).toEqual([
      [2, false, null],
      [1, true, 8],
    ]);

    const second = await answer(client, 15);
    const followed = (await own(client, 'en')).json<Assessment[]>()[0];
    expect(followed.instances.map((run) => [run.module_instance_id, run.score])).toEqual([
      [second, 15],
      [first, 8],
    ]);
    expect(followed.instances[0].report_id).not.toBe(followed.instances[1].report_id);
    expect(followed.instances[0].interval_label).toBeTruthy();
    expect(followed).toMatchObject({ state: 'waiting', start_new: false });
  });

  it('answers another client 404, and a user’s assessments to themself and staff by scope, access-logged', async () => {
    // The other client holds no PHQ-9: the route answers nothing of the first client's.
    expect((await own(other)).statusCode).toBe(404);
    const otherView = await users.as(other.email, 'GET', `/api/users/${client.id}/assessments/sv`);
    expect(otherView.statusCode).toBe(404);
    expect(otherView.body).not.toContain(subscription.uuid);
    expect(
      (
        await users.as(
          'clinic-therapist@example.com',
          'GET',
          `/api/users/${client.id}/assessments/sv`,
        )
      ).statusCode,
    ).toBe(404);

    const self = await users.as(client.email, 'GET', `/api/users/${client.uuid}/assessments/sv`);
    expect(self.statusCode).toBe(200);
    expect(self.json<Assessment[]>().map((item) => item.subscription_uuid)).toEqual([
      subscription.uuid,
    ]);

    const before = await sql<{ id: number }>(
      `select id from access_log where client_uuid = ? and resource = 'assessments'`,
      [client.uuid],
    );
    for (const staff of [therapist.email, 'admin@example.com', 'hc@example.com']) {
      const seen = await users.as(staff, 'GET', `/api/users/${client.id}/assessments/en`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<Assessment[]>()[0].instances).toHaveLength(2);
    }
    const logged = await sql<{ actor_uuid: string }>(
      `select actor_uuid from access_log where client_uuid = ? and resource = 'assessments'`,
      [client.uuid],
    );
    expect(logged.length - before.length).toBe(3);
    expect(logged.map((row) => row.actor_uuid)).toContain(therapist.uuid);

    // Without user/subscription.read: 403 before anything is looked up.
    expect(
      (await users.as('cc@example.com', 'GET', `/api/users/${client.id}/assessments/sv`))
        .statusCode,
    ).toBe(403);
  });

  it('shows a client only the reports shown to clients; staff see every report', async () => {
    const [newest] = (await own(client)).json<Assessment[]>()[0].instances;
    await sql('update generated_reports set visible_to_client = false where id = ?', [
      newest.report_id,
    ]);
    try {
      const mine = (await own(client)).json<Assessment[]>()[0].instances[0];
      expect(mine).toMatchObject({ report_id: null, report_ids: [], score: null });
      const staff = await users.as(
        therapist.email,
        'GET',
        `/api/users/${client.id}/assessments/sv`,
      );
      expect(staff.json<Assessment[]>()[0].instances[0]).toMatchObject({
        report_id: newest.report_id,
        score: 15,
      });
    } finally {
      await sql('update generated_reports set visible_to_client = true where id = ?', [
        newest.report_id,
      ]);
    }
  });

  it('marks the assessment inactive once the treatment ended: no new repetition', async () => {
    await sql(
      `update module_instances set completed_at = completed_at - interval '20 days'
                where subscription_module_id in (select id from subscription_modules where subscription_id = ?)`,
      [subscription.id],
    );
    expect((await own(client)).json<Assessment[]>()[0]).toMatchObject({
      state: 'due',
      start_new: true,
    });
    expect(await moduleView(client)).toMatchObject({ new_round_allowed: true, opens_at: null });

    // A locked assessment that is due offers no new round, and the server refuses one (409).
    await sql(`update subscription_modules set is_open = false where subscription_id = ?`, [
      subscription.id,
    ]);
    const locked = await moduleView(client);
    expect(locked).toMatchObject({ is_open: false, new_round_allowed: false, opens_at: null });
    expect(locked).toHaveProperty('instances.0.start_new', false);
    const lockedRefused = await newRound(client);
    expect(lockedRefused.statusCode).toBe(409);
    expect(lockedRefused.json<{ message: string }>().message).toMatch(/locked/i);
    await sql(`update subscription_modules set is_open = true where subscription_id = ?`, [
      subscription.id,
    ]);
    expect(await moduleView(client)).toMatchObject({ new_round_allowed: true });

    await sql(`update program_subscriptions set status = 'ended' where id = ?`, [subscription.id]);
    const ended = (await own(client)).json<Assessment[]>()[0];
    expect(ended).toMatchObject({
      state: 'inactive',
      subscription_status: 'ended',
      start_new: false,
    });
    expect(await moduleView(client)).toMatchObject({ new_round_allowed: false });
    const refused = await newRound(client);
    expect(refused.statusCode).toBe(409);
  });

  it('lists the published assessment modules, and refuses bad parameters', async () => {
    const list = await users.as(client.email, 'GET', '/api/assessments/en');
    expect(list.statusCode).toBe(200);
    const modules = list.json<{ id: number; iteration_days: number; test_id: number }[]>();
    expect(modules).toContainEqual(
      expect.objectContaining({ id: phq9.id, iteration_days: 14, test_id: instrument.testId }),
    );

    expect(
      (await users.as(client.email, 'GET', `/client/assessments/${phq9.id}/xx`)).statusCode,
    ).toBe(400);
    expect((await users.as(client.email, 'GET', '/client/assessments/abc/sv')).statusCode).toBe(
      400,
    );
    // A module the client holds no assessment of.
    expect(
      (await users.as(client.email, 'GET', '/client/assessments/2147483647/sv')).statusCode,
    ).toBe(404);
  });
});
