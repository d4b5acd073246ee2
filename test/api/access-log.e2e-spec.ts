import { RequestContext } from '@mikro-orm/postgresql';
import { CallerAccessService } from 'src/access/caller-access.service';
import { AccessLogService } from 'src/access-log/access-log.service';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { DEMO_CLINIC } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import { createAccount } from '../support/test-accounts';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

describe('the access log', () => {
  let api: TestApp;
  let client: User;
  let therapist: User;
  let admin: User;
  /** Accounts made here, removed at the end (with their therapist assignments). */
  const made: number[] = [];
  const account = async () => {
    const user = await createAccount(api);
    made.push(user.id);
    return user;
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    const em = api.orm.em.fork();
    // A client of its own: other test files log reads of the demo client in the shared database.
    client = await account();
    therapist = await em.findOneOrFail(User, { email: 'clinic-therapist@example.com' });
    admin = await em.findOneOrFail(User, { email: 'admin@example.com' });
  });
  afterAll(async () => {
    // The reader's therapist assignment would make them the clinic therapist's client in the
    // other test files of the same database.
    const em = api.orm.em.fork();
    await em.nativeDelete(TherapistAssignment, { client: { $in: made } });
    await em.nativeDelete(User, { id: { $in: made } });
    await api.close();
  });

  /** Records as the given user would inside a request (optionally impersonated by an admin). */
  const recordAs = (actor: User, action: 'read' | 'update', impersonator?: User) =>
    RequestContext.create(api.orm.em, async () => {
      const caller = await api.app
        .get(CallerAccessService)
        .forUser(actor, { impersonatorUuid: impersonator?.uuid ?? null, requestId: 'req-test-1' });
      await api.app
        .get(AccessLogService)
        .record(caller, { clientUuid: client.uuid, action, resource: 'user.profile' });
    });

  const listAs = async (email: string, uuid: string) =>
    api.request({
      method: 'GET',
      url: `/api/v1/users/${uuid}/access-log`,
      headers: { authorization: `Bearer ${await loginAs(api, email)}` },
    });

  it('records who read or changed a client’s data, and an admin can list it', async () => {
    await recordAs(therapist, 'read');
    await recordAs(client, 'update', admin);
    await recordAs(client, 'read'); // the client's own read is not logged

    const response = await listAs('admin@example.com', client.uuid);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ total: number; data: Record<string, unknown>[] }>();
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({
        actor_uuid: admin.uuid,
        actor_name: `${admin.firstName} ${admin.lastName}`,
        acting_as_uuid: client.uuid,
        acting_as_name: `${client.firstName} ${client.lastName}`,
        client_uuid: client.uuid,
        action: 'update',
        resource: 'user.profile',
        request_id: 'req-test-1',
      }),
      expect.objectContaining({
        actor_uuid: therapist.uuid,
        actor_name: `${therapist.firstName} ${therapist.lastName}`,
        acting_as_uuid: null,
        acting_as_name: null,
        action: 'read',
      }),
    ]);
  });

  it('writes one row per view: the same GET again at once (StrictMode, a re-fetch) is not a second', async () => {
    const em = api.orm.em.fork();
    const clinicClient = await em.findOneOrFail(User, { email: 'klinikklient@example.com' });
    const token = await loginAs(api, 'clinic-therapist@example.com');
    const rows = async () =>
      Number(
        (
          await em
            .getConnection()
            .execute<{ n: string }[]>(
              `select count(*) as n from access_log where client_uuid = ? and actor_uuid = ? and resource = 'specialist.client-notes'`,
              [clinicClient.uuid, therapist.uuid],
            )
        )[0].n,
      );
    const view = () =>
      api.request({
        method: 'GET',
        url: `/api/get-specialist-client-notes/${clinicClient.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const before = await rows();
    expect((await view()).statusCode).toBe(200);
    expect(await rows()).toBe(before + 1);
    // The screen mounted twice, and two tabs at the same moment: still that one view.
    expect((await view()).statusCode).toBe(200);
    await Promise.all([view(), view()]);
    expect(await rows()).toBe(before + 1);
    // A change is always written, and another thing read is its own row.
    await recordAs(therapist, 'update');
    await recordAs(therapist, 'update');
    const changes = await em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from access_log where client_uuid = ? and action = 'update' and actor_uuid = ?`,
        [client.uuid, therapist.uuid],
      );
    expect(Number(changes[0].n)).toBe(2);
  });

  it('names what was read in words, in the reader’s language, with where it is shown', async () => {
    const em = api.orm.em.fork();
    const connection = em.getConnection();
    const [learning] = await connection.execute<{ instance: number; module: string }[]>(
      `select mi.id as instance, mt.name as module from module_instances mi
         join subscription_modules sm on sm.id = mi.subscription_module_id
         join module_texts mt on mt.module_id = sm.module_id and mt.language = 'sv'
        order by mi.id limit 1`,
    );
    const [page] = await connection.execute<{ id: number; name: string }[]>(
      `select page_id as id, name from page_texts where language = 'sv' order by page_id limit 1`,
    );
    const [{ id: clientId }] = await connection.execute<{ id: number }[]>(
      'select id from users where uuid = ?',
      [client.uuid],
    );
    const record = (resource: string, resourceId: string | null) =>
      RequestContext.create(api.orm.em, async () => {
        const caller = await api.app
          .get(CallerAccessService)
          .forUser(therapist, { impersonatorUuid: null, requestId: null });
        await api.app
          .get(AccessLogService)
          .record(caller, { clientUuid: client.uuid, action: 'update', resource, resourceId });
      });
    await record('learning.answers', `${learning.instance}/${page.id}`);
    await record('specialist.client-notes', String(clientId));
    await record('meeting', '3ee7a1c0-0000-4000-8000-000000000000'); // a meeting that is gone
    await record('risk-flag', '1');

    const read = async (language: string) => {
      const response = await api.request({
        method: 'GET',
        url: `/api/v1/users/${client.uuid}/access-log?per_page=4`,
        headers: {
          authorization: `Bearer ${await loginAs(api, 'admin@example.com')}`,
          'accept-language': language,
        },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Record<string, unknown>[] }>().data;
    };
    const sv = await read('sv');
    expect(sv).toEqual([
      expect.objectContaining({
        resource: 'risk-flag',
        what: { key: 'accessLog.what.riskFlag', params: {}, text: 'En riskflagga' },
        link: `/hc/client-report/${clientId}`,
      }),
      expect.objectContaining({
        resource: 'meeting',
        what: { key: 'accessLog.what.aMeeting', params: {}, text: 'Ett möte' },
        link: null,
      }),
      expect.objectContaining({
        resource: 'specialist.client-notes',
        what: { key: 'accessLog.what.clientNotes', params: {}, text: 'Anteckningar' },
        link: `/hc/client-report/${clientId}`,
      }),
      expect.objectContaining({
        resource: 'learning.answers',
        what: {
          key: 'accessLog.what.answers',
          params: { module: learning.module, page: page.name },
          text: `Svar i ${learning.module}, sidan ${page.name}`,
        },
        link: `/hc/client-report/${clientId}`,
      }),
    ]);
    const en = await read('en');
    expect(en.map((entry) => (entry.what as { text: string }).text)).toEqual([
      'A risk flag',
      'A meeting',
      'Notes',
      expect.stringMatching(/^Answers in .+, page .+$/),
    ]);
  });

  it('shows a client their own log: who, role, what and care relation, staff unnamed', async () => {
    const reader = await account();
    const em = api.orm.em.fork();
    // The therapist was assigned then: the relation is the one at the time of the read.
    em.create(TherapistAssignment, { client: reader.id, therapist: therapist.id });
    await em.flush();
    const recordFor = (actor: User, impersonator?: User) =>
      RequestContext.create(api.orm.em, async () => {
        const caller = await api.app.get(CallerAccessService).forUser(actor, {
          impersonatorUuid: impersonator?.uuid ?? null,
          requestId: null,
        });
        await api.app
          .get(AccessLogService)
          .record(caller, { clientUuid: reader.uuid, action: 'read', resource: 'user.profile' });
      });
    const hc = await em.findOneOrFail(User, { email: 'hc@example.com' });
    await recordFor(therapist);
    await recordFor(hc);
    await recordFor(reader, admin); // an admin showing the account as the client
    await RequestContext.create(api.orm.em, async () => {
      const caller = await api.app
        .get(CallerAccessService)
        .forUser(reader, { impersonatorUuid: null, requestId: null });
      await api.app
        .get(AccessLogService)
        .record(caller, { clientUuid: reader.uuid, action: 'update', resource: 'user.profile' });
    }); // the client's own change: not in their list

    const token = await loginAs(api, reader.email);
    const read = async (language: string, query = '') => {
      const response = await api.request({
        method: 'GET',
        url: `/api/v1/users/${reader.uuid}/access-log${query}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number; page: number; data: Record<string, unknown>[] }>();
    };
    const sv = await read('sv');
    expect(sv.total).toBe(3);
    expect(Object.keys(sv.data[0]).sort()).toEqual([
      'action',
      'impersonation',
      'occurred_at',
      'relation',
      'relation_text',
      'role',
      'what',
      'who',
    ]);
    expect(sv.data).toEqual([
      {
        occurred_at: sv.data[0].occurred_at,
        who: 'Administratör (visade kontot som dig)',
        role: null,
        impersonation: true,
        action: 'read',
        what: { key: 'accessLog.what.profile', params: {}, text: 'Profiluppgifter' },
        relation: 'impersonation',
        relation_text: 'Administratör som visade kontot som dig',
      },
      expect.objectContaining({
        who: 'Administratör',
        role: null,
        impersonation: false,
        relation: 'platform-staff',
      }),
      expect.objectContaining({
        who: `${therapist.firstName} ${therapist.lastName}`,
        role: 'Klinikterapeut',
        relation: 'assigned-therapist',
        relation_text: 'Din tilldelade terapeut',
      }),
    ]);
    // Nothing in it names staff by uuid or name.
    expect(JSON.stringify(sv)).not.toContain(admin.uuid);
    expect(JSON.stringify(sv)).not.toContain(admin.lastName);
    expect(JSON.stringify(sv)).not.toContain(hc.uuid);

    const en = await read('en', '?per_page=2&page=2');
    expect(en).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(en.data).toEqual([
      expect.objectContaining({
        who: `${therapist.firstName} ${therapist.lastName}`,
        role: 'Clinic therapist',
        relation_text: 'Your assigned therapist',
      }),
    ]);
    expect((await read('en', '?per_page=2')).data.map((entry) => entry.who)).toEqual([
      'Administrator (viewing the account as you)',
      'Administrator',
    ]);
  });

  /** A read of `of`'s profile by `actor`; `what` tells the reads apart (one row per view). */
  const readOf = (of: User, actor: User, what: string) =>
    RequestContext.create(api.orm.em, async () => {
      const caller = await api.app
        .get(CallerAccessService)
        .forUser(actor, { impersonatorUuid: null, requestId: null });
      await api.app.get(AccessLogService).record(caller, {
        clientUuid: of.uuid,
        action: 'read',
        resource: 'user.profile',
        resourceId: what,
      });
    });

  /** The person's own log, oldest read first, as relation and its text. */
  const ownRelations = async (person: User, language: 'sv' | 'en') => {
    const response = await api.request({
      method: 'GET',
      url: `/api/v1/users/${person.uuid}/access-log`,
      headers: {
        authorization: `Bearer ${await loginAs(api, person.email)}`,
        'accept-language': language,
      },
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ data: { relation: string; relation_text: string }[] }>()
      .data.map(({ relation, relation_text }) => ({ relation, relation_text }))
      .reverse();
  };

  it('keeps the health coach of the moment of the read: a former coach’s read stays “Din hälsocoach”', async () => {
    const reader = await account();
    const next = await createAccount(api, { role: 'hc' });
    made.push(next.id);
    const hc = await api.orm.em.fork().findOneOrFail(User, { email: 'hc@example.com' });
    const sql = api.orm.em.getConnection();
    const coach = (coachId: number | null) =>
      sql.execute('update users set health_coach_id = ? where id = ?', [coachId, reader.id]);

    await coach(hc.id);
    await readOf(reader, hc, 'while-coach');
    await coach(next.id); // the client changes coach: hc is platform staff to them from now on
    await readOf(reader, hc, 'after-change');

    expect(await ownRelations(reader, 'sv')).toEqual([
      { relation: 'health-coach', relation_text: 'Din hälsocoach' },
      { relation: 'platform-staff', relation_text: 'Administratör' },
    ]);
    expect((await ownRelations(reader, 'en'))[0]).toEqual({
      relation: 'health-coach',
      relation_text: 'Your health coach',
    });
    // The database kept the history: hc's period closed, the new coach's open.
    const periods = await sql.execute<{ coach_id: number; open: boolean }[]>(
      `select coach_id, ended_at is null as open from health_coach_periods
        where client_id = ? order by started_at`,
      [reader.id],
    );
    expect(periods).toEqual([
      { coach_id: hc.id, open: false },
      { coach_id: next.id, open: true },
    ]);
    await coach(null);
  });

  it('keeps the clinic membership of the moment of the read: none before joining or after leaving', async () => {
    const reader = await account();
    const sql = api.orm.em.getConnection();
    // The clinic therapist is a member of the demo clinic; the reader joins it, then leaves.
    await readOf(reader, therapist, 'before-joining');
    await sql.execute(
      `insert into company_members (company_id, user_id)
       select id, ? from companies where uuid = ?`,
      [reader.id, DEMO_CLINIC.uuid],
    );
    try {
      await readOf(reader, therapist, 'while-member');
    } finally {
      await sql.execute('delete from company_members where user_id = ?', [reader.id]);
    }
    await readOf(reader, therapist, 'after-leaving');

    expect(await ownRelations(reader, 'sv')).toEqual([
      { relation: 'none', relation_text: 'Ingen vårdrelation' },
      { relation: 'clinic-member', relation_text: 'Personal i din klinik eller verksamhet' },
      { relation: 'none', relation_text: 'Ingen vårdrelation' },
    ]);
    expect((await ownRelations(reader, 'en')).map((entry) => entry.relation_text)).toEqual([
      'No care relation',
      'Staff of your clinic or organisation',
      'No care relation',
    ]);
    const [period] = await sql.execute<{ open: boolean }[]>(
      'select ended_at is null as open from company_membership_periods where user_id = ?',
      [reader.id],
    );
    expect(period).toEqual({ open: false });
  });

  it('never shows a client or a therapist someone else’s log (404)', async () => {
    const other = await account();
    expect((await listAs(other.email, client.uuid)).statusCode).toBe(404);
    expect((await listAs('client@example.com', client.uuid)).statusCode).toBe(404);
    // A therapist holds no access-log grant at all.
    expect((await listAs('clinic-therapist@example.com', client.uuid)).statusCode).toBe(403);
  });

  it('cannot be changed or emptied, even through the application’s own connection', async () => {
    const connection = api.orm.em.getConnection();
    await expect(connection.execute(`update access_log set action = 'delete'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(connection.execute('delete from access_log')).rejects.toThrow(/append-only/);
    await expect(connection.execute('truncate access_log')).rejects.toThrow(/append-only/);
    const [{ count }] = await connection.execute<{ count: string }[]>(
      'select count(*) from access_log',
    );
    expect(Number(count)).toBeGreaterThanOrEqual(2);
  });

  it('rejects a malformed client id with 400', async () => {
    expect((await listAs('admin@example.com', 'not-a-uuid')).statusCode).toBe(400);
  });
});
