import {
  DEMO_ACCOUNTS,
  DEMO_OTHER_COMPANY,
  DEFAULT_SEED_PASSWORD,
} from 'src/database/seeders/demo-accounts';
import { SeederRefusedError, seedDemoData } from 'src/database/seeders/demo-seeder';
import { createDatabase, dropDatabase } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { uniqueName } from '../support/test-environment';

const TABLES = ['users', 'companies', 'company_units', 'company_members', 'company_unit_members'];

describe('the demo seeder', () => {
  let api: TestApp;
  // A database of its own: other test files add accounts to the run's shared database.
  const name = uniqueName('sinnro_seed_test');

  beforeAll(async () => {
    api = await startTestApp({ DATABASE_URL: await createDatabase(name) });
  });
  afterAll(async () => {
    await api.close();
    await dropDatabase(name);
  });

  async function snapshot(): Promise<Record<string, unknown[]>> {
    const connection = api.orm.em.getConnection();
    const result: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      result[table] = await connection.execute(`select * from "${table}" order by id`);
    }
    return result;
  }

  const seed = () =>
    seedDemoData(api.orm.em.fork(), { nodeEnv: 'test', password: DEFAULT_SEED_PASSWORD });

  it('creates one account per role, the company admin, a company with two units and a sub-unit, and a second company with a member', async () => {
    await seed();
    const connection = api.orm.em.getConnection();
    const users = await connection.execute<{ email: string; role: string }[]>(
      'select email, role from users order by email',
    );
    // The demo accounts, and the member of the second ("foreign") company.
    expect(users).toHaveLength(DEMO_ACCOUNTS.length + 1);
    expect(users.map((user) => user.email)).toContain(DEMO_OTHER_COMPANY.member.email);
    expect(new Set(users.map((user) => user.role))).toEqual(
      new Set([
        'admin',
        'cc',
        'hc',
        'client',
        'clinic-admin',
        'clinic-therapist',
        'therapist-premium',
      ]),
    );
    expect(users.map((user) => user.email)).toContain('company-admin@example.com');
    const units = await connection.execute<{ name: string; parent: string | null }[]>(
      `select u.name, p.name as parent from company_units u
       left join company_units p on p.id = u.parent_id order by u.id`,
    );
    expect(units).toEqual([
      { name: 'Ledning', parent: null },
      { name: 'Produktion', parent: null },
      { name: 'Produktion Göteborg', parent: 'Produktion' },
      { name: DEMO_OTHER_COMPANY.unit.name, parent: null },
    ]);
  });

  it('changes nothing when run again: same rows, same values, nothing created', async () => {
    await seed();
    const before = await snapshot();
    const second = await seed();
    expect(second.created).toBe(0);
    expect(await snapshot()).toEqual(before);
    expect(before.users).toHaveLength(DEMO_ACCOUNTS.length + 1);
  });

  it('refuses to run in production', async () => {
    await expect(
      seedDemoData(api.orm.em.fork(), { nodeEnv: 'production', password: DEFAULT_SEED_PASSWORD }),
    ).rejects.toThrow(SeederRefusedError);
  });
});
