import { luhnCheckDigit } from 'src/access/eid/personal-number';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { resealNationalIds } from 'src/users/national-id/reseal-national-ids';
import { EidBrowser } from '../support/eid-browser';
import { testNationalIds } from '../support/national-ids';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * Personal numbers at rest: whatever way a number comes in (the user form, an invitation, an
 * invitation to an account that existed, the e-ID onboarding), no column of any table holds it in
 * plain text; the users are still found by it (e-ID login, uniqueness), through the blind index.
 */

/** A valid personal number no other test uses (born in the 1950s-90s; serials at random). */
function freshPersonalNumber(): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const nine = `${pad(randomInt(50, 100), 2)}${pad(randomInt(1, 13), 2)}${pad(randomInt(1, 29), 2)}${pad(randomInt(0, 1000), 3)}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

interface Column {
  table_name: string;
  column_name: string;
}

describe('personal numbers are sealed at rest and found by their blind index', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  /** Every column of every table (of this schema) whose text holds the value: table.column. */
  async function columnsHolding(value: string): Promise<string[]> {
    const columns = await sql<Column>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema()
          and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
          and table_name in (select table_name from information_schema.tables
                              where table_schema = current_schema() and table_type = 'BASE TABLE')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await sql<{ hits: number }>(
        `select count(*)::int as hits from "${table}" where strpos("${column}"::text, ?) > 0`,
        [value],
      );
      if ((row?.hits ?? 0) > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  const createUser = async (
    nationalId: string,
    email = `nid-${randomUUID().slice(0, 8)}@sinnro.test`,
  ) => {
    const response = await fixtures.as('admin@example.com', 'POST', '/api/users', {
      payload: {
        first_name: 'Sigrid',
        last_name: 'Sluten',
        email,
        phone: '070-7654321',
        national_id: nationalId,
      },
    });
    if (response.statusCode === 201) fixtures.track(response.json<{ id: number }>().id);
    return response;
  };

  it('stores no plain number in any table, however it came in, and shows it to whom it may', async () => {
    const byForm = freshPersonalNumber();
    const created = await createUser(byForm);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ national_id: byForm });
    // The scan finds what is stored in plain text, such as the e-mail address.
    expect(await columnsHolding(created.json<{ email: string }>().email)).toContain('users.email');

    const byInvitation = freshPersonalNumber();
    const invited = await fixtures.as('admin@example.com', 'POST', '/api/v1/invitations', {
      payload: {
        first_name: 'Ines',
        last_name: 'Inbjuden',
        email: `nid-invited-${randomUUID().slice(0, 8)}@sinnro.test`,
        phone: '070-1234567',
        national_id: byInvitation,
        company_uuid: DEMO_COMPANY.uuid,
        unit_uuid: DEMO_COMPANY.units[0].uuid,
        company_role: 'standard-user',
        permissions: ['user.read.[company-unit]'],
        products: ['therapist_call_25'],
      },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ national_id: byInvitation });
    const [invitedUser] = await sql<{ id: number }>('select id from users where uuid = ?', [
      invited.json<{ user_uuid: string }>().user_uuid,
    ]);
    if (invitedUser) fixtures.track(invitedUser.id);

    const byEid = freshPersonalNumber();
    const landing = await new EidBrowser(api).loginWithEid(byEid);
    const registered = await api.request({
      method: 'POST',
      url: '/api/v1/account/auth',
      headers: { authorization: `Bearer ${String(landing.auth2)}` },
      payload: {
        first_name: 'Erik',
        last_name: 'Eid',
        email: `nid-eid-${randomUUID().slice(0, 8)}@sinnro.test`,
        terms_accepted: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const eidUser = registered.json<{ user: { id: number; national_id: string } }>().user;
    fixtures.track(eidUser.id);
    expect(eidUser.national_id).toBe(byEid);

    const nationalIds = testNationalIds();
    for (const number of [byForm, byInvitation, byEid]) {
      expect(await columnsHolding(number)).toEqual([]);
      // Nor the 10-digit form without the century.
      expect(await columnsHolding(number.slice(2))).toEqual([]);
      const rows = await sql<{ national_id_sealed: string; national_id_index: string }>(
        'select national_id_sealed, national_id_index from users where national_id_index = ?',
        [nationalIds.index(number)],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.national_id_sealed).toMatch(/^v1:test1:/);
      expect(nationalIds.open(rows[0]?.national_id_sealed ?? '')).toBe(number);
    }
    const plain = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'users' and column_name = 'national_id'`,
    );
    expect(plain).toEqual([]);
  });

  it('keeps an invitation to an account that existed sealed too', async () => {
    const elsewhere = await fixtures.user(
      {
        email: `nid-elsewhere-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Eva',
        lastName: 'Annanstans',
        nationalId: freshPersonalNumber(),
      },
      { withPassword: true },
    );
    await fixtures.member(elsewhere.id, DEMO_OTHER_COMPANY.uuid);
    const typed = freshPersonalNumber();
    const invited = await fixtures.as('company-admin@example.com', 'POST', '/api/v1/invitations', {
      payload: {
        first_name: 'Eva',
        last_name: 'Annanstans',
        email: elsewhere.email,
        phone: '070-1234567',
        national_id: typed,
        company_uuid: DEMO_COMPANY.uuid,
        unit_uuid: DEMO_COMPANY.units[0].uuid,
        company_role: 'standard-user',
        permissions: ['user.read.[company-unit]'],
        products: ['therapist_call_25'],
      },
    });
    expect(invited.statusCode).toBe(201);
    // The inviter is shown the number they typed; the invitation keeps it sealed.
    expect(invited.json()).toMatchObject({ national_id: typed });
    expect(await columnsHolding(typed)).toEqual([]);
    const [row] = await sql<{ invitee: Record<string, unknown> | null }>(
      'select invitee from invitations where uuid = ?',
      [invited.json<{ uuid: string }>().uuid],
    );
    expect(Object.keys(row?.invitee ?? {})).not.toContain('national_id');
    expect(row?.invitee?.national_id_index).toBe(testNationalIds().index(typed));
    expect(testNationalIds().open(String(row?.invitee?.national_id_sealed))).toBe(typed);
  });

  it('finds the user at the e-ID login by the blind index', async () => {
    const number = freshPersonalNumber();
    const created = await createUser(number);
    expect(created.statusCode).toBe(201);
    const landing = await new EidBrowser(api).loginWithEid(number);
    expect(landing.token).toBeTruthy();
    const me = await api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: { authorization: `Bearer ${String(landing.token)}` },
    });
    expect(me.json()).toMatchObject({
      uuid: created.json<{ uuid: string }>().uuid,
      national_id: number,
    });
  });

  it('still refuses a number that is taken', async () => {
    const number = freshPersonalNumber();
    expect((await createUser(number)).statusCode).toBe(201);
    const again = await createUser(number);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { national_id: 'User already exists' } });
    const [count] = await sql<{ users: number }>(
      'select count(*)::int as users from users where national_id_index = ?',
      [testNationalIds().index(number)],
    );
    expect(count?.users).toBe(1);
  });

  it('is what the migration makes of numbers stored in plain text; its revert opens them again', async () => {
    const number = freshPersonalNumber();
    const created = await createUser(number);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const migrator = api.orm.getMigrator();
    const migration = 'Migration20261127164123';

    await migrator.down({ migrations: [migration] });
    const [reverted] = await sql<{ national_id: string }>(
      'select national_id from users where id = ?',
      [id],
    );
    expect(reverted?.national_id).toBe(number);

    await migrator.up({ migrations: [migration] });
    expect(await columnsHolding(number)).toEqual([]);
    const [sealed] = await sql<{ national_id_sealed: string; national_id_index: string }>(
      'select national_id_sealed, national_id_index from users where id = ?',
      [id],
    );
    expect(testNationalIds().open(sealed?.national_id_sealed ?? '')).toBe(number);
    expect(sealed?.national_id_index).toBe(testNationalIds().index(number));
    // Every demo user with a number is sealed again too, and none is left in plain text.
    const [left] = await sql<{ plain: number }>(
      `select count(*)::int as plain from users
        where national_id_sealed is not null and national_id_sealed not like 'v1:test1:%'`,
    );
    expect(left?.plain).toBe(0);
    const landing = await new EidBrowser(api).loginWithEid(number);
    expect(landing.token).toBeTruthy();
  });

  it('seals every number again under a new key after a rotation, and back', async () => {
    const number = freshPersonalNumber();
    const created = await createUser(number);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    // The run's key (test1, see api-global-setup.ts) stays listed: a new key k2 becomes current.
    const rotatedKeys = `k2:${randomBytes(32).toString('base64')},${process.env.NATIONAL_ID_KEYS}`;
    const indexKey = process.env.NATIONAL_ID_INDEX_KEY ?? '';
    const rotated = new NationalIdCipher({ keys: rotatedKeys, currentKeyId: 'k2', indexKey });
    const sealedOf = async () =>
      (
        await sql<{ sealed: string }>(
          'select national_id_sealed as sealed from users where id = ?',
          [id],
        )
      )[0]?.sealed ?? '';

    expect(await resealNationalIds(api.orm.em.fork(), rotated)).toBeGreaterThan(0);
    expect(await sealedOf()).toMatch(/^v1:k2:/);
    expect(rotated.open(await sealedOf())).toBe(number);
    const [stale] = await sql<{ count: number }>(
      `select count(*)::int as count from users
        where national_id_sealed is not null and national_id_sealed not like 'v1:k2:%'`,
    );
    expect(stale?.count).toBe(0);
    // The blind index does not change with the sealing key.
    expect(rotated.index(number)).toBe(testNationalIds().index(number));

    // Back under the run's key, which the app under test holds.
    const back = new NationalIdCipher({ keys: rotatedKeys, currentKeyId: 'test1', indexKey });
    expect(await resealNationalIds(api.orm.em.fork(), back)).toBeGreaterThan(0);
    expect(testNationalIds().open(await sealedOf())).toBe(number);
  });
});
