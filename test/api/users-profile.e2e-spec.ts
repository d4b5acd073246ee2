import { TokenService } from 'src/access/token.service';
import { User } from 'src/users/user.entity';
import { UserFixtures } from '../support/user-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface Profile {
  id: number;
  uuid: string;
  phone: string | null;
  birth_year: number | null;
  gender: string | null;
  position: string | null;
  specialty: string | null;
  default_lang: string;
  profile: { first_name: string; last_name: string };
}

describe('own profile, language and reference lists', () => {
  let api: TestApp;
  let fixtures: UserFixtures;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('GET /api/user-id', () => {
    it('answers the caller’s id and uuid', async () => {
      const client = await api.orm.em.fork().findOneOrFail(User, { email: 'client@example.com' });
      const response = await fixtures.as('client@example.com', 'GET', '/api/user-id');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: client.id, uuid: client.uuid });
    });
  });

  describe('POST /api/users/update-current-user-profile', () => {
    const email = 'profile-owner@sinnro.test';
    const clinician = 'profile-clinician@sinnro.test';
    const update = (
      payload: Record<string, unknown>,
      language: 'sv' | 'en' = 'en',
      caller: string = email,
    ) =>
      fixtures.as(caller, 'POST', '/api/users/update-current-user-profile', { payload, language });

    beforeAll(async () => {
      await fixtures.user(
        { email, firstName: 'Pia', lastName: 'Profil', phone: '0701234567' },
        { withPassword: true },
      );
      await fixtures.user(
        { email: clinician, firstName: 'Kim', lastName: 'Kliniker', role: 'clinic-therapist' },
        { withPassword: true },
      );
    });

    it('changes the fields sent, trimmed, and answers the updated profile', async () => {
      const response = await update({
        first_name: '  Petra ',
        last_name: 'Profilsson',
        phone: '+46 70 7654321',
        birth_year: 1985,
        gender: 'female',
        default_lang: 'en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Profile>()).toMatchObject({
        profile: { first_name: 'Petra', last_name: 'Profilsson' },
        phone: '+46 70 7654321',
        birth_year: 1985,
        gender: 'female',
        position: null,
        specialty: null,
        default_lang: 'en',
      });
    });

    it('lets a clinician set and clear their position and specialty', async () => {
      const set = await update({ position: 'manager', specialty: 'stress' }, 'en', clinician);
      expect(set.statusCode).toBe(200);
      expect(set.json<Profile>()).toMatchObject({ position: 'manager', specialty: 'stress' });
      const cleared = await update({ specialty: null }, 'en', clinician);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json<Profile>()).toMatchObject({ position: 'manager', specialty: null });
    });

    it.each([
      ['en', 'Position and specialty belong to clinicians’ profiles only'],
      ['sv', 'Befattning och specialitet hör bara till behandlarnas profiler'],
    ] as const)(
      'refuses a position and a specialty from a client and stores nothing, in %s',
      async (language, text) => {
        const response = await update(
          { first_name: 'Pernilla', position: 'manager', specialty: 'stress' },
          language,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<{ errors: unknown }>().errors).toEqual({
          position: text,
          specialty: text,
        });
        const stored = await api.orm.em.fork().findOneOrFail(User, { email });
        expect(stored).toMatchObject({ firstName: 'Petra', position: null, speciality: null });
        // Sending them empty is harmless: the fields stay empty.
        expect((await update({ position: null, specialty: null }, language)).statusCode).toBe(200);
      },
    );

    it('leaves out fields not sent and clears the clearable ones sent as null', async () => {
      const response = await update({ gender: null, birth_year: null });
      expect(response.statusCode).toBe(200);
      expect(response.json<Profile>()).toMatchObject({
        profile: { first_name: 'Petra' },
        gender: null,
        birth_year: null,
        default_lang: 'en',
      });
    });

    it.each([
      [
        'en',
        {
          first_name: 'First name is required',
          last_name: 'Last name is required',
          phone: 'Phone number is required',
        },
      ],
      [
        'sv',
        {
          first_name: 'Förnamn är obligatoriskt',
          last_name: 'Efternamn är obligatoriskt',
          phone: 'Telefonnummer är obligatoriskt',
        },
      ],
    ] as const)('refuses emptied names and phone, in %s', async (language, errors) => {
      const response = await update({ first_name: ' ', last_name: null, phone: '' }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        message:
          language === 'en' ? 'The given data was invalid' : 'De angivna uppgifterna är ogiltiga',
        errors,
      });
    });

    it.each([
      [
        'en',
        {
          phone: 'Phone number must be fewer than 15 characters',
          birth_year: 'Enter a birth year between 1900 and this year',
          default_lang: 'Language must be sv or en',
        },
      ],
      [
        'sv',
        {
          phone: 'Telefonnumret måste vara kortare än 15 tecken',
          birth_year: 'Ange ett födelseår mellan 1900 och i år',
          default_lang: 'Språket måste vara sv eller en',
        },
      ],
    ] as const)('names each invalid field, in %s', async (language, errors) => {
      const response = await update(
        { phone: '+46 70 123 45 678', birth_year: 1850, default_lang: 'de' },
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: unknown }>().errors).toEqual(errors);
    });

    it('refuses codes that are not in the reference lists', async () => {
      const response = await update(
        { gender: 'unicorn', position: 'astronaut', specialty: 'cbt' },
        'en',
        clinician,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: unknown }>().errors).toEqual({
        gender: 'Unknown choice: pick one of the options in the list',
        position: 'Unknown choice: pick one of the options in the list',
      });
    });

    it('refuses fields that are not the caller’s to change', async () => {
      const response = await update({ email: 'other@sinnro.test', role: 'admin' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
        'email',
        'role',
      ]);
    });

    it('logs an admin’s change of a client’s profile under impersonation, not the client’s own', async () => {
      const em = api.orm.em.fork();
      const client = await em.findOneOrFail(User, { email });
      const admin = await em.findOneOrFail(User, { email: 'admin@example.com' });
      const logRows = () =>
        api.orm.em
          .getConnection()
          .execute<{ actor_uuid: string; acting_as_uuid: string | null; action: string }[]>(
            `select actor_uuid, acting_as_uuid, action from access_log
             where client_uuid = ? and resource = 'user.profile' order by id`,
            [client.uuid],
          );
      expect(await logRows()).toEqual([]);

      // Started "with changes": a read-only impersonation changes nothing (impersonation test).
      const impersonation = await api.app
        .get(TokenService)
        .issue(client, { uuid: admin.uuid, readOnly: false });
      const response = await api.request({
        method: 'POST',
        url: '/api/users/update-current-user-profile',
        payload: { first_name: 'Paula' },
        headers: { authorization: `Bearer ${impersonation}` },
      });
      expect(response.statusCode).toBe(200);
      expect(await logRows()).toEqual([
        { actor_uuid: admin.uuid, acting_as_uuid: client.uuid, action: 'update' },
      ]);
    });
  });

  describe('GET /api/user/update_language/{locale}', () => {
    it('stores sv or en as the default language', async () => {
      const email = 'language@sinnro.test';
      await fixtures.user({ email, firstName: 'Lo', lastName: 'Språk' }, { withPassword: true });
      const response = await fixtures.as(email, 'GET', '/api/user/update_language/en');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ default_lang: 'en' });
      const stored = await api.orm.em.fork().findOneOrFail(User, { email });
      expect(stored.defaultLang).toBe('en');
    });

    it('refuses another language with a clear message', async () => {
      const response = await fixtures.as(
        'client@example.com',
        'GET',
        '/api/user/update_language/de',
        {
          language: 'sv',
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Okänt språk "de": använd sv eller en',
        errors: { locale: 'Okänt språk "de": använd sv eller en' },
      });
    });
  });

  describe('reference lists', () => {
    it('lists genders in list order, named in the language asked for', async () => {
      const sv = await fixtures.as('client@example.com', 'GET', '/api/gender/full-list/sv');
      const en = await fixtures.as('client@example.com', 'GET', '/api/gender/full-list/en');
      expect(sv.statusCode).toBe(200);
      const names = (response: typeof sv) =>
        response.json<{ code: string; name: string }[]>().map(({ code, name }) => [code, name]);
      expect(names(sv)).toEqual([
        ['female', 'Kvinna'],
        ['male', 'Man'],
        ['non-binary', 'Icke-binär'],
        ['undisclosed', 'Vill inte uppge'],
      ]);
      expect(names(en)).toEqual([
        ['female', 'Woman'],
        ['male', 'Man'],
        ['non-binary', 'Non-binary'],
        ['undisclosed', 'Prefer not to say'],
      ]);
      expect(sv.json<{ id: number }[]>()[0]).toEqual({
        id: expect.any(Number) as number,
        code: 'female',
        name: 'Kvinna',
      });
    });

    it('lists positions and specialities', async () => {
      const positions = await fixtures.as('hc@example.com', 'GET', '/api/position/full-list/en');
      const specialities = await fixtures.as(
        'hc@example.com',
        'GET',
        '/api/speciality/full-list/sv',
      );
      expect(positions.json<{ code: string }[]>().map(({ code }) => code)).toEqual([
        'employee',
        'manager',
        'hr',
        'psychologist',
        'psychotherapist',
        'counsellor',
        'health-coach',
      ]);
      expect(specialities.json<{ name: string }[]>().slice(0, 3)).toMatchObject([
        { code: 'cbt', name: 'KBT' },
        { code: 'anxiety', name: 'Ångest' },
        { code: 'depression', name: 'Depression' },
      ]);
    });

    it('refuses an unknown language', async () => {
      const response = await fixtures.as('client@example.com', 'GET', '/api/position/full-list/xx');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Unknown language "xx": use sv or en',
        errors: { lang: 'Unknown language "xx": use sv or en' },
      });
    });
  });

  describe('roles', () => {
    it('lists the platform roles named in the language', async () => {
      const response = await fixtures.as('client@example.com', 'GET', '/api/roles/list/sv');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { value: 'client', name: 'Klient' },
        { value: 'admin', name: 'Administratör' },
        { value: 'hc', name: 'Hälsocoach' },
        { value: 'cc', name: 'Innehållsskapare' },
        { value: 'clinic-admin', name: 'Klinikadministratör' },
        { value: 'clinic-therapist', name: 'Klinikterapeut' },
        { value: 'therapist-premium', name: 'Premiumterapeut' },
      ]);
    });

    it('adds the company roles with extra "company", and refuses another extra', async () => {
      const company = await fixtures.as('admin@example.com', 'GET', '/api/roles/list/en/company');
      expect(company.json<{ value: string; name: string }[]>().slice(-2)).toEqual([
        { value: 'standard-user', name: 'Standard user' },
        { value: 'company-admin', name: 'Company administrator' },
      ]);
      const other = await fixtures.as('admin@example.com', 'GET', '/api/roles/list/en/units');
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({
        errors: { extra: 'Unknown addition "units": only company is supported' },
      });
      const badLanguage = await fixtures.as('admin@example.com', 'GET', '/api/roles/list/fi');
      expect(badLanguage.statusCode).toBe(400);
    });

    it('shows what each role grants to those who create users', async () => {
      const response = await fixtures.as(
        'therapist-premium@example.com',
        'GET',
        '/api/v1/permissions/roles',
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        roles: { value: string; permissions: string[] }[];
        company_roles: { value: string; permissions: string[] }[];
      }>();
      expect(body.roles.map((role) => role.value)).toEqual([
        'client',
        'admin',
        'hc',
        'cc',
        'clinic-admin',
        'clinic-therapist',
        'therapist-premium',
      ]);
      expect(body.roles.find((role) => role.value === 'client')?.permissions).toContain(
        'user.read.[user]',
      );
      expect(
        body.company_roles.find((role) => role.value === 'company-admin')?.permissions,
      ).toContain('user.read.[company-unit]');
      const client = await fixtures.as('client@example.com', 'GET', '/api/v1/permissions/roles');
      expect(client.statusCode).toBe(403);
    });
  });
});
