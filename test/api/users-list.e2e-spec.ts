import { DEMO_ACCOUNTS, DEMO_CLINIC, DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import { UserFixtures } from '../support/user-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface Row {
  id: number;
  email: string;
  first_name: string;
  role: string;
  created_at: string;
}

interface Page {
  data: Row[];
  total: number;
  page: number;
  per_page: number;
}

const LEDNING = DEMO_COMPANY.units[0].uuid;
const FIRST_NAMES = [
  'Hanna',
  'Adam',
  'Lisa',
  'Bertil',
  'Kim',
  'Cecilia',
  'Jon',
  'Dora',
  'Ivar',
  'Elin',
  'Gustav',
  'Frida',
];

describe('user lists', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let otherCompanyMember: User;
  let premiumClients: User[];

  const list = async (email: string, query = '') =>
    fixtures.as(email, 'GET', `/api/users/list${query}`);
  const page = async (email: string, query = '') => {
    const response = await list(email, query);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const emails = (body: Page) => body.data.map((row) => row.email).sort();
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const premium = await fixtures.id('therapist-premium@example.com');
    const clients: User[] = [];
    for (const [index, firstName] of FIRST_NAMES.entries()) {
      const number = String(index + 1).padStart(2, '0');
      clients.push(
        await fixtures.user({
          email: `listfix-${number}@sinnro.test`,
          firstName,
          lastName: `Listsson${number}`,
          healthCoach: index < 2 ? premium : null,
        }),
      );
    }
    premiumClients = clients.slice(0, 2);
    const other = await fixtures.company('Andra Bolaget AB', ['Lager']);
    otherCompanyMember = await fixtures.user({
      email: 'other-company@sinnro.test',
      firstName: 'Otto',
      lastName: 'Annan',
    });
    await fixtures.member(otherCompanyMember.id, other.company.uuid, {
      unitUuid: other.units[0]?.uuid,
      companyRole: 'company-admin',
    });
    // The demo clinic admin runs a clinic: the demo company.
    await fixtures.member(await fixtures.id('clinic-admin@example.com'), DEMO_COMPANY.uuid);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('GET /api/users/list', () => {
    it('pages through the matches, 1-based, sorted by name by default', async () => {
      const pages = [
        await page('admin@example.com', '?keyword=listfix&per_page=5'),
        await page('admin@example.com', '?keyword=listfix&per_page=5&page=2'),
        await page('admin@example.com', '?keyword=listfix&per_page=5&page=3'),
      ];
      expect(pages.map(({ total, page, per_page }) => ({ total, page, per_page }))).toEqual([
        { total: 12, page: 1, per_page: 5 },
        { total: 12, page: 2, per_page: 5 },
        { total: 12, page: 3, per_page: 5 },
      ]);
      expect(pages.map((body) => body.data.length)).toEqual([5, 5, 2]);
      const names = pages.flatMap((body) => body.data.map((row) => row.first_name));
      expect(names).toEqual([...FIRST_NAMES].sort());
    });

    it('answers 25 rows a page unless asked otherwise', async () => {
      const body = await page('admin@example.com');
      expect(body).toMatchObject({ page: 1, per_page: 25 });
      expect(body.data.length).toBe(Math.min(25, body.total));
    });

    it('finds every word of the keyword in names or e-mail, whatever the case', async () => {
      expect(emails(await page('admin@example.com', '?keyword=LISTFIX%20bertil'))).toEqual([
        'listfix-04@sinnro.test',
      ]);
      expect(emails(await page('admin@example.com', '?keyword=listsson07'))).toEqual([
        'listfix-07@sinnro.test',
      ]);
      // Other test files may add their own Klara to the run's database: check the demo one is
      // found and that every row found is a Klara.
      const klaras = await page('admin@example.com', '?keyword=Klara');
      expect(emails(klaras)).toContain('client@example.com');
      expect(klaras.data.every((row) => row.first_name === 'Klara')).toBe(true);
      // LIKE wildcards in the keyword are plain characters.
      expect((await page('admin@example.com', '?keyword=listfix%25')).total).toBe(0);
      expect((await page('admin@example.com', '?keyword=listfix_0')).total).toBe(0);
    });

    it('sorts by e-mail, creation time or role, either way', async () => {
      const byEmail = await page(
        'admin@example.com',
        '?keyword=listfix&order_by=email&order=desc&per_page=3',
      );
      expect(byEmail.data.map((row) => row.email)).toEqual([
        'listfix-12@sinnro.test',
        'listfix-11@sinnro.test',
        'listfix-10@sinnro.test',
      ]);
      const byCreation = await page(
        'admin@example.com',
        '?keyword=listfix&order_by=created_at&order=ASC',
      );
      const times = byCreation.data.map((row) => row.created_at);
      expect(times).toEqual([...times].sort());
      const byRole = await page(
        'admin@example.com',
        '?order_by=role&per_page=100&keyword=example.com',
      );
      const roles = byRole.data.map((row) => row.role);
      expect(roles).toEqual([...roles].sort());
    });

    it('filters by role', async () => {
      const body = await page('admin@example.com', '?role=hc&per_page=100');
      expect(body.data.every((row) => row.role === 'hc')).toBe(true);
      expect(emails(body)).toContain('hc@example.com');
    });

    it('answers each row with the user’s coach and companies', async () => {
      const body = await page('admin@example.com', '?keyword=listfix-01');
      const premium = await api.orm.em
        .fork()
        .findOneOrFail(User, { email: 'therapist-premium@example.com' });
      expect(body.data).toEqual([
        {
          id: premiumClients[0]?.id,
          uuid: premiumClients[0]?.uuid,
          first_name: 'Hanna',
          last_name: 'Listsson01',
          name: 'Hanna Listsson01',
          email: 'listfix-01@sinnro.test',
          phone: null,
          role: 'client',
          role_name: 'client',
          default_lang: 'sv',
          created_at: expect.any(String) as string,
          blocked_at: null,
          protected_identity: false,
          health_coach: { uuid: premium.uuid, first_name: 'Petra', last_name: 'Berg' },
          companies: [],
        },
      ]);
      const member = await page('admin@example.com', '?keyword=other-company');
      expect(member.data[0]).toMatchObject({ companies: [{ name: 'Andra Bolaget AB' }] });
    });

    it.each([
      ['?per_page=101', 'per_page'],
      ['?page=0', 'page'],
      ['?order_by=password', 'order_by'],
      ['?order=sideways', 'order'],
      ['?role=wizard', 'role'],
      ['?sort=name', 'sort'],
    ])('refuses %s naming the field', async (query, field) => {
      const response = await list('admin@example.com', query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    });

    describe('shows only the users in the caller’s scope', () => {
      it('an admin or health coach: everyone', async () => {
        const [{ count }] = await sql<{ count: string }>('select count(*) from users');
        for (const email of ['admin@example.com', 'hc@example.com']) {
          const body = await page(email, '?per_page=100');
          expect(body.total).toBe(Number(count));
          expect(emails(body)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
          expect(emails(body)).toContain('other-company@sinnro.test');
        }
      });

      it('a company admin: the members of their units', async () => {
        const members = await sql<{ email: string }>(
          `select u.email from users u join company_unit_members m on m.user_id = u.id
           join company_units cu on cu.id = m.unit_id where cu.uuid = ? order by u.email`,
          [LEDNING],
        );
        const body = await page('company-admin@example.com', '?per_page=100');
        expect(emails(body)).toEqual(members.map((member) => member.email));
        expect(emails(body)).toEqual(
          expect.arrayContaining(['client@example.com', 'company-admin@example.com']),
        );
        expect(emails(body)).not.toContain('other-company@sinnro.test');
      });

      it('a clinic admin: the members of their company', async () => {
        // The demo company (by the fixture membership above) and the seeded demo clinic.
        const members = await sql<{ email: string }>(
          `select distinct u.email from users u join company_members m on m.user_id = u.id
           join companies c on c.id = m.company_id where c.uuid in (?, ?) order by u.email`,
          [DEMO_COMPANY.uuid, DEMO_CLINIC.uuid],
        );
        const body = await page('clinic-admin@example.com', '?per_page=100');
        expect(emails(body)).toEqual(members.map((member) => member.email));
        expect(emails(body)).toEqual(
          expect.arrayContaining(['client@example.com', 'company-admin@example.com']),
        );
        expect(emails(body)).not.toContain('listfix-01@sinnro.test');
      });

      it('a therapist: their own clients', async () => {
        // The demo client by the seeded therapist assignment, the fixtures by their health coach.
        expect(emails(await page('therapist-premium@example.com', '?per_page=100'))).toEqual([
          'client@example.com',
          'listfix-01@sinnro.test',
          'listfix-02@sinnro.test',
        ]);
        // The clinic therapist treats the seeded clinic client only.
        expect(emails(await page('clinic-therapist@example.com'))).toEqual([DEMO_CLINIC.client]);
      });

      it('a client: no list at all', async () => {
        const response = await list('client@example.com');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: 'Access denied' });
      });
    });

    it('costs the same number of SQL statements whatever the page size or scope', async () => {
      const knex = api.orm.em.getConnection().getKnex();
      const statementsFor = async (email: string, query: string) => {
        await list(email, query); // log in outside the count
        let statements = 0;
        const count = () => {
          statements++;
        };
        knex.on('query', count);
        try {
          expect((await list(email, query)).statusCode).toBe(200);
        } finally {
          knex.removeListener('query', count);
        }
        return statements;
      };
      const small = await statementsFor('admin@example.com', '?per_page=2');
      const large = await statementsFor('admin@example.com', '?per_page=100');
      const scoped = await statementsFor('company-admin@example.com', '?per_page=100');
      const therapist = await statementsFor('therapist-premium@example.com', '?per_page=100');
      expect(small).toBeGreaterThan(0);
      expect([large, scoped, therapist]).toEqual([small, small, small]);
    });
  });

  describe('POST /api/users/full-list-by-roles', () => {
    const byRoles = (email: string, payload: unknown, language: 'sv' | 'en' = 'en') =>
      fixtures.as(email, 'POST', '/api/users/full-list-by-roles', {
        payload: payload as Record<string, unknown>,
        language,
      });

    it('answers the users in scope with those roles as userList', async () => {
      const response = await byRoles('admin@example.com', { roles: ['hc', 'cc'] });
      expect(response.statusCode).toBe(200);
      const { userList } = response.json<{ userList: { email: string; role: string }[] }>();
      expect(userList.every((user) => ['hc', 'cc'].includes(user.role))).toBe(true);
      const hc = await api.orm.em.fork().findOneOrFail(User, { email: 'hc@example.com' });
      expect(userList).toContainEqual({
        id: hc.id,
        uuid: hc.uuid,
        name: 'Hugo Holm',
        first_name: 'Hugo',
        last_name: 'Holm',
        email: 'hc@example.com',
        role: 'hc',
      });
      expect(userList.map((user) => user.email)).toContain('cc@example.com');
    });

    it('filters by the caller’s scope', async () => {
      const response = await byRoles('company-admin@example.com', { roles: ['client', 'hc'] });
      const { userList } = response.json<{ userList: { email: string }[] }>();
      expect(userList.map((user) => user.email)).not.toContain('hc@example.com');
      expect(userList.map((user) => user.email)).toContain('client@example.com');
      expect((await byRoles('client@example.com', { roles: ['client'] })).statusCode).toBe(403);
    });

    it.each([
      ['en', {}, 'Choose at least one role'],
      ['en', { roles: [] }, 'Choose at least one role'],
      ['sv', { roles: [] }, 'Välj minst en roll'],
      ['en', { roles: ['wizard'] }, 'Unknown role'],
      ['sv', { roles: ['wizard'] }, 'Okänd roll'],
    ] as const)('in %s, refuses %j', async (language, payload, text) => {
      const response = await byRoles('admin@example.com', payload, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { roles: text } });
    });
  });

  describe('health coaches', () => {
    it('lists the active health coaches by name', async () => {
      await fixtures.user({
        email: 'blocked-coach@sinnro.test',
        firstName: 'Aron',
        lastName: 'Spärrad',
        role: 'hc',
        blockedAt: new Date(),
      });
      const response = await fixtures.as(
        'therapist-premium@example.com',
        'GET',
        '/api/users/full-list-by-role/hc',
      );
      expect(response.statusCode).toBe(200);
      const coaches = response.json<{ email: string; role: string; name: string }[]>();
      expect(coaches.every((coach) => coach.role === 'hc')).toBe(true);
      expect(coaches.map((coach) => coach.email)).not.toContain('blocked-coach@sinnro.test');
      expect(coaches).toContainEqual(
        expect.objectContaining({ email: 'hc@example.com', name: 'Hugo Holm' }),
      );
    });

    it('answers the first active health coach by id as the default', async () => {
      const [first] = await sql<{ id: number; uuid: string }>(
        `select id, uuid from users where role = 'hc' and blocked_at is null order by id limit 1`,
      );
      const response = await fixtures.as('admin@example.com', 'GET', '/api/users/get-default-hc');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: first?.id, uuid: first?.uuid, role: 'hc' });
      const client = await fixtures.as('client@example.com', 'GET', '/api/users/get-default-hc');
      expect(client.statusCode).toBe(403);
    });

    it('answers null when no health coach is active', async () => {
      const active = await sql<{ id: number }>(
        `update users set blocked_at = now() where role = 'hc' and blocked_at is null returning id`,
      );
      try {
        const response = await fixtures.as('admin@example.com', 'GET', '/api/users/get-default-hc');
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('null');
      } finally {
        await sql('update users set blocked_at = null where id in (?)', [
          active.map((row) => row.id),
        ]);
      }
    });
  });
});
