import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_CLINIC, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { type User } from 'src/users/user.entity';
import { createAccount } from '../support/test-accounts';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface Entry {
  id: string;
  actor_uuid: string;
  client_uuid: string;
  relation: string;
  flagged: boolean;
  flag_reason: string | null;
  flag_text: string | null;
  reviewed: boolean;
  comment: string | null;
  what: { text: string };
  actor_role: string | null;
}

interface Review {
  id: number;
  scope: string;
  company_uuid: string | null;
  population: number;
  entry_count: number;
  flagged_count: number;
  entries: Entry[];
}

/**
 * The access log's sample review (HSLF-FS 2016:40 4:9). Reads are written straight into the log
 * on days of 2019 no other test writes, so each period holds exactly the reads a test put there
 * (the database is shared by the test files).
 */
describe('the access log sample review', () => {
  let api: TestApp;
  let client: User;
  let assigned: User;
  let stranger: User;
  let clinicClient: User;
  let otherCompanyClient: User;
  let clinicReader: User;
  const tokens = new Map<string, Promise<string>>();
  const token = (email: string) => {
    if (!tokens.has(email)) tokens.set(email, loginAs(api, email));
    return tokens.get(email) as Promise<string>;
  };

  const send = async (
    email: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    language = 'en',
  ) =>
    api.request({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${await token(email)}`, 'accept-language': language },
    });

  const sql = <T>(text: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(text, params);

  /** A read written into the log at a given moment (the log takes inserts only). */
  const read = async (actor: User, of: User, at: string): Promise<string> => {
    const [row] = await sql<{ id: string }>(
      `insert into access_log (occurred_at, actor_uuid, client_uuid, action, resource, request_id)
       values (?, ?, ?, 'read', 'user.profile', 'req-review') returning id::text as id`,
      [at, actor.uuid, of.uuid],
    );
    if (!row) throw new Error('no row inserted');
    return row.id;
  };

  const memberOf = async (companyUuid: string, user: User) =>
    sql(
      `insert into company_members (company_id, user_id)
       select id, ? from companies where uuid = ?`,
      [user.id, companyUuid],
    );

  let assignedRead: string;
  let strangerRead: string;
  let clinicRead: string;
  let otherCompanyRead: string;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    client = await createAccount(api);
    assigned = await createAccount(api, { role: 'therapist-premium' });
    stranger = await createAccount(api, { role: 'therapist-premium' });
    clinicClient = await createAccount(api);
    otherCompanyClient = await createAccount(api);
    clinicReader = await createAccount(api, { role: 'clinic-therapist' });
    await memberOf(DEMO_CLINIC.uuid, clinicClient);
    await memberOf(DEMO_CLINIC.uuid, clinicReader);
    // The database dates a membership from its insert: these two were members since 2019.
    await sql(
      `update company_membership_periods set started_at = '2019-01-01T00:00:00Z'
        where user_id in (?, ?) and ended_at is null`,
      [clinicClient.id, clinicReader.id],
    );
    await memberOf(DEMO_OTHER_COMPANY.uuid, otherCompanyClient);
    await sql(
      `insert into therapist_assignments (client_id, therapist_id, created_at)
       values (?, ?, '2019-02-01T00:00:00Z')`,
      [client.id, assigned.id],
    );
    assignedRead = await read(assigned, client, '2019-03-10T09:00:00Z');
    strangerRead = await read(stranger, client, '2019-03-11T09:00:00Z');
    // Outside the period: never sampled.
    await read(stranger, client, '2019-04-01T00:00:00Z');
    clinicRead = await read(clinicReader, clinicClient, '2019-05-10T10:00:00Z');
    otherCompanyRead = await read(stranger, otherCompanyClient, '2019-05-11T10:00:00Z');
  });
  afterAll(async () => {
    // The memberships and the assignment would put these clients in the clinic's and the
    // therapist's lists in the other test files of this database.
    const made = `{${[client, assigned, stranger, clinicClient, otherCompanyClient, clinicReader].map((user) => user.id).join(',')}}`;
    await sql('delete from company_members where user_id = any(?::int[])', [made]);
    await sql('delete from therapist_assignments where client_id = any(?::int[])', [made]);
    await api.close();
  });

  const create = (email: string, payload: Record<string, unknown>, language = 'en') =>
    send(email, 'POST', '/api/v1/access-log/reviews', payload, language);

  it('samples the reads of the period only, and flags the read without a care relation', async () => {
    const response = await create('admin@example.com', {
      from: '2019-03-01',
      to: '2019-03-31',
      sample_size: 200,
    });
    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toMatchObject({ scope: 'platform', company_uuid: null, population: 2 });
    expect(review.entries.map((entry) => entry.id).sort()).toEqual(
      [assignedRead, strangerRead].sort(),
    );
    const byId = new Map(review.entries.map((entry) => [entry.id, entry]));
    expect(byId.get(assignedRead)).toMatchObject({
      actor_uuid: assigned.uuid,
      relation: 'assigned-therapist',
      flagged: false,
      flag_reason: null,
      what: { text: 'Profile details' },
    });
    expect(typeof byId.get(assignedRead)?.actor_role).toBe('string');
    expect(byId.get(strangerRead)).toMatchObject({
      actor_uuid: stranger.uuid,
      relation: 'none',
      flagged: true,
      flag_reason: 'no-care-relation',
      flag_text: 'No care relation at the time of the read',
    });
    const [audit] = await sql<{ details: Record<string, unknown> }>(
      `select details from audit_events where event = 'access-log-review.create' and subject_id = ?`,
      [String(review.id)],
    );
    expect(audit?.details).toMatchObject({ scope: 'platform', sampled: 2, flagged: 1 });
  });

  it('draws a random sample of the asked size from the period', async () => {
    const response = await create('admin@example.com', {
      from: '2019-03-01',
      to: '2019-03-31',
      sample_size: 1,
    });
    const review = response.json<Review>();
    expect(review.entries).toHaveLength(1);
    expect([assignedRead, strangerRead]).toContain(review.entries[0]?.id);
  });

  it('logs the reading of the entries per client, and lists the review', async () => {
    const { id } = (
      await create('admin@example.com', { from: '2019-03-01', to: '2019-03-31' })
    ).json<Review>();
    const shown = await send('admin@example.com', 'GET', `/api/v1/access-log/reviews/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<Review>().entries).toHaveLength(2);
    const logged = await sql<{ client_uuid: string }>(
      `select client_uuid from access_log where resource = 'access-log.review' and resource_id = ?`,
      [String(id)],
    );
    expect(logged.map((row) => row.client_uuid)).toEqual([client.uuid]);
    const list = await send('admin@example.com', 'GET', '/api/v1/access-log/reviews?per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Review[] }>().data).toContainEqual(
      expect.objectContaining({ id, entry_count: 2, flagged_count: 1 }),
    );
  });

  it('marks a flagged entry reviewed only with a comment (400 in sv and en), audited', async () => {
    const { id } = (
      await create('admin@example.com', { from: '2019-03-01', to: '2019-03-31' })
    ).json<Review>();
    const url = `/api/v1/access-log/reviews/${id}/entries/${strangerRead}`;
    const sv = await send('admin@example.com', 'PUT', url, { reviewed: true }, 'sv');
    expect(sv.statusCode).toBe(400);
    expect(sv.json<{ message: string }>().message).toContain('kommentar');
    const en = await send('admin@example.com', 'PUT', url, { reviewed: true, comment: '  ' });
    expect(en.statusCode).toBe(400);
    expect(en.json<{ message: string }>().message).toContain('only with a comment');
    const marked = await send('admin@example.com', 'PUT', url, {
      reviewed: true,
      comment: 'Asked the therapist: a colleague’s client, covered by a note.',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Entry>()).toMatchObject({ id: strangerRead, reviewed: true });
    // An unflagged entry needs no comment.
    const plain = await send(
      'admin@example.com',
      'PUT',
      `/api/v1/access-log/reviews/${id}/entries/${assignedRead}`,
      { reviewed: true },
    );
    expect(plain.statusCode).toBe(200);
    const audits = await sql<{ details: { accessLogId: string; flagged: boolean } }>(
      `select details from audit_events where event = 'access-log-review.mark' and subject_id = ?
        order by id`,
      [String(id)],
    );
    expect(audits.map((row) => row.details)).toEqual([
      expect.objectContaining({ accessLogId: strangerRead, flagged: true }),
      expect.objectContaining({ accessLogId: assignedRead, flagged: false }),
    ]);
    const unknown = await send('admin@example.com', 'PUT', `${url}9`, { reviewed: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('exports a review as CSV with a header row, formulas made inert, audited', async () => {
    const { id } = (
      await create('admin@example.com', { from: '2019-03-01', to: '2019-03-31' })
    ).json<Review>();
    await send(
      'admin@example.com',
      'PUT',
      `/api/v1/access-log/reviews/${id}/entries/${strangerRead}`,
      {
        reviewed: true,
        comment: '=HYPERLINK("http://example.com","x")',
      },
    );
    const response = await send('admin@example.com', 'GET', `/api/v1/access-log/reviews/${id}.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`access-log-review-${id}.csv`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,occurred_at,actor_name,actor_role,actor_uuid,acting_as_uuid,client_name,client_uuid,' +
        'what,resource,resource_id,relation,flagged,flag_reason,reviewed,reviewed_at,reviewed_by,' +
        'comment,request_id',
    );
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`"'=HYPERLINK(""http://example.com"",""x"")"`);
    expect(response.body).toContain('2019-03-11T09:00:00.000Z');
    const [audit] = await sql(
      `select 1 from audit_events where event = 'access-log-review.export' and subject_id = ?`,
      [String(id)],
    );
    expect(audit).toBeDefined();
  });

  it('shows a clinic admin only the reads of their clinic’s clients, and only their reviews', async () => {
    const response = await create('clinic-admin@example.com', {
      from: '2019-05-01',
      to: '2019-05-31',
      sample_size: 200,
    });
    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toMatchObject({ scope: 'company', company_uuid: DEMO_CLINIC.uuid });
    expect(review.entries.map((entry) => entry.id)).toEqual([clinicRead]);
    expect(review.entries.map((entry) => entry.id)).not.toContain(otherCompanyRead);
    // The clinic therapist was a member of the client's company then: not flagged.
    expect(review.entries[0]).toMatchObject({ relation: 'clinic-member', flagged: false });

    const other = await create('clinic-admin@example.com', {
      from: '2019-05-01',
      to: '2019-05-31',
      company_uuid: DEMO_OTHER_COMPANY.uuid,
    });
    expect(other.statusCode).toBe(404);

    const platform = (
      await create('admin@example.com', { from: '2019-05-01', to: '2019-05-31' })
    ).json<Review>();
    expect(platform.entries.map((entry) => entry.id).sort()).toEqual(
      [clinicRead, otherCompanyRead].sort(),
    );
    const foreign = await send(
      'clinic-admin@example.com',
      'GET',
      `/api/v1/access-log/reviews/${platform.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const csv = await send(
      'clinic-admin@example.com',
      'GET',
      `/api/v1/access-log/reviews/${platform.id}.csv`,
    );
    expect(csv.statusCode).toBe(404);
    const list = await send('clinic-admin@example.com', 'GET', '/api/v1/access-log/reviews');
    const listed = list.json<{ data: Review[] }>().data;
    expect(listed.map((row) => row.id)).toContain(review.id);
    expect(listed.every((row) => row.company_uuid === DEMO_CLINIC.uuid)).toBe(true);
  });

  it('judges a read by the relation of its moment: a former clinic member’s and a former coach’s reads', async () => {
    const leaver = await createAccount(api);
    const formerCoach = await createAccount(api, { role: 'hc' });
    // The database keeps the history of any write: the client joins the clinic and gets a coach,
    // then leaves and loses the coach. The periods are then moved to July 2019, the test's reads.
    await memberOf(DEMO_CLINIC.uuid, leaver);
    await sql('update users set health_coach_id = ? where id = ?', [formerCoach.id, leaver.id]);
    await sql('delete from company_members where user_id = ?', [leaver.id]);
    await sql('update users set health_coach_id = null where id = ?', [leaver.id]);
    const moved = await sql<{ n: number }>(
      `with moved as (
         update company_membership_periods set started_at = '2019-07-05T00:00:00Z',
                ended_at = '2019-07-20T00:00:00Z'
          where user_id = ? and ended_at is not null returning 1
       ), coached as (
         update health_coach_periods set started_at = '2019-07-05T00:00:00Z',
                ended_at = '2019-07-20T00:00:00Z'
          where client_id = ? and ended_at is not null returning 1
       )
       select (select count(*)::int from moved) + (select count(*)::int from coached) as n`,
      [leaver.id, leaver.id],
    );
    expect(moved[0]?.n).toBe(2);
    const beforeJoining = await read(clinicReader, leaver, '2019-07-01T10:00:00Z');
    const whileMember = await read(clinicReader, leaver, '2019-07-10T10:00:00Z');
    const afterLeaving = await read(clinicReader, leaver, '2019-07-25T10:00:00Z');
    const whileCoach = await read(formerCoach, leaver, '2019-07-10T11:00:00Z');
    const afterCoach = await read(formerCoach, leaver, '2019-07-25T11:00:00Z');

    const response = await create('admin@example.com', {
      from: '2019-07-01',
      to: '2019-07-31',
      sample_size: 200,
    });
    expect(response.statusCode).toBe(201);
    const byId = new Map(response.json<Review>().entries.map((entry) => [entry.id, entry]));
    const judged = (id: string) => {
      const entry = byId.get(id);
      return { relation: entry?.relation, flag_reason: entry?.flag_reason };
    };
    expect(judged(beforeJoining)).toEqual({ relation: 'none', flag_reason: 'no-care-relation' });
    expect(judged(whileMember)).toEqual({ relation: 'clinic-member', flag_reason: null });
    expect(judged(afterLeaving)).toEqual({ relation: 'none', flag_reason: 'no-care-relation' });
    expect(judged(whileCoach)).toEqual({ relation: 'health-coach', flag_reason: null });
    expect(judged(afterCoach)).toEqual({
      relation: 'platform-staff',
      flag_reason: 'staff-without-care-relation',
    });
    expect(byId.get(afterLeaving)?.flag_text).toBe('No care relation at the time of the read');
  });

  it.each([
    [{ from: '2019-03-31', to: '2019-03-01' }, 'Perioden är ogiltig', 'The period is invalid'],
    [{ from: '2019-02-30', to: '2019-03-01' }, 'Perioden är ogiltig', 'The period is invalid'],
    [{ from: '2999-01-01', to: '2999-01-02' }, 'Perioden är ogiltig', 'The period is invalid'],
    [{ from: '2019-03-01', to: '2019-03-31', sample_size: 0 }, 'från 1 till 200', 'from 1 to 200'],
    [
      { from: '2019-03-01', to: '2019-03-31', sample_size: 201 },
      'från 1 till 200',
      'from 1 to 200',
    ],
  ])('refuses %j with a 400 in sv and en', async (payload, sv, en) => {
    for (const [language, text] of [
      ['sv', sv],
      ['en', en],
    ] as const) {
      const response = await create('admin@example.com', payload, language);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(text);
    }
  });

  it('keeps the sampled reads: the log refuses deletion, and no code deletes from it', async () => {
    await expect(sql('delete from access_log where id = ?', [strangerRead])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql('truncate access_log')).rejects.toThrow(/append-only/);
    // Migrations excepted: the one that made the log append-only names it in its trigger.
    const found = spawnSync(
      'grep',
      [
        '-rilE',
        '--exclude-dir=migrations',
        '(delete from|truncate)[^;]*access_log',
        join(__dirname, '../../backend/src'),
      ],
      { encoding: 'utf8' },
    );
    expect(found.stdout).toBe('');
  });

  it.each(['clinic-therapist@example.com', 'therapist-premium@example.com', 'client@example.com'])(
    'answers 403 to %s',
    async (email) => {
      expect((await create(email, { from: '2019-03-01', to: '2019-03-31' })).statusCode).toBe(403);
      expect((await send(email, 'GET', '/api/v1/access-log/reviews')).statusCode).toBe(403);
      expect((await send(email, 'GET', '/api/v1/access-log/reviews/1')).statusCode).toBe(403);
    },
  );
});
