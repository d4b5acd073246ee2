import { type LightMyRequestResponse } from 'fastify';
import { Notification } from 'src/care-team/notification.entity';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { User } from 'src/users/user.entity';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * The care team: the `[therapist]` scope follows therapist assignments (the health coach only for
 * a client with none), and a specialist's notifications, risk flags first.
 */
describe('Care team: therapist assignments and notifications', () => {
  let api: TestApp;
  const userIds: number[] = [];
  let therapist: User;
  let coach: User;
  let assigned: User;
  let coached: User;

  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  const emails = (response: LightMyRequestResponse) =>
    response.json<{ data: { email: string }[] }>().data.map((row) => row.email);

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    therapist = await createAccount(api, { role: 'therapist-premium' });
    coach = await createAccount(api, { role: 'therapist-premium' });
    userIds.push(therapist.id, coach.id);
    const em = api.orm.em.fork();
    assigned = em.create(User, {
      email: `care-assigned-${therapist.id}@example.com`,
      role: 'client',
      firstName: 'Asta',
      lastName: 'Tilldelad',
      healthCoach: coach.id,
    });
    coached = em.create(User, {
      email: `care-coached-${therapist.id}@example.com`,
      role: 'client',
      firstName: 'Bo',
      lastName: 'Coachad',
      healthCoach: coach.id,
    });
    await em.flush();
    userIds.push(assigned.id, coached.id);
    em.create(TherapistAssignment, { client: assigned, therapist: therapist.id });
    await em.flush();
  });

  afterAll(async () => {
    await api.orm.em.fork().nativeDelete(User, { id: { $in: userIds } });
    await api.close();
  });

  it('gives the assigned therapist the client, and the health coach only clients without one', async () => {
    expect((await as(therapist, 'GET', `/api/users/${assigned.id}/edit`)).statusCode).toBe(200);
    expect((await as(therapist, 'GET', `/api/users/${coached.id}/edit`)).statusCode).toBe(404);
    expect((await as(coach, 'GET', `/api/users/${coached.id}/edit`)).statusCode).toBe(200);
    expect((await as(coach, 'GET', `/api/users/${assigned.id}/edit`)).statusCode).toBe(404);
    expect(emails(await as(therapist, 'GET', '/api/users/list?per_page=100'))).toEqual([
      assigned.email,
    ]);
    expect(emails(await as(coach, 'GET', '/api/users/list?per_page=100'))).toEqual([coached.email]);
  });

  it('ends the reach with the assignment', async () => {
    const em = api.orm.em.fork();
    await em.nativeUpdate(TherapistAssignment, { client: assigned.id }, { endedAt: new Date() });
    expect((await as(therapist, 'GET', `/api/users/${assigned.id}/edit`)).statusCode).toBe(404);
    // With no active assignment left, the health coach is the client's specialist again.
    expect((await as(coach, 'GET', `/api/users/${assigned.id}/edit`)).statusCode).toBe(200);
    await em.nativeUpdate(TherapistAssignment, { client: assigned.id }, { endedAt: null });
  });

  it('assigns the demo client to the demo premium therapist', async () => {
    const client = await api.orm.em.fork().findOneOrFail(User, { email: 'client@example.com' });
    const response = await as(
      'therapist-premium@example.com',
      'GET',
      `/api/users/${client.id}/edit`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await as('clinic-therapist@example.com', 'GET', `/api/users/${client.id}/edit`)).statusCode,
    ).toBe(404);
  });

  it('lists the caller’s notifications: open risk flags first, then by time; acknowledged last', async () => {
    const em = api.orm.em.fork();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const make = (
      kind: Notification['kind'],
      priority: Notification['priority'],
      minutes: number,
    ) =>
      em.create(Notification, {
        recipient: therapist.id,
        client: assigned.id,
        kind,
        priority,
        payload: { module_instance_id: minutes },
        createdAt: at(minutes),
      });
    const oldRisk = make('risk_flag', 'high', 30);
    const recent = make('approval_needed', 'normal', 1);
    const newRisk = make('risk_flag', 'high', 10);
    const done = make('risk_flag', 'high', 0);
    done.acknowledgedAt = new Date();
    em.create(Notification, {
      recipient: coach.id,
      client: coached.id,
      kind: 'risk_flag',
      priority: 'high',
      payload: {},
    });
    await em.flush();
    const list = await as(therapist, 'GET', '/api/notifications');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: number }[]>().map((row) => row.id)).toEqual([
      newRisk.id,
      oldRisk.id,
      recent.id,
      done.id,
    ]);
    expect(list.json<object[]>()[0]).toMatchObject({
      kind: 'risk_flag',
      priority: 'high',
      client: { uuid: assigned.uuid, first_name: 'Asta' },
      payload: { module_instance_id: 10 },
      acknowledged_at: null,
    });

    const foreign = await as(coach, 'POST', `/api/notifications/${newRisk.id}/acknowledge`, {
      language: 'sv',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Hittades inte' });
    const ack = await as(therapist, 'POST', `/api/notifications/${newRisk.id}/acknowledge`);
    expect(ack.json()).toMatchObject({ id: newRisk.id, acknowledged_by: therapist.uuid });
    const repeat = await as(therapist, 'POST', `/api/notifications/${newRisk.id}/acknowledge`);
    expect(repeat.json()).toMatchObject({
      acknowledged_at: ack.json<{ acknowledged_at: string }>().acknowledged_at,
    });
    const audited = await api.orm.em
      .fork()
      .getConnection()
      .execute('select id from audit_events where event = ? and subject_id = ?', [
        'notification.acknowledged',
        String(newRisk.id),
      ]);
    expect(audited).toHaveLength(1);
  });
});
