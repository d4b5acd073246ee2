import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { LocalDocumentStorage } from 'src/documents/storage/local-document-storage';
import { DEMO_CLINIC } from 'src/database/seeders/demo-accounts';
import { CLEARED, DELETED, KEPT } from 'src/erasure/erasure-plan';
import { buildExport, type PersonWithData, personWithData } from '../support/gdpr-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { FIXTURE_PASSWORD, UserFixtures } from '../support/user-fixtures';

interface ForeignKey {
  table: string;
  column: string;
}

/**
 * GDPR article 17: an admin erases an account after typing its e-mail again. Treatment
 * documentation stays on a pseudonymised user row; nothing else of the person remains in any
 * table or in the storage; their sessions end at once.
 */
describe('erasure', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let person: PersonWithData;
  let bystander: PersonWithData;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const erase = (caller: string, uuid: string, payload: object, language: 'sv' | 'en' = 'en') =>
    fixtures.as(caller, 'POST', `/api/v1/users/${uuid}/erasure`, { payload, language });

  /** Every column of the database that references users(id). */
  const foreignKeys = () =>
    sql<ForeignKey>(
      `select tc.table_name as table, kcu.column_name as column
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu
           on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
         join information_schema.constraint_column_usage ccu
           on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          and ccu.table_name = 'users'`,
    );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    person = await personWithData(api, fixtures, 'erase-person');
    bystander = await personWithData(api, fixtures, 'erase-bystander');
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it('has a decision for every column that references a user', async () => {
    const decided = new Set(
      [...KEPT, ...DELETED, ...CLEARED].map(({ table, column }) => `${table}.${column}`),
    );
    const undecided = (await foreignKeys())
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !decided.has(name));
    expect(undecided).toEqual([]);
  });

  it('is for admins only', async () => {
    for (const caller of [
      'client@example.com',
      'hc@example.com',
      'therapist-premium@example.com',
      'clinic-admin@example.com',
      person.user.email,
    ]) {
      const response = await erase(caller, person.user.uuid, { confirm_email: person.user.email });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await sql<{ erased_at: Date | null }>(
      'select erased_at from users where id = ?',
      [person.user.id],
    );
    expect(row?.erased_at).toBeNull();
  });

  it('needs the account’s e-mail typed again: 400 in sv and en without it or with another', async () => {
    const missing = await erase('admin@example.com', person.user.uuid, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(
      'Type the account’s e-mail to confirm the erasure',
    );
    const missingSv = await erase('admin@example.com', person.user.uuid, {}, 'sv');
    expect(missingSv.statusCode).toBe(400);
    expect(missingSv.json<{ message: string }>().message).toBe(
      'Skriv kontots e-postadress för att bekräfta raderingen',
    );
    const wrong = await erase('admin@example.com', person.user.uuid, {
      confirm_email: bystander.user.email,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(
      'The e-mail does not match the account to erase',
    );
    const self = await sql<{ uuid: string; email: string }>(
      `select uuid, email from users where email = 'admin@example.com'`,
    );
    const ownAccount = await erase('admin@example.com', self[0]?.uuid ?? '', {
      confirm_email: 'admin@example.com',
    });
    expect(ownAccount.statusCode).toBe(400);
  });

  it('keeps treatment documentation pseudonymised and leaves nothing else of the person', async () => {
    const token = await fixtures.token(person.user);
    const before = await api.request({
      method: 'GET',
      url: `/api/v1/users/${person.user.uuid}/access-log`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.statusCode).toBe(200);
    // A built export lies in storage too.
    const asked = await fixtures.as(
      person.user,
      'POST',
      `/api/v1/users/${person.user.uuid}/data-exports`,
    );
    expect(asked.statusCode).toBe(202);
    const [exportRow] = await sql<{ id: number }>('select id from data_exports where user_id = ?', [
      person.user.id,
    ]);
    await buildExport(api, exportRow?.id ?? 0);
    const [built] = await sql<{ storage_key: string }>(
      'select storage_key from data_exports where user_id = ?',
      [person.user.id],
    );
    const keys = [person.documentKey, built?.storage_key ?? ''];
    // Care relations with their dates: a health coach and a clinic membership, both open.
    await sql(
      `update users set health_coach_id = (select id from users where email = 'hc@example.com')
        where id = ?`,
      [person.user.id],
    );
    await sql(
      'insert into company_members (company_id, user_id) select id, ? from companies where uuid = ?',
      [person.user.id, DEMO_CLINIC.uuid],
    );
    const countsBefore = await keptCounts(person.user.id);

    const erased = await erase('admin@example.com', person.user.uuid, {
      confirm_email: person.user.email.toUpperCase(),
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      uuid: person.user.uuid,
      pseudonym: `Raderad användare #${person.user.id}`,
      deleted_files: 2,
    });

    // The user row: pseudonymised, no way to log in.
    const [row] = await sql<Record<string, unknown>>('select * from users where id = ?', [
      person.user.id,
    ]);
    expect(row).toMatchObject({
      first_name: 'Raderad',
      last_name: `användare #${person.user.id}`,
      email: `erased-${person.user.id}@erased.invalid`,
      phone: null,
      national_id_sealed: null,
      national_id_index: null,
      password_hash: null,
      birth_year: null,
    });
    expect(row?.erased_at).not.toBeNull();
    expect(row?.blocked_at).not.toBeNull();

    // Kept: every kept row is still there; nothing else references the person.
    expect(await keptCounts(person.user.id)).toEqual(countsBefore);
    expect(countsBefore.generated_reports).toBeGreaterThan(0);
    expect(countsBefore.answers).toBeGreaterThan(0);
    const kept = new Set(KEPT.map(({ table, column }) => `${table}.${column}`));
    for (const { table, column } of await foreignKeys()) {
      const [count] = await sql<{ n: number }>(
        `select count(*)::int as n from "${table}" where "${column}" = ?`,
        [person.user.id],
      );
      if (!kept.has(`${table}.${column}`))
        expect({ table, column, rows: count?.n }).toEqual({ table, column, rows: 0 });
    }

    // The relations' history is kept (the log is judged by it), closed by the erasure itself.
    const [periods] = await sql<{ total: number; open: number }>(
      `select count(*)::int as total, count(*) filter (where ended_at is null)::int as open
         from (select ended_at from health_coach_periods where client_id = ?
               union all
               select ended_at from company_membership_periods where user_id = ?) p`,
      [person.user.id, person.user.id],
    );
    // The coach, the clinic, and the company of the person's document (personWithData).
    expect(periods).toEqual({ total: 3, open: 0 });

    // No table holds the person's name, e-mail, phone, personal number or document name.
    const tables = await sql<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const traces = [
      person.user.email,
      person.user.firstName,
      person.user.lastName,
      person.markers.phone,
      person.nationalId,
      person.markers.documentName,
    ];
    for (const { table_name: table } of tables) {
      for (const trace of traces) {
        const [found] = await sql<{ n: number }>(
          `select count(*)::int as n from "${table}" t where t::text ilike ?`,
          [`%${trace}%`],
        );
        expect({ table, trace, rows: found?.n }).toEqual({ table, trace, rows: 0 });
      }
    }

    // Storage: the document and the export are gone, and no stored file holds the document.
    const storage = api.app.get(DocumentStorage, { strict: false });
    for (const key of keys) await expect(storage.get(key)).rejects.toThrow(/No stored document/);
    if (storage instanceof LocalDocumentStorage) {
      for (const name of await readdir(storage.folder)) {
        const data = await readFile(join(storage.folder, name));
        expect(data.includes(person.markers.documentText)).toBe(false);
      }
    }

    // Sessions end at once; the old e-mail and password log in no more; a second erasure is 409.
    const after = await api.request({
      method: 'GET',
      url: `/api/v1/users/${person.user.uuid}/access-log`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    const login = await api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email: person.user.email, password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    const again = await erase('admin@example.com', person.user.uuid, {
      confirm_email: `erased-${person.user.id}@erased.invalid`,
    });
    expect(again.statusCode).toBe(409);

    // The bystander keeps everything, and the erasure is audited and in the access log.
    const [other] = await sql<{ email: string; erased_at: Date | null }>(
      'select email, erased_at from users where id = ?',
      [bystander.user.id],
    );
    expect(other).toEqual({ email: bystander.user.email, erased_at: null });
    await expect(storage.get(bystander.documentKey)).resolves.toBeInstanceOf(Buffer);
    const audit = await sql<{ event: string }>(
      `select event from audit_events where subject_id = ? and event = 'user.erase'`,
      [person.user.uuid],
    );
    expect(audit).toHaveLength(1);
    const log = await sql<{ action: string }>(
      `select action from access_log where client_uuid = ? and action = 'delete'`,
      [person.user.uuid],
    );
    expect(log).toHaveLength(1);
  });

  /** Rows of the kept treatment documentation of a person. */
  async function keptCounts(userId: number): Promise<Record<string, number>> {
    const [counts] = await sql<Record<string, number>>(
      `select
         (select count(*)::int from generated_reports where client_id = ?) as generated_reports,
         (select count(*)::int from question_answers qa
            join module_instances mi on mi.id = qa.instance_id
            join subscription_modules sm on sm.id = mi.subscription_module_id
            join program_subscriptions ps on ps.id = sm.subscription_id
           where ps.user_id = ?) as answers,
         (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
           where c.client_id = ?) as messages,
         (select count(*)::int from meetings where client_id = ?) as meetings,
         (select count(*)::int from usage_records where user_id = ?) as usage_records,
         (select count(*)::int from access_log where client_uuid =
            (select uuid from users where id = ?) and action = 'read') as access_log_reads`,
      [userId, userId, userId, userId, userId, userId],
    );
    return counts ?? {};
  }
});
