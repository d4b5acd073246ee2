import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import { UserFixtures } from '../support/user-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface Created {
  id: number;
  uuid: string;
  email: string;
  role: string;
  permissions: string[];
  extra_permissions: string[];
  health_coach: { uuid: string } | null;
  companies: { uuid: string; company_role: string }[];
  company_units: { uuid: string }[];
}

const LEDNING = DEMO_COMPANY.units[0].uuid;
const PRODUKTION = DEMO_COMPANY.units[1].uuid;

describe('POST /api/users', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let sequence = 0;

  /** A valid client form with an unused e-mail and national id. */
  const clientForm = (overrides: Record<string, unknown> = {}) => {
    sequence++;
    return {
      first_name: 'Nora',
      last_name: 'Ny',
      email: `created-${sequence}@sinnro.test`,
      phone: '070-1234567',
      national_id: `1990010199${String(sequence).padStart(2, '0')}`,
      ...overrides,
    };
  };
  const create = async (
    email: string,
    payload: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ) => {
    const response = await fixtures.as(email, 'POST', '/api/users', { payload, language });
    if (response.statusCode === 201) fixtures.track(response.json<Created>().id);
    return response;
  };
  const errorsOf = (response: { json: <T>() => T }) => response.json<{ errors: object }>().errors;
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

  describe('validation', () => {
    it.each([
      [
        'en',
        {
          first_name: 'First name is required',
          last_name: 'Last name is required',
          email: 'Email is required',
          phone: 'Phone number is required',
          national_id: 'National ID is required',
        },
        'The given data was invalid',
      ],
      [
        'sv',
        {
          first_name: 'Förnamn är obligatoriskt',
          last_name: 'Efternamn är obligatoriskt',
          email: 'E-post är obligatoriskt',
          phone: 'Telefonnummer är obligatoriskt',
          national_id: 'Personnummer är obligatoriskt',
        },
        'De angivna uppgifterna är ogiltiga',
      ],
    ] as const)(
      'names every missing field of a client, in %s',
      async (language, errors, message) => {
        const response = await create('admin@example.com', {}, language);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, errors });
      },
    );

    it.each([
      [
        'en',
        {
          email: 'Invalid email',
          phone: 'Phone number must be fewer than 15 characters',
          national_id: 'National ID must be 12 digits',
          birth_year: 'Enter a birth year between 1900 and this year',
          default_lang: 'Language must be sv or en',
          role: 'Unknown role',
          health_coach: 'Must be a valid id',
        },
      ],
      [
        'sv',
        {
          email: 'Ogiltig e-postadress',
          phone: 'Telefonnumret måste vara kortare än 15 tecken',
          national_id: 'Personnumret måste ha 12 siffror',
          birth_year: 'Ange ett födelseår mellan 1900 och i år',
          default_lang: 'Språket måste vara sv eller en',
          role: 'Okänd roll',
          health_coach: 'Måste vara ett giltigt id',
        },
      ],
    ] as const)('names every malformed field, in %s', async (language, errors) => {
      const response = await create(
        'admin@example.com',
        clientForm({
          email: 'not-an-email',
          phone: '070 123 456 789 0',
          national_id: '19900101',
          birth_year: new Date().getUTCFullYear() + 1,
          default_lang: 'de',
          role: 'wizard',
          health_coach: 'coach-7',
        }),
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual(errors);
    });

    it.each([
      [
        'en',
        'National ID must contain only numbers',
        'Phone number may only contain digits, spaces, hyphens and a leading +',
      ],
      [
        'sv',
        'Personnumret får bara innehålla siffror',
        'Telefonnumret får bara innehålla siffror, mellanslag, bindestreck och ett inledande +',
      ],
    ] as const)(
      'refuses letters in the national id and phone, in %s',
      async (language, nationalId, phone) => {
        const response = await create(
          'admin@example.com',
          clientForm({ national_id: '19900101123X', phone: '070-CALL-ME' }),
          language,
        );
        expect(errorsOf(response)).toEqual({ national_id: nationalId, phone });
      },
    );

    it('does not require a national id of staff', async () => {
      const response = await create(
        'admin@example.com',
        clientForm({ role: 'cc', national_id: undefined }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ role: 'cc', national_id: null });
    });

    it('refuses codes, coaches, companies and units that do not exist', async () => {
      const response = await create(
        'admin@example.com',
        clientForm({
          gender: 'unicorn',
          position: 'astronaut',
          specialty: 'alchemy',
          health_coach: '5e1d0c0a-0000-4000-8000-0000000000ff',
          company_uuid: '5e1d0c0a-0000-4000-8000-0000000000ff',
          unit_uuid: PRODUKTION,
        }),
      );
      expect(errorsOf(response)).toEqual({
        gender: 'Unknown choice: pick one of the options in the list',
        position: 'Unknown choice: pick one of the options in the list',
        specialty: 'Unknown choice: pick one of the options in the list',
        health_coach: 'There is no active health coach or therapist with this id',
        company_uuid: 'There is no such company',
      });
    });

    it('refuses a unit of another company', async () => {
      const other = await fixtures.company('Tredje Bolaget AB', ['Verkstad']);
      const response = await create(
        'admin@example.com',
        clientForm({ company_uuid: other.company.uuid, unit_uuid: LEDNING }),
      );
      expect(errorsOf(response)).toEqual({ unit_uuid: 'There is no such unit in the company' });
    });

    it('refuses an e-mail or national id that is taken, in either language', async () => {
      const taken = clientForm();
      expect((await create('admin@example.com', taken)).statusCode).toBe(201);
      const again = clientForm({
        email: `  ${taken.email.toUpperCase()} `,
        national_id: taken.national_id,
      });
      const en = await create('admin@example.com', again);
      expect(errorsOf(en)).toEqual({
        email: 'Email already exists',
        national_id: 'User already exists',
      });
      const sv = await create('admin@example.com', again, 'sv');
      expect(errorsOf(sv)).toEqual({
        email: 'E-postadressen finns redan',
        national_id: 'Användaren finns redan',
      });
    });

    it('keeps one account when two creates with one e-mail race, and answers the other 400', async () => {
      const form = clientForm({ permissions: ['insurance.read.[*]'] });
      const responses = await Promise.all([
        create('admin@example.com', form),
        create('admin@example.com', { ...form, national_id: '199001019999' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      const refused = responses.find((response) => response.statusCode === 400);
      expect(refused && errorsOf(refused)).toMatchObject({ email: 'Email already exists' });
      const rows = await sql<{ id: number }>('select id from users where email = ?', [form.email]);
      expect(rows).toHaveLength(1);
      const grants = await sql<{ user_id: number }>(
        `select g.user_id from user_permission_grants g where g.permission = 'insurance.read.[*]'
         and g.user_id not in (select id from users)`,
      );
      expect(grants).toEqual([]);
    });
  });

  describe('extra permissions', () => {
    it('names the bad part of a malformed grant, for each one', async () => {
      const response = await create(
        'admin@example.com',
        clientForm({
          permissions: ['user.read.[galaxy]', 'user.fly.[*]', 'company.read.[company]'],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual({
        permissions: [
          'Invalid permission: Unknown scope "[galaxy]" in "user.read.[galaxy]"',
          'Invalid permission: Unknown action "fly" in "user.fly.[*]"',
        ],
      });
    });

    it('are for admins to give', async () => {
      const response = await create(
        'hc@example.com',
        clientForm({ permissions: ['company.read.[company]'] }),
        'sv',
      );
      expect(errorsOf(response)).toEqual({
        permissions: 'Bara administratörer får ge extra behörigheter',
      });
    });
  });

  describe('who may create whom', () => {
    it('an admin: any role, with grants, company and unit, in one go', async () => {
      const hc = await create(
        'admin@example.com',
        clientForm({
          role: 'hc',
          national_id: undefined,
          email: '  New.Coach@Sinnro.TEST ',
          first_name: '  Hedda ',
          permissions: ['company.read.[company]', 'company.read.[company]'],
          company_uuid: DEMO_COMPANY.uuid,
          unit_uuid: PRODUKTION,
          gender: 'female',
          position: 'health-coach',
          specialty: 'sleep',
          default_lang: 'en',
          birth_year: 1980,
        }),
      );
      expect(hc.statusCode).toBe(201);
      const body = hc.json<Created>();
      expect(body).toMatchObject({
        email: 'new.coach@sinnro.test',
        first_name: 'Hedda',
        profile: { first_name: 'Hedda', last_name: 'Ny' },
        role: 'hc',
        roles: ['hc'],
        gender: 'female',
        position: 'health-coach',
        specialty: 'sleep',
        default_lang: 'en',
        birth_year: 1980,
        health_coach: null,
        extra_permissions: ['company.read.[company]'],
        companies: [{ uuid: DEMO_COMPANY.uuid, company_role: 'standard-user' }],
        company_units: [{ uuid: PRODUKTION, company_uuid: DEMO_COMPANY.uuid }],
        blocked_at: null,
        invitation: null,
      });
      expect(body.permissions).toEqual(
        expect.arrayContaining(['user.create.[*]', 'company.read.[company]']),
      );
      const stored = await api.orm.em
        .fork()
        .findOneOrFail(User, { id: body.id }, { populate: ['passwordHash'] });
      expect(stored.passwordHash).toBeNull();
      const events = await sql<{ event: string; details: { role: string } }>(
        `select event, details from audit_events where subject_id = ?`,
        [body.uuid],
      );
      expect(events).toEqual([
        { event: 'user.create', details: { role: 'hc', permissions: ['company.read.[company]'] } },
      ]);
    });

    it('a health coach: clients only, and may place them in a company', async () => {
      const refused = await create('hc@example.com', clientForm({ role: 'hc' }));
      expect(errorsOf(refused)).toEqual({ role: 'You may not give users this role' });
      const coach = await api.orm.em.fork().findOneOrFail(User, { email: 'hc@example.com' });
      const client = await create(
        'hc@example.com',
        clientForm({ company_uuid: DEMO_COMPANY.uuid, health_coach: coach.uuid }),
      );
      expect(client.statusCode).toBe(201);
      expect(client.json()).toMatchObject({
        role: 'client',
        health_coach: { uuid: coach.uuid, first_name: 'Hugo' },
        companies: [{ uuid: DEMO_COMPANY.uuid }],
      });
      const log = await sql<{ actor_uuid: string; action: string; resource: string }>(
        'select actor_uuid, action, resource from access_log where client_uuid = ?',
        [client.json<Created>().uuid],
      );
      expect(log).toEqual([{ actor_uuid: coach.uuid, action: 'create', resource: 'user.profile' }]);
    });

    it('a premium therapist: clients of their own, nowhere else', async () => {
      const premium = await api.orm.em
        .fork()
        .findOneOrFail(User, { email: 'therapist-premium@example.com' });
      const hc = await api.orm.em.fork().findOneOrFail(User, { email: 'hc@example.com' });
      const refused = await create(
        'therapist-premium@example.com',
        clientForm({
          role: 'clinic-therapist',
          company_uuid: DEMO_COMPANY.uuid,
          health_coach: hc.uuid,
        }),
      );
      expect(errorsOf(refused)).toEqual({
        role: 'You may not give users this role',
        company_uuid: 'You may not place users in companies',
        health_coach: 'You may not choose the health coach',
      });

      const created = await create('therapist-premium@example.com', clientForm());
      expect(created.statusCode).toBe(201);
      const client = created.json<Created>();
      expect(client.health_coach).toMatchObject({ uuid: premium.uuid });
      const own = await fixtures.as(
        'therapist-premium@example.com',
        'GET',
        `/api/users/${client.id}/edit`,
      );
      expect(own.statusCode).toBe(200);
      const foreign = await fixtures.as(
        'clinic-therapist@example.com',
        'GET',
        `/api/users/${client.id}/edit`,
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('not a clinic therapist, company admin or client', async () => {
      for (const email of [
        'clinic-therapist@example.com',
        'company-admin@example.com',
        'client@example.com',
      ]) {
        const response = await create(email, clientForm());
        expect({ email, status: response.statusCode }).toEqual({ email, status: 403 });
      }
    });
  });
});
