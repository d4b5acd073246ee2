import { Company } from 'src/companies/company.entity';
import { Invitation } from 'src/invitations/invitation.entity';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import { UserFixtures } from '../support/user-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface View {
  id: number;
  uuid: string;
  email: string;
  role: string;
  permissions: string[];
  extra_permissions: string[];
  health_coach: { uuid: string } | null;
  companies: { uuid: string }[];
  blocked_at: string | null;
}

const LEDNING = DEMO_COMPANY.units[0].uuid;

describe('one user, for staff: read, edit, block', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let admin: User;
  let coach: User;
  let premium: User;
  let client: User;
  let otherCompanyMember: User;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);
  const accessLog = (clientUuid: string) =>
    sql<{ actor_uuid: string; action: string; resource: string; resource_id: string }>(
      `select actor_uuid, action, resource, resource_id from access_log
       where client_uuid = ? order by id`,
      [clientUuid],
    );
  const errorsOf = (response: { json: <T>() => T }) => response.json<{ errors: object }>().errors;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const em = api.orm.em.fork();
    admin = await em.findOneOrFail(User, { email: 'admin@example.com' });
    coach = await em.findOneOrFail(User, { email: 'hc@example.com' });
    premium = await em.findOneOrFail(User, { email: 'therapist-premium@example.com' });
    client = await fixtures.user(
      {
        email: 'managed-client@sinnro.test',
        firstName: 'Maja',
        lastName: 'Hanterad',
        phone: '0701112233',
        nationalId: '198501011234',
        healthCoach: premium,
      },
      { withPassword: true },
    );
    await fixtures.member(client.id, DEMO_COMPANY.uuid, { unitUuid: LEDNING });
    const other = await fixtures.company('Annat Bolag AB', ['Kontor']);
    otherCompanyMember = await fixtures.user({
      email: 'other-member@sinnro.test',
      firstName: 'Olle',
      lastName: 'Utomstående',
    });
    await fixtures.member(otherCompanyMember.id, other.company.uuid, {
      unitUuid: other.units[0]?.uuid,
    });
    await fixtures.member(await fixtures.id('clinic-admin@example.com'), DEMO_COMPANY.uuid);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('GET /api/users/{id}/edit, /edit-temp and /api/v1/users/{id}/formatted', () => {
    it('answers the admin view of the user', async () => {
      const response = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/users/${client.id}/edit`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<View>();
      expect(body).toMatchObject({
        id: client.id,
        uuid: client.uuid,
        email: 'managed-client@sinnro.test',
        first_name: 'Maja',
        last_name: 'Hanterad',
        profile: { id: client.id, first_name: 'Maja', last_name: 'Hanterad' },
        phone: '0701112233',
        national_id: '198501011234',
        role: 'client',
        role_name: 'client',
        roles: ['client'],
        default_lang: 'sv',
        extra_permissions: [],
        health_coach: { uuid: premium.uuid, first_name: 'Petra', last_name: 'Berg' },
        companies: [
          {
            uuid: DEMO_COMPANY.uuid,
            name: 'Exempelbolaget AB',
            company_role: 'standard-user',
            default_company_unit_uuid: LEDNING,
          },
        ],
        company_units: [{ uuid: LEDNING, company_uuid: DEMO_COMPANY.uuid, type: 'Admin' }],
        blocked_at: null,
        invitation: null,
      });
      expect(body.permissions).toEqual([
        'access-log.read.[user]',
        'chat.read.[company]',
        'meeting.read.[user]',
        'module.read.[*]',
        'payment.create.[user]',
        'payment.read.[user]',
        'payment.update.[user]',
        'program.read.[*]',
        'user.read.[user]',
        'user.update.[user]',
        'user/credit.read.[user]',
        'user/subscription.read.[user]',
      ]);
      expect(body).not.toHaveProperty('passwordHash');
      expect(body).not.toHaveProperty('password_hash');
    });

    it('answers the same by id or uuid on /formatted, and edit-temp adds the staged data', async () => {
      const edit = (
        await fixtures.as('hc@example.com', 'GET', `/api/users/${client.id}/edit`)
      ).json<View>();
      const byId = await fixtures.as(
        'hc@example.com',
        'GET',
        `/api/v1/users/${client.id}/formatted`,
      );
      const byUuid = await fixtures.as(
        'hc@example.com',
        'GET',
        `/api/v1/users/${client.uuid.toUpperCase()}/formatted`,
      );
      expect(byId.json()).toEqual(edit);
      expect(byUuid.json()).toEqual(edit);

      const em = api.orm.em.fork();
      em.create(Invitation, {
        user: em.getReference(User, client.id),
        role: 'client',
        company: await em.findOneOrFail(Company, { uuid: DEMO_COMPANY.uuid }),
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
        permissions: [],
      });
      await em.flush();
      const temp = await fixtures.as('hc@example.com', 'GET', `/api/users/${client.id}/edit-temp`);
      expect(temp.statusCode).toBe(200);
      expect(temp.json()).toMatchObject({
        uuid: client.uuid,
        program_subscription_temp: [],
        invitation: {
          uuid: expect.any(String) as string,
          role: 'client',
          company_uuid: DEMO_COMPANY.uuid,
          unit_uuid: null,
          accepted_at: null,
        },
      });
      expect(temp.json<{ invitation: object }>().invitation).not.toHaveProperty('tokenHash');
    });

    it('shows a user to the scopes that cover them, and 404 to the others', async () => {
      const statuses: Record<string, number> = {};
      for (const email of [
        'company-admin@example.com',
        'clinic-admin@example.com',
        'therapist-premium@example.com',
        'clinic-therapist@example.com',
        'client@example.com',
      ]) {
        statuses[email] = (
          await fixtures.as(email, 'GET', `/api/users/${client.id}/edit`)
        ).statusCode;
      }
      expect(statuses).toEqual({
        'company-admin@example.com': 200,
        'clinic-admin@example.com': 200,
        'therapist-premium@example.com': 200,
        'clinic-therapist@example.com': 404,
        'client@example.com': 404,
      });
    });

    it('never reveals another company’s user', async () => {
      for (const email of [
        'company-admin@example.com',
        'clinic-admin@example.com',
        'therapist-premium@example.com',
      ]) {
        for (const url of [
          `/api/users/${otherCompanyMember.id}/edit`,
          `/api/users/${otherCompanyMember.id}/edit-temp`,
          `/api/v1/users/${otherCompanyMember.uuid}/formatted`,
        ]) {
          const response = await fixtures.as(email, 'GET', url);
          expect({ email, url, status: response.statusCode }).toEqual({ email, url, status: 404 });
          expect(response.json()).toEqual({
            statusCode: 404,
            error: 'Not Found',
            message: 'Not found',
          });
        }
      }
      const unknown = await fixtures.as('admin@example.com', 'GET', '/api/users/2147483647/edit');
      expect(unknown.json()).toEqual(
        (
          await fixtures.as(
            'company-admin@example.com',
            'GET',
            `/api/users/${otherCompanyMember.id}/edit`,
          )
        ).json(),
      );
      expect(
        (await fixtures.as('admin@example.com', 'GET', `/api/users/${otherCompanyMember.id}/edit`))
          .statusCode,
      ).toBe(200);
    });

    it('refuses an id that is neither a number nor a uuid', async () => {
      const edit = await fixtures.as('admin@example.com', 'GET', '/api/users/abc/edit');
      expect(edit.statusCode).toBe(400);
      expect(errorsOf(edit)).toEqual({ id: 'Must be a whole number' });
      const formatted = await fixtures.as(
        'admin@example.com',
        'GET',
        '/api/v1/users/abc/formatted',
        { language: 'sv' },
      );
      expect(errorsOf(formatted)).toEqual({
        id: 'Måste vara ett användar-id (ett tal) eller ett uuid',
      });
    });

    it('access-logs staff reading a client, not the client reading themselves', async () => {
      const reader = await fixtures.user(
        { email: 'logged-client@sinnro.test', firstName: 'Li', lastName: 'Logg' },
        { withPassword: true },
      );
      await fixtures.as('admin@example.com', 'GET', `/api/users/${reader.id}/edit`);
      await fixtures.as('hc@example.com', 'GET', `/api/v1/users/${reader.uuid}/formatted`);
      const own = await fixtures.as(
        'logged-client@sinnro.test',
        'GET',
        `/api/v1/users/${reader.id}/formatted`,
      );
      expect(own.statusCode).toBe(200);
      await fixtures.as('admin@example.com', 'GET', `/api/users/${coach.id}/edit`); // staff: not client data
      expect(await accessLog(reader.uuid)).toEqual([
        {
          actor_uuid: admin.uuid,
          action: 'read',
          resource: 'user.profile',
          resource_id: String(reader.id),
        },
        {
          actor_uuid: coach.uuid,
          action: 'read',
          resource: 'user.profile',
          resource_id: String(reader.id),
        },
      ]);
      expect(await accessLog(coach.uuid)).toEqual([]);
    });
  });

  describe('PUT /api/users/{id}', () => {
    const update = (
      email: string,
      id: number,
      payload: Record<string, unknown>,
      language: 'sv' | 'en' = 'en',
    ) => fixtures.as(email, 'PUT', `/api/users/${id}`, { payload, language });

    it('changes the fields sent and answers the user, access-logged', async () => {
      const target = await fixtures.user({
        email: 'edited@sinnro.test',
        firstName: 'Eva',
        lastName: 'Ändrad',
        phone: '0700000000',
      });
      const response = await update('admin@example.com', target.id, {
        first_name: ' Evelina ',
        email: ' Evelina@Sinnro.TEST ',
        gender: 'female',
        health_coach: coach.uuid,
        birth_year: 1991,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        first_name: 'Evelina',
        last_name: 'Ändrad',
        email: 'evelina@sinnro.test',
        phone: '0700000000',
        gender: 'female',
        birth_year: 1991,
        health_coach: { uuid: coach.uuid },
      });
      const cleared = await update('admin@example.com', target.id, {
        gender: null,
        health_coach: null,
      });
      expect(cleared.json()).toMatchObject({ gender: null, health_coach: null, birth_year: 1991 });
      expect(await accessLog(target.uuid)).toEqual([
        {
          actor_uuid: admin.uuid,
          action: 'update',
          resource: 'user.profile',
          resource_id: String(target.id),
        },
        {
          actor_uuid: admin.uuid,
          action: 'update',
          resource: 'user.profile',
          resource_id: String(target.id),
        },
      ]);
    });

    it('lets an admin replace extra grants and place the user, audited', async () => {
      const target = await fixtures.user({
        email: 'granted@sinnro.test',
        firstName: 'Gun',
        lastName: 'Grant',
        role: 'cc',
      });
      const granted = await update('admin@example.com', target.id, {
        permissions: ['insurance.read.[*]', 'company.read.[company]'],
        role: 'hc',
        unit_uuid: LEDNING,
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toMatchObject({
        role: 'hc',
        extra_permissions: ['company.read.[company]', 'insurance.read.[*]'],
        companies: [{ uuid: DEMO_COMPANY.uuid }],
        company_units: [{ uuid: LEDNING }],
      });
      const again = await update('admin@example.com', target.id, {
        permissions: ['insurance.read.[*]'],
        unit_uuid: LEDNING,
      });
      expect(again.json()).toMatchObject({
        extra_permissions: ['insurance.read.[*]'],
        company_units: [{ uuid: LEDNING }],
      });
      const events = await sql<{ event: string; details: object }>(
        `select event, details from audit_events where subject_id = ? order by id`,
        [target.uuid],
      );
      expect(events).toEqual([
        {
          event: 'user.access-change',
          details: {
            role_before: 'cc',
            role: 'hc',
            permissions: ['company.read.[company]', 'insurance.read.[*]'],
          },
        },
        {
          event: 'user.access-change',
          details: { role_before: 'hc', role: 'hc', permissions: ['insurance.read.[*]'] },
        },
      ]);
      expect(await accessLog(target.uuid)).toEqual([]);
    });

    it('validates like the create form, in both languages', async () => {
      const en = await update('admin@example.com', client.id, {
        first_name: '',
        national_id: '12345678901a',
        email: 'client@example.com',
      });
      expect(errorsOf(en)).toEqual({
        first_name: 'First name is required',
        national_id: 'National ID must contain only numbers',
      });
      const sv = await update(
        'admin@example.com',
        client.id,
        { email: 'CLIENT@example.com', national_id: '198501011234' },
        'sv',
      );
      expect(sv.statusCode).toBe(400);
      expect(errorsOf(sv)).toEqual({ email: 'E-postadressen finns redan' });
      const malformed = await update('admin@example.com', client.id, {
        permissions: ['user.read'],
      });
      expect(errorsOf(malformed)).toEqual({
        permissions:
          'Invalid permission: Missing scope in "user.read": expected resource.action.[scope]',
      });
    });

    it('keeps roles and grants for admins, and staff accounts out of others’ reach', async () => {
      const role = await update('hc@example.com', client.id, { role: 'admin', permissions: [] });
      expect(errorsOf(role)).toEqual({
        role: 'You may not give users this role',
        permissions: 'Only administrators may grant extra permissions',
      });
      const staff = await update('hc@example.com', admin.id, { first_name: 'Mallory' });
      expect(staff.statusCode).toBe(403);
      expect(
        (await fixtures.as('admin@example.com', 'GET', `/api/users/${admin.id}/edit`)).json(),
      ).toMatchObject({ first_name: 'Astrid' });
    });

    it('lets a therapist edit their own clients only, and nobody edit themselves here', async () => {
      const own = await update('therapist-premium@example.com', client.id, { phone: '0709998877' });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ phone: '0709998877' });
      const coachChange = await update('therapist-premium@example.com', client.id, {
        health_coach: coach.uuid,
      });
      expect(errorsOf(coachChange)).toEqual({
        health_coach: 'You may not choose the health coach',
      });
      const foreign = await update('therapist-premium@example.com', otherCompanyMember.id, {
        phone: '0709998877',
      });
      expect(foreign.statusCode).toBe(404);
      const self = await update('admin@example.com', admin.id, { first_name: 'Astrid' });
      expect(self.statusCode).toBe(403);
      expect(self.json()).toMatchObject({ message: 'Change your own account from your profile' });
    });
  });

  describe('PUT /api/users/{id}/block and /unblock', () => {
    const block = (email: string, id: number, action: 'block' | 'unblock' = 'block') =>
      fixtures.as(email, 'PUT', `/api/users/${id}/${action}`);
    const profile = (token: string) =>
      api.request({
        method: 'GET',
        url: '/api/users/get-current-user-profile',
        headers: { authorization: `Bearer ${token}` },
      });

    it('ends every session of the blocked account until it is unblocked', async () => {
      const target = await fixtures.user(
        { email: 'blocked@sinnro.test', firstName: 'Bo', lastName: 'Spärr' },
        { withPassword: true },
      );
      const token = await fixtures.login(target.email);
      expect((await profile(token)).statusCode).toBe(200);

      const blocked = await block('hc@example.com', target.id);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toEqual({
        id: target.id,
        uuid: target.uuid,
        blocked: true,
        blocked_at: expect.any(String) as string,
      });
      expect((await profile(token)).statusCode).toBe(401);
      await expect(fixtures.login(target.email)).rejects.toThrow(/401/);

      const unblocked = await block('hc@example.com', target.id, 'unblock');
      expect(unblocked.json()).toEqual({
        id: target.id,
        uuid: target.uuid,
        blocked: false,
        blocked_at: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 1100)); // tokens of the blocking second stay refused
      expect((await profile(await fixtures.login(target.email))).statusCode).toBe(200);
      expect((await profile(token)).statusCode).toBe(401);

      const events = await sql<{ event: string; actor_uuid: string }>(
        'select event, actor_uuid from audit_events where subject_id = ? order by id',
        [target.uuid],
      );
      expect(events).toEqual([
        { event: 'user.block', actor_uuid: coach.uuid },
        { event: 'user.unblock', actor_uuid: coach.uuid },
      ]);
      expect((await accessLog(target.uuid)).map((row) => row.action)).toEqual(['update', 'update']);
    });

    it('is for admins, and for health coaches over clients; never one’s own account', async () => {
      expect((await block('hc@example.com', admin.id)).statusCode).toBe(403);
      expect((await block('therapist-premium@example.com', client.id)).statusCode).toBe(403);
      expect((await block('company-admin@example.com', client.id)).statusCode).toBe(403);
      const self = await block('admin@example.com', admin.id);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ message: 'You cannot block your own account' });
      expect((await block('admin@example.com', 2147483647)).statusCode).toBe(404);
      expect((await block('admin@example.com', 0)).statusCode).toBe(400);
    });
  });
});
