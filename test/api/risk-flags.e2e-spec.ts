import { type InjectOptions } from 'fastify';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { Company } from 'src/companies/company.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { buildReports } from 'src/client-reports/report-builder';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type User } from 'src/users/user.entity';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Round {
  module_instance_id: number;
  num: number;
  completed_at: string | null;
  total: {
    score: number;
    max_score: number | null;
    band: { label: string | null; color: string | null } | null;
  } | null;
  item_answer: { value: number; label: string } | null;
  flagged: boolean;
}

interface Detail {
  id: number;
  client: { id: number };
  test_name: string;
  item_number: number | null;
  answer_value: number | null;
  created_at: string;
  recipient: { uuid: string; name: string };
  acknowledged: { action: string | null; note: string | null; by: { uuid: string } } | null;
  item: { number: number | null; code: string | null; text: string; threshold: number };
  answer: { value: number; label: string };
  round: Round;
  rounds: Round[];
}

interface Player {
  module_instance_id: number;
  page: { id: number; questions: { id: number; options: { id: number }[] }[] };
}

const ITEM_9 = PHQ9.items[8];

/**
 * Risk flags for the staff of a client's care: why a flag was raised (PHQ-9 item 9, its wording,
 * the answer, the stored total and band, earlier rounds), acknowledging with what was done
 * (stored and audited), and the care scope (the client's therapist, their health coach, whoever
 * the flag went to, admins; anyone else 404).
 */
describe('Risk flags: why, acknowledged with what was done, for the client’s care staff only', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const as = (
    account: User | string,
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: InjectOptions['payload']; language?: 'sv' | 'en' } = {},
  ) => fixtures.as(account, method, url, options);
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);

  let phq9: ContentModule;
  let therapist: User;
  let coach: User;
  let otherCoach: User;
  let client: User;
  let outsider: User;
  let flagId: number;
  let outsiderFlagId: number;

  const person = (role: User['role'], tag: string, healthCoach?: User) =>
    fixtures.user(
      {
        email: `risk-${tag}-${Date.now()}@example.test`,
        role,
        firstName: tag[0].toUpperCase() + tag.slice(1),
        lastName: 'Riskflagg',
        healthCoach: healthCoach?.id,
      },
      { withPassword: true },
    );

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

  /** Answers the round's one page with `pick(item)` as the value of each item (0-based items). */
  async function answer(
    user: User,
    sub: ProgramSubscription,
    player: Player,
    pick: (item: number) => number,
  ) {
    const answers = Object.fromEntries(
      player.page.questions.map((question, index) => [
        question.id,
        question.options[pick(index)].id,
      ]),
    );
    const response = await as(
      user,
      'POST',
      `/client/page/${sub.uuid}/${phq9.id}/0/${player.page.id}/sv`,
      {
        payload: { module_instance_id: player.module_instance_id, answers },
      },
    );
    expect(response.statusCode).toBe(200);
    await api.orm.em.fork().transactional((tx) => buildReports(tx, player.module_instance_id));
    return player.module_instance_id;
  }

  const riskFlagOf = async (clientId: number, instanceId: number) => {
    const [row] = await sql<{ id: number }>(
      `select id from notifications where kind = 'risk_flag' and client_id = ?
          and payload->>'module_instance_id' = ?`,
      [clientId, String(instanceId)],
    );
    return row.id;
  };

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    phq9 = await api.orm.em.fork().findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    therapist = await person('therapist-premium', 'terapeut');
    coach = await person('hc', 'coach');
    otherCoach = await person('hc', 'annancoach');
    client = await person('client', 'klient', coach);
    outsider = await person('client', 'utomstaende', otherCoach);
    const em = api.orm.em.fork();
    em.create(TherapistAssignment, { client: client.id, therapist: therapist.id });
    await em.flush();

    // Round 1: item 9 "not at all" (no flag), total 8. Round 2, a month later: item 9 "more than
    // half the days", total 10 (moderate).
    const sub = await subscribe(client);
    const first = (
      await as(client, 'GET', `/client/page/${sub.uuid}/${phq9.id}/sv`)
    ).json<Player>();
    const round1 = await answer(client, sub, first, (item) => (item === 8 ? 0 : 1));
    await sql(
      `update module_instances set started_at = now() - interval '30 days',
          completed_at = now() - interval '30 days' where id = ?`,
      [round1],
    );
    const next = await as(client, 'POST', `/client/page/new-instance/${sub.uuid}/${phq9.id}/sv`);
    expect(next.statusCode).toBe(201);
    const round2 = await answer(client, sub, next.json<Player>(), (item) => (item === 8 ? 2 : 1));
    flagId = await riskFlagOf(client.id, round2);

    const outsiderSub = await subscribe(outsider);
    const outsiderPlayer = (
      await as(outsider, 'GET', `/client/page/${outsiderSub.uuid}/${phq9.id}/sv`)
    ).json<Player>();
    outsiderFlagId = await riskFlagOf(
      outsider.id,
      await answer(outsider, outsiderSub, outsiderPlayer, (item) => (item === 8 ? 3 : 0)),
    );
  }, 180_000);

  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it('tells the therapist why: PHQ-9 item 9 in its wording, the answer, the total and band, the earlier round', async () => {
    const before = await sql<{ n: string }>(
      `select count(*) as n from access_log where resource = 'risk-flag' and resource_id = ?`,
      [String(flagId)],
    );
    const response = await as(therapist, 'GET', `/api/v1/risk-flags/${flagId}/sv`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<Detail>();
    expect(detail).toMatchObject({
      id: flagId,
      client: { id: client.id },
      test_name: PHQ9.name.sv,
      item_number: 9,
      answer_value: 2,
      recipient: { uuid: therapist.uuid, name: 'Terapeut Riskflagg' },
      acknowledged: null,
      item: { number: 9, code: 'phq9_9', text: ITEM_9.sv, threshold: 1 },
      answer: { value: 2, label: 'Mer än halva dagarna' },
      round: { num: 2, flagged: true, total: { score: 10, max_score: 27 } },
    });
    expect(detail.round.total?.band?.label).toBe('Måttliga symtom');
    expect(
      detail.rounds.map((round) => [
        round.num,
        round.flagged,
        round.total?.score,
        round.item_answer?.value,
      ]),
    ).toEqual([
      [1, false, 8, 0],
      [2, true, 10, 2],
    ]);
    expect(detail.rounds[0].total?.band?.label).toBe('Lindriga symtom');

    const english = (await as(therapist, 'GET', `/api/v1/risk-flags/${flagId}/en`)).json<Detail>();
    expect(english).toMatchObject({
      test_name: PHQ9.name.en,
      item: { text: ITEM_9.en },
      answer: { label: 'More than half the days' },
    });
    expect(english.round.total?.band?.label).toBe('Moderate');

    // Each read of a flag's reasons is a read of health data: in the access log.
    const after = await sql<{ n: string; client_uuid: string }>(
      `select count(*) as n, min(client_uuid::text) as client_uuid from access_log
        where resource = 'risk-flag' and resource_id = ?`,
      [String(flagId)],
    );
    expect(Number(after[0].n)).toBeGreaterThan(Number(before[0].n));
    expect(after[0].client_uuid).toBe(client.uuid);
  });

  it('lists the flags of the caller’s care scope only: the health coach sees their client’s, not another coach’s', async () => {
    const ids = async (account: User | string, query = '') =>
      (await as(account, 'GET', `/api/v1/risk-flags${query}`))
        .json<{ id: number }[]>()
        .map((row) => row.id);

    expect(await ids(coach)).toContain(flagId);
    expect(await ids(coach)).not.toContain(outsiderFlagId);
    expect(await ids(otherCoach)).toEqual([outsiderFlagId]);
    expect(await ids(therapist)).toEqual([flagId]);
    expect(await ids('admin@example.com')).toEqual(
      expect.arrayContaining([flagId, outsiderFlagId]),
    );
    expect(await ids(coach, `?client_id=${client.id}&status=open`)).toEqual([flagId]);
    expect(await ids(coach, `?client_id=${outsider.id}`)).toEqual([]);

    const row = (await as(coach, 'GET', `/api/v1/risk-flags?client_id=${client.id}&lang=en`)).json<
      Detail[]
    >()[0];
    expect(row).toMatchObject({ test_name: PHQ9.name.en, item_number: 9, answer_value: 2 });

    expect((await as(coach, 'GET', `/api/v1/risk-flags/${flagId}/sv`)).statusCode).toBe(200);
    for (const [account, id] of [
      [coach, outsiderFlagId],
      [therapist, outsiderFlagId],
      [otherCoach, flagId],
      ['clinic-therapist@example.com', flagId],
    ] as const) {
      const response = await as(account, 'GET', `/api/v1/risk-flags/${id}/sv`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(ITEM_9.sv);
    }
    expect((await as(client, 'GET', `/api/v1/risk-flags/${flagId}/sv`)).statusCode).toBe(403);
    expect((await as(client, 'GET', '/api/v1/risk-flags')).statusCode).toBe(403);
  });

  it('asks what was done: 400 without an action or for “other” without a note, in Swedish and English', async () => {
    const url = `/api/v1/risk-flags/${flagId}/acknowledge`;
    const missing = await as(therapist, 'POST', url, { payload: {}, language: 'sv' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Ange vad som gjordes');
    const english = await as(therapist, 'POST', url, {
      payload: { action: 'called' },
      language: 'en',
    });
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('Say what was done');
    const noNote = await as(therapist, 'POST', url, {
      payload: { action: 'other' },
      language: 'sv',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain('Beskriv i en anteckning');
    const blank = await as(therapist, 'POST', url, {
      payload: { action: 'other', note: '   ' },
      language: 'en',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Describe in a note');
    // Nothing was stored.
    const [row] = await sql<{ acknowledged_at: Date | null }>(
      'select acknowledged_at from notifications where id = ?',
      [flagId],
    );
    expect(row.acknowledged_at).toBeNull();
    // Outside the care scope: 404, before the form is looked at.
    expect(
      (await as(otherCoach, 'POST', url, { payload: { action: 'contacted' } })).statusCode,
    ).toBe(404);
  });

  it('stores what was done on the flag and in the audit; a second acknowledgement is 409 naming who and when', async () => {
    const url = `/api/v1/risk-flags/${flagId}/acknowledge`;
    const done = await as(therapist, 'POST', url, {
      payload: { action: 'contacted', note: 'Ringde, bokade samtal i morgon' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      action: 'contacted',
      note: 'Ringde, bokade samtal i morgon',
      by: { uuid: therapist.uuid, name: 'Terapeut Riskflagg' },
    });
    const [row] = await sql<{ acknowledged_action: string; acknowledged_by_id: number }>(
      'select acknowledged_action, acknowledged_by_id from notifications where id = ?',
      [flagId],
    );
    expect(row).toEqual({ acknowledged_action: 'contacted', acknowledged_by_id: therapist.id });
    const audit = await sql<{ actor_uuid: string; details: Record<string, unknown> }>(
      `select actor_uuid, details from audit_events
        where event = 'risk_flag.acknowledged' and subject_type = 'notification' and subject_id = ?`,
      [String(flagId)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_uuid).toBe(therapist.uuid);
    expect(audit[0].details).toMatchObject({ action: 'contacted', has_note: true });

    // The coach sees it acknowledged, with what was done, and cannot acknowledge it again.
    const seen = (await as(coach, 'GET', `/api/v1/risk-flags/${flagId}/sv`)).json<Detail>();
    expect(seen.acknowledged).toMatchObject({ action: 'contacted', by: { uuid: therapist.uuid } });
    const again = await as(coach, 'POST', url, { payload: { action: 'referred' }, language: 'sv' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('redan kvitterad av Terapeut Riskflagg');
    const againEn = await as(coach, 'POST', url, {
      payload: { action: 'referred' },
      language: 'en',
    });
    expect(againEn.body).toContain('already been acknowledged by Terapeut Riskflagg');
    expect(
      (await as(coach, 'GET', `/api/v1/risk-flags?client_id=${client.id}&status=open`)).json(),
    ).toEqual([]);

    // "Other" with a note is accepted and the note kept.
    const other = await as(otherCoach, 'POST', `/api/v1/risk-flags/${outsiderFlagId}/acknowledge`, {
      payload: { action: 'other', note: 'Klienten har redan kontakt med psykiatrin' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      action: 'other',
      note: 'Klienten har redan kontakt med psykiatrin',
    });
  });
  it('opens an escalated flag to the clinic admins of the recipient’s clinic, and no earlier', async () => {
    const { company: clinic } = await fixtures.company(`Riskkliniken ${Date.now()}`, []);
    await api.orm.em.fork().nativeUpdate(Company, { id: clinic.id }, { types: ['clinic'] });
    const clinicAdmin = await person('clinic-admin', 'klinikadmin');
    await fixtures.member(therapist.id, clinic.uuid);
    await fixtures.member(clinicAdmin.id, clinic.uuid);
    expect((await as(clinicAdmin, 'GET', `/api/v1/risk-flags/${flagId}/sv`)).statusCode).toBe(404);
    expect((await as(clinicAdmin, 'GET', '/api/v1/risk-flags')).json()).toEqual([]);

    await sql('insert into risk_flag_escalations (notification_id, recipients) values (?, 1)', [
      flagId,
    ]);
    const seen = await as(clinicAdmin, 'GET', `/api/v1/risk-flags/${flagId}/sv`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Detail>()).toMatchObject({ item: { number: 9, text: ITEM_9.sv } });
    expect(
      (await as(clinicAdmin, 'GET', '/api/v1/risk-flags'))
        .json<{ id: number }[]>()
        .map((row) => row.id),
    ).toEqual([flagId]);
    // Not the outsider's flag, escalated or not: its recipient is not of this clinic.
    await sql('insert into risk_flag_escalations (notification_id, recipients) values (?, 1)', [
      outsiderFlagId,
    ]);
    expect(
      (await as(clinicAdmin, 'GET', `/api/v1/risk-flags/${outsiderFlagId}/sv`)).statusCode,
    ).toBe(404);
  });
});
