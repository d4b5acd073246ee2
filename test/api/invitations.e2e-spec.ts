import { randomInt, randomUUID } from 'node:crypto';
import { type LightMyRequestResponse } from 'fastify';
import { DEMO_CLINIC, DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { startMailPlatform, type MailPlatform } from '../support/mail-platform';
import { seedDemo, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface InvitationBody {
  uuid: string;
  id: string;
  status: string;
  user_uuid: string;
  email: string;
  company_uuid: string | null;
  unit_uuid: string | null;
  company_role: string | null;
  permissions: string[];
  products: string[];
  expires_at: string;
}

const LEDNING = DEMO_COMPANY.units[0].uuid;
const PRODUKTION = DEMO_COMPANY.units[1].uuid;
const ADMIN = 'admin@example.com';
const COMPANY_ADMIN = 'company-admin@example.com';
const PASSWORD = 'Inbjuden-losen-2026';

describe('invitations', () => {
  let platform: MailPlatform;
  let api: TestApp;
  let fixtures: UserFixtures;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  /** A valid form with an unused e-mail and national id. */
  const form = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Ines',
    last_name: 'Inbjuden',
    email: `invited-${randomUUID().slice(0, 8)}@sinnro.test`,
    phone: '070-1234567',
    national_id: `19${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
    company_uuid: DEMO_COMPANY.uuid,
    unit_uuid: LEDNING,
    company_role: 'standard-user',
    permissions: ['user.read.[company-unit]'],
    products: ['therapist_call_25'],
    ...overrides,
  });

  const invite = async (
    as: string,
    payload: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ): Promise<LightMyRequestResponse> => {
    const response = await fixtures.as(as, 'POST', '/api/v1/invitations', { payload, language });
    if (response.statusCode === 201) {
      // An invitation to an account that existed before names a stand-in uuid (no row).
      const [user] = await sql<{ id: number }>('select id from users where uuid = ?', [
        response.json<InvitationBody>().user_uuid,
      ]);
      if (user) fixtures.track(user.id);
    }
    return response;
  };

  /** The token of the latest invitation mail to this address. */
  const mailedToken = async (email: string, after = 0): Promise<string> => {
    let found: string | undefined;
    await platform.catcher.waitFor((mail) => {
      if (!mail.to.some((to) => to.address === email)) return false;
      const tokens = [...(mail.text ?? '').matchAll(/\/session\/invite\/([A-Za-z0-9_-]+)/g)];
      const token = tokens[0]?.[1];
      if (!token) return false;
      found = token;
      return true;
    });
    // waitFor answers the first match; with several mails, take the newest one.
    const mails = (await platform.catcher.inbox()).filter((mail) =>
      mail.to.some((to) => to.address === email),
    );
    if (mails.length > after) {
      found = /\/session\/invite\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? found;
    }
    return found!;
  };

  const waitForMailCount = async (email: string, count: number) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const mails = (await platform.catcher.inbox()).filter((mail) =>
        mail.to.some((to) => to.address === email),
      );
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Expected ${count} mails to ${email}`);
  };

  const post = (url: string, payload: Record<string, unknown>) =>
    api.request({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

  beforeAll(async () => {
    platform = await startMailPlatform();
    api = platform.api;
    await seedDemo(api);
    fixtures = new UserFixtures(api);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await platform.close();
  });

  describe('the form', () => {
    it('names every missing field with the specification’s texts, in English and Swedish', async () => {
      const english = await invite(ADMIN, {});
      expect(english.statusCode).toBe(400);
      expect(english.json()).toMatchObject({
        message: 'The given data was invalid',
        errors: {
          first_name: 'First name is required',
          last_name: 'Last name is required',
          email: 'Email is required',
          phone: 'Phone number is required',
          national_id: 'National ID is required',
          company_uuid: 'Choose a company',
          permissions: 'Select permissions is required',
          products: 'Choose at least one product',
        },
      });
      const swedish = await invite(ADMIN, {}, 'sv');
      expect(swedish.json()).toMatchObject({
        errors: {
          first_name: 'Förnamn är obligatoriskt',
          national_id: 'Personnummer är obligatoriskt',
          permissions: 'Välj behörigheter är obligatoriskt',
          products: 'Välj minst en produkt',
        },
      });
    });

    it('checks e-mail, national id, phone, and empty lists', async () => {
      const response = await invite(
        ADMIN,
        form({
          email: 'not-an-email',
          national_id: '1990-01-01',
          phone: '070 123 456 789 0',
          permissions: [],
          products: [],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, unknown> }>().errors).toEqual({
        email: 'Invalid email',
        national_id: expect.arrayContaining<string>([
          'National ID must contain only numbers',
          'National ID must be 12 digits',
        ]) as string[],
        phone: 'Phone number must be fewer than 15 characters',
        permissions: 'Select permissions is required',
        products: 'Choose at least one product',
      });
      const short = await invite(ADMIN, form({ national_id: '12345' }));
      expect(short.json()).toMatchObject({
        errors: { national_id: 'National ID must be 12 digits' },
      });
    });

    it('answers "E-mail already exists" and "User already exists" as the specification words them', async () => {
      const response = await invite(
        ADMIN,
        form({ email: 'client@example.com', national_id: '199001012385' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { email: 'E-mail already exists', national_id: 'User already exists' },
      });
      const swedish = await invite(
        ADMIN,
        form({ email: 'client@example.com', national_id: '199001012385' }),
        'sv',
      );
      expect(swedish.json()).toMatchObject({
        errors: { email: 'E-postadressen finns redan', national_id: 'Användaren finns redan' },
      });
    });

    it('refuses unknown products and malformed permissions', async () => {
      const response = await invite(
        ADMIN,
        form({ products: ['no-such-product'], permissions: ['user.fly.[*]'] }),
      );
      expect(response.statusCode).toBe(400);
      const errors = response.json<{ errors: Record<string, string> }>().errors;
      expect(errors.products).toBe('Unknown or inactive product: no-such-product');
      expect(errors.permissions).toMatch(/^Invalid permission: /);
    });
  });

  describe('from invitation to member', () => {
    it('mails a link to client-web; accepting sets the password and applies company role, unit and grants', async () => {
      const [product] = await sql<{ id: number }>(
        `select id from products where code = 'session_45'`,
      );
      const payload = form({
        unit_uuid: PRODUKTION,
        company_role: 'company-admin',
        permissions: ['user/credit.read.[company-unit]', 'company.read.[company]'],
        products: ['therapist_call_25', product.id],
      });
      const created = await invite(ADMIN, payload);
      expect(created.statusCode).toBe(201);
      const invitation = created.json<InvitationBody>();
      expect(invitation).toMatchObject({
        status: 'pending',
        email: payload.email,
        company_uuid: DEMO_COMPANY.uuid,
        unit_uuid: PRODUKTION,
        company_role: 'company-admin',
        permissions: ['company.read.[company]', 'user/credit.read.[company-unit]'],
        products: ['therapist_call_25', 'session_45'],
      });
      const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);

      const [mail] = await waitForMailCount(payload.email, 1);
      expect(mail.subject).toBe('Du är inbjuden till Sinnro');
      expect(mail.text).toContain(`${api.environment.CLIENT_WEB_URL}/session/invite/`);
      expect(mail.text).toContain('Exempelbolaget AB');
      const token = await mailedToken(payload.email);

      // Nothing is granted before the invitee accepts.
      expect(
        await sql(
          'select 1 from company_members cm join users u on u.id = cm.user_id where u.uuid = ?',
          [invitation.user_uuid],
        ),
      ).toEqual([]);

      const checked = await post('/api/check-invite', { token });
      expect(checked.json()).toEqual({ valid: true, email: payload.email, first_name: 'Ines' });
      const accepted = await post('/api/update-new-user-password', {
        token,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(accepted.statusCode).toBe(200);
      const { user } = accepted.json<{ token: string; user: Record<string, unknown> }>();
      expect(user).toMatchObject({
        uuid: invitation.user_uuid,
        companies: [expect.objectContaining({ uuid: DEMO_COMPANY.uuid })],
        company_units: [expect.objectContaining({ uuid: PRODUKTION })],
      });
      expect(user.permissions).toEqual(
        expect.arrayContaining([
          'user/credit.read.[company-unit]',
          'user-invitation.create.[company-unit]',
        ]),
      );

      const memberships = await sql<{ company_role: string; unit: string }>(
        `select cm.company_role, cu.uuid as unit from users u
           join company_members cm on cm.user_id = u.id
           join company_unit_members um on um.user_id = u.id
           join company_units cu on cu.id = um.unit_id
         where u.uuid = ?`,
        [invitation.user_uuid],
      );
      expect(memberships).toEqual([{ company_role: 'company-admin', unit: PRODUKTION }]);
      const grants = await sql<{ permission: string; granted_by: string }>(
        `select g.permission, g.granted_by from user_permission_grants g join users u on u.id = g.user_id
         where u.uuid = ? order by g.permission`,
        [invitation.user_uuid],
      );
      const [admin] = await sql<{ uuid: string }>(`select uuid from users where email = ?`, [
        ADMIN,
      ]);
      expect(grants).toEqual([
        { permission: 'company.read.[company]', granted_by: admin.uuid },
        { permission: 'user/credit.read.[company-unit]', granted_by: admin.uuid },
      ]);

      const shown = await fixtures.as(ADMIN, 'GET', `/api/v1/invitations/${invitation.uuid}`);
      expect(shown.json()).toMatchObject({ status: 'accepted' });
      const changed = await fixtures.as(ADMIN, 'PUT', `/api/v1/invitations/${invitation.uuid}`, {
        payload: { phone: '070-7654321' },
      });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({
        message: 'The invitation has already been accepted and can no longer be changed',
      });

      const events = await sql<{ event: string }>(
        `select event from audit_events where subject_id = ? order by id`,
        [invitation.uuid],
      );
      expect(events.map((row) => row.event)).toEqual(['invitation.create', 'invitation.accept']);
    });

    it('updates a pending invitation and mails a fresh link; the old link stops working', async () => {
      const payload = form();
      const created = await invite(COMPANY_ADMIN, payload);
      expect(created.statusCode).toBe(201);
      const { uuid } = created.json<InvitationBody>();
      const oldToken = await mailedToken(payload.email);

      const updated = await fixtures.as(COMPANY_ADMIN, 'PUT', `/api/v1/invitations/${uuid}`, {
        payload: { first_name: 'Isa', phone: '070-1112223', default_lang: 'en' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ first_name: 'Isa', phone: '070-1112223' });
      const mails = await waitForMailCount(payload.email, 2);
      expect(mails.at(-1)!.subject).toBe('You are invited to Sinnro');
      const newToken = await mailedToken(payload.email, 1);
      expect(newToken).not.toBe(oldToken);

      expect((await post('/api/check-invite', { token: oldToken })).statusCode).toBe(400);
      const fresh = await post('/api/check-invite', { token: newToken });
      expect(fresh.json()).toEqual({ valid: true, email: payload.email, first_name: 'Isa' });
    });

    it('expires after the configured days with a clear error; an update renews it', async () => {
      const payload = form();
      const { uuid } = (await invite(ADMIN, payload)).json<InvitationBody>();
      const token = await mailedToken(payload.email);
      await sql(`update invitations set expires_at = now() - interval '1 minute' where uuid = ?`, [
        uuid,
      ]);

      const expired = await post('/api/check-invite', { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        message: 'This invitation has expired. Please ask for a new one',
      });
      const listed = await fixtures.as(
        ADMIN,
        'GET',
        `/api/v1/invitations?company_uuid=${DEMO_COMPANY.uuid}&status=expired&per_page=100`,
      );
      expect(listed.json<{ data: InvitationBody[] }>().data.map((row) => row.uuid)).toContain(uuid);

      const renewed = await fixtures.as(ADMIN, 'PUT', `/api/v1/invitations/${uuid}`, {
        payload: { products: ['session_45'] },
      });
      expect(renewed.json()).toMatchObject({ status: 'pending', products: ['session_45'] });
      await waitForMailCount(payload.email, 2);
      const freshToken = await mailedToken(payload.email, 1);
      expect((await post('/api/check-invite', { token: freshToken })).statusCode).toBe(200);
    });
  });

  describe('a company admin (of unit Ledning)', () => {
    it('invites into their own unit with grants they hold', async () => {
      const response = await invite(COMPANY_ADMIN, form());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ unit_uuid: LEDNING, company_role: 'standard-user' });
    });

    it('gets 404 for the other company and for a unit of their company outside their scope', async () => {
      const foreign = await invite(
        COMPANY_ADMIN,
        form({ company_uuid: DEMO_OTHER_COMPANY.uuid, unit_uuid: DEMO_OTHER_COMPANY.unit.uuid }),
      );
      expect(foreign.statusCode).toBe(404);
      const foreignCompanyOwnUnit = await invite(
        COMPANY_ADMIN,
        form({ company_uuid: DEMO_OTHER_COMPANY.uuid, unit_uuid: LEDNING }),
      );
      expect(foreignCompanyOwnUnit.statusCode).toBe(404);
      const otherUnit = await invite(COMPANY_ADMIN, form({ unit_uuid: PRODUKTION }));
      expect(otherUnit.statusCode).toBe(404);
      const noSuchCompany = await invite(COMPANY_ADMIN, form({ company_uuid: randomUUID() }));
      expect(noSuchCompany.statusCode).toBe(404);
    });

    it('must choose a unit', async () => {
      const response = await invite(COMPANY_ADMIN, form({ unit_uuid: undefined }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { unit_uuid: 'Choose a unit that you administer' },
      });
    });

    it('cannot give more than they hold: grants, platform roles (403 with a clear message)', async () => {
      const wider = await invite(
        COMPANY_ADMIN,
        form({ permissions: ['user.read.[company]', 'user.impersonate.[*]'] }),
      );
      expect(wider.statusCode).toBe(403);
      expect(wider.json()).toMatchObject({
        message:
          'You cannot grant permissions that you do not hold yourself: user.read.[company], user.impersonate.[*]',
      });
      const role = await invite(COMPANY_ADMIN, form({ role: 'admin' }));
      expect(role.statusCode).toBe(403);
      expect(role.json()).toMatchObject({
        message: 'You cannot invite someone as admin: it grants more than you hold yourself',
      });
      // A company admin may make another company admin of their unit: they hold that role.
      const peer = await invite(COMPANY_ADMIN, form({ company_role: 'company-admin' }));
      expect(peer.statusCode).toBe(201);
    });

    it('sees and edits only invitations in their scope', async () => {
      const own = (await invite(COMPANY_ADMIN, form())).json<InvitationBody>();
      const elsewhere = (
        await invite(ADMIN, form({ unit_uuid: PRODUKTION }))
      ).json<InvitationBody>();
      const foreign = (
        await invite(
          ADMIN,
          form({ company_uuid: DEMO_OTHER_COMPANY.uuid, unit_uuid: DEMO_OTHER_COMPANY.unit.uuid }),
        )
      ).json<InvitationBody>();

      const shown = await fixtures.as(COMPANY_ADMIN, 'GET', `/api/v1/invitations/${own.uuid}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ uuid: own.uuid, email: own.email });
      for (const uuid of [elsewhere.uuid, foreign.uuid]) {
        expect(
          (await fixtures.as(COMPANY_ADMIN, 'GET', `/api/v1/invitations/${uuid}`)).statusCode,
        ).toBe(404);
        const edit = await fixtures.as(COMPANY_ADMIN, 'PUT', `/api/v1/invitations/${uuid}`, {
          payload: { phone: '070-0000000' },
        });
        expect(edit.statusCode).toBe(404);
      }
      // Moving their own invitation out of their scope is refused too.
      const moved = await fixtures.as(COMPANY_ADMIN, 'PUT', `/api/v1/invitations/${own.uuid}`, {
        payload: { unit_uuid: PRODUKTION },
      });
      expect(moved.statusCode).toBe(404);

      const list = await fixtures.as(
        COMPANY_ADMIN,
        'GET',
        `/api/v1/invitations?company_uuid=${DEMO_COMPANY.uuid}&per_page=100`,
      );
      expect(list.statusCode).toBe(200);
      const rows = list.json<{ data: InvitationBody[]; total: number }>();
      expect(rows.data.map((row) => row.uuid)).toContain(own.uuid);
      expect(rows.data.every((row) => row.unit_uuid === LEDNING)).toBe(true);
      const foreignList = await fixtures.as(
        COMPANY_ADMIN,
        'GET',
        `/api/v1/invitations?company_uuid=${DEMO_OTHER_COMPANY.uuid}`,
      );
      expect(foreignList.json()).toMatchObject({ data: [], total: 0 });
    });

    it('is refused to standard users and clients (403)', async () => {
      const response = await invite('client@example.com', form());
      expect(response.statusCode).toBe(403);
    });
  });

  describe('a clinic (Demokliniken AB)', () => {
    const clinicForm = (overrides: Record<string, unknown> = {}) =>
      form({
        company_uuid: DEMO_CLINIC.uuid,
        unit_uuid: undefined,
        permissions: ['user/credit.read.[user]'],
        products: ['digital_treatment'],
        ...overrides,
      });

    it('its admin invites clients and clinicians; its therapist invites clients only', async () => {
      const client = await invite('clinic-admin@example.com', clinicForm());
      expect(client.statusCode).toBe(201);
      expect(client.json()).toMatchObject({ role: 'client', company_uuid: DEMO_CLINIC.uuid });
      const clinician = await invite(
        'clinic-admin@example.com',
        clinicForm({ role: 'clinic-therapist', permissions: ['faq.read.[therapist]'] }),
      );
      expect(clinician.statusCode).toBe(201);
      expect(clinician.json()).toMatchObject({ role: 'clinic-therapist' });

      const byTherapist = await invite('clinic-therapist@example.com', clinicForm());
      expect(byTherapist.statusCode).toBe(201);
      const colleague = await invite(
        'clinic-therapist@example.com',
        clinicForm({ role: 'clinic-therapist', permissions: ['faq.read.[therapist]'] }),
      );
      expect(colleague.statusCode).toBe(403);
      // A company admin is no clinic admin: no clinicians for an ordinary company.
      const elsewhere = await invite(
        COMPANY_ADMIN,
        form({ role: 'clinic-therapist', permissions: ['faq.read.[therapist]'] }),
      );
      expect(elsewhere.statusCode).toBe(403);
      // The clinic's own grants still bound what it gives.
      const wider = await invite(
        'clinic-admin@example.com',
        clinicForm({ permissions: ['user.read.[*]'] }),
      );
      expect(wider.statusCode).toBe(403);
    });

    it('offers its staff the clinic’s services to assign, and nobody else', async () => {
      const url = `/api/v1/invitations/companies/${DEMO_CLINIC.uuid}/products/en`;
      for (const inviter of ['clinic-admin@example.com', 'clinic-therapist@example.com']) {
        const answer = await fixtures.as(inviter, 'GET', url);
        expect(answer.statusCode).toBe(200);
        expect(answer.json<{ code: string; name: string }[]>().map((row) => row.code)).toEqual([
          'digital_treatment',
          'session_45',
          'therapist_call_25',
        ]);
      }
      expect((await fixtures.as(COMPANY_ADMIN, 'GET', url)).statusCode).toBe(404);
      expect((await fixtures.as('client@example.com', 'GET', url)).statusCode).toBe(403);
      // The company admin's own company: only what it has selected and not disabled.
      const own = await fixtures.as(
        COMPANY_ADMIN,
        'GET',
        `/api/v1/invitations/companies/${DEMO_COMPANY.uuid}/products/sv`,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json<{ code: string }[]>().map((row) => row.code)).not.toContain(
        'leadership_coaching',
      );
    });

    it('lists, resends and corrects the clinic’s invitations for its staff', async () => {
      const own = (await invite('clinic-admin@example.com', clinicForm())).json<InvitationBody>();
      for (const reader of ['clinic-admin@example.com', 'clinic-therapist@example.com']) {
        const list = await fixtures.as(
          reader,
          'GET',
          `/api/v1/invitations?company_uuid=${DEMO_CLINIC.uuid}&status=pending&per_page=100`,
        );
        expect(list.statusCode).toBe(200);
        const rows = list.json<{ data: InvitationBody[] }>().data;
        expect(rows.map((row) => row.uuid)).toContain(own.uuid);
        expect(rows.every((row) => row.company_uuid === DEMO_CLINIC.uuid)).toBe(true);
      }
      const resent = await fixtures.as(
        'clinic-admin@example.com',
        'PUT',
        `/api/v1/invitations/${own.uuid}`,
        { payload: { phone: '070-7654321' } },
      );
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ phone: '070-7654321' });
      const members = await fixtures.as(
        'clinic-admin@example.com',
        'GET',
        `/api/v1/companies/${DEMO_CLINIC.uuid}/users?per_page=100`,
      );
      expect(members.statusCode).toBe(200);
      expect(members.json<{ data: { email: string; role: string }[] }>().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            email: 'clinic-therapist@example.com',
            role: 'clinic-therapist',
          }),
        ]),
      );
      expect(
        members.json<{ data: { email: string }[] }>().data.map((member) => member.email),
      ).toEqual(
        expect.arrayContaining(['clinic-therapist@example.com', 'klinikklient@example.com']),
      );
    });
  });

  /**
   * Whether someone has an account must not leak to an inviter whose scope does not reach them:
   * an invitation naming the e-mail or personal number of an account elsewhere is answered and
   * mailed as any other, goes to that account's own address, and joins that account on acceptance.
   */
  describe('an account that already exists outside the inviter’s company', () => {
    /** An account of the second demo company, with a password, unknown to the inviter. */
    const elsewhere = async () => {
      const email = `elsewhere-${randomUUID().slice(0, 8)}@sinnro.test`;
      const nationalId = `19${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
      const user = await fixtures.user(
        { email, firstName: 'Eva', lastName: 'Annanstans', nationalId, phone: '070-9998887' },
        { withPassword: true },
      );
      await fixtures.member(user.id, DEMO_OTHER_COMPANY.uuid);
      return Object.assign(user, { nationalId });
    };

    /** What an answer shows besides what differs between any two invitations. */
    const shape = (response: LightMyRequestResponse) => {
      const body = response.json<Record<string, unknown>>();
      return {
        status: response.statusCode,
        keys: Object.keys(body).sort(),
        fields: {
          status: body.status,
          first_name: body.first_name,
          phone: body.phone,
          company_uuid: body.company_uuid,
          unit_uuid: body.unit_uuid,
        },
      };
    };

    it('answers 201 alike for an unknown person, an e-mail or a personal number in use elsewhere', async () => {
      const existing = await elsewhere();
      const other = await elsewhere();
      const fresh = await invite(COMPANY_ADMIN, form(), 'sv');
      const byEmail = await invite(COMPANY_ADMIN, form({ email: existing.email }), 'sv');
      const byNationalId = await invite(
        COMPANY_ADMIN,
        form({ national_id: other.nationalId }),
        'sv',
      );
      const byBoth = await invite(
        'clinic-therapist@example.com',
        form({
          email: existing.email,
          national_id: existing.nationalId,
          company_uuid: DEMO_CLINIC.uuid,
          unit_uuid: undefined,
          permissions: ['user/credit.read.[user]'],
          products: ['digital_treatment'],
        }),
        'sv',
      );
      expect(shape(byEmail)).toEqual(shape(fresh));
      expect(shape(byNationalId)).toEqual(shape(fresh));
      expect(shape(byBoth)).toMatchObject({ status: 201, keys: shape(fresh).keys });
      for (const response of [byEmail, byNationalId, byBoth]) {
        const body = response.json<InvitationBody>();
        // Neither the account's uuid nor its own details reach the inviter.
        expect([existing.uuid, other.uuid]).not.toContain(body.user_uuid);
        expect(JSON.stringify(body)).not.toContain('Annanstans');
        expect(JSON.stringify(body)).not.toContain('070-9998887');
      }
      expect(byEmail.json()).toMatchObject({ email: existing.email, first_name: 'Ines' });
      // Searching and sorting go by what the inviter gave, never by the account's own details.
      const search = async (q: string, sort = 'last_name') => {
        const filter = encodeURIComponent(JSON.stringify({ q }));
        const response = await fixtures.as(
          COMPANY_ADMIN,
          'GET',
          `/api/admin/invitations?filter=${filter}&range=[0,99]&sort=["${sort}","ASC"]`,
        );
        expect(response.statusCode).toBe(200);
        return response.json<InvitationBody[]>().map((row) => row.uuid);
      };
      expect(await search('Annanstans')).toEqual([]);
      expect(await search(existing.email, 'email')).toEqual([byEmail.json<InvitationBody>().uuid]);
      expect(await search(other.email)).toEqual([]);
      // The account's own company's staff do not see another company's pending invitation.
      const ownCompanyAdmin = await fixtures.user(
        {
          email: `own-admin-${randomUUID().slice(0, 8)}@sinnro.test`,
          firstName: 'Olga',
          lastName: 'Egen',
        },
        { withPassword: true },
      );
      await fixtures.member(ownCompanyAdmin.id, DEMO_OTHER_COMPANY.uuid, {
        companyRole: 'company-admin',
        unitUuid: DEMO_OTHER_COMPANY.unit.uuid,
      });
      await sql(
        `insert into company_unit_members (unit_id, user_id)
         select id, ? from company_units where uuid = ?`,
        [existing.id, DEMO_OTHER_COMPANY.unit.uuid],
      );
      const seen = await fixtures.as(ownCompanyAdmin, 'GET', `/api/admin/users/${existing.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ email: existing.email, invitation: null });
      // Once the inviter's company has invited the account, the inviter knows of it.
      const again = await invite(COMPANY_ADMIN, form({ email: existing.email }));
      expect(again.json()).toMatchObject({ errors: { email: 'E-mail already exists' } });
      // The account itself is untouched until its owner accepts.
      const [row] = await sql<{ first_name: string; phone: string; email: string }>(
        'select first_name, phone, email from users where id = ?',
        [existing.id],
      );
      expect(row).toEqual({ first_name: 'Eva', phone: '070-9998887', email: existing.email });
    });

    it('mails the account’s own address, and accepting joins that account', async () => {
      const existing = await elsewhere();
      const typed = `typed-${randomUUID().slice(0, 8)}@sinnro.test`;
      const created = await invite(
        COMPANY_ADMIN,
        form({ email: typed, national_id: existing.nationalId }),
      );
      expect(created.statusCode).toBe(201);
      const invitation = created.json<InvitationBody>();
      expect(invitation.email).toBe(typed);
      // The link goes to the person the personal number belongs to, not to the typed address.
      const token = await mailedToken(existing.email);
      const checked = await post('/api/check-invite', { token });
      expect(checked.json()).toEqual({ valid: true, email: existing.email, first_name: 'Eva' });
      const earlierSession = await fixtures.login(existing.email);
      const accepted = await post('/api/update-new-user-password', {
        token,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<{ user: Record<string, unknown> }>().user).toMatchObject({
        uuid: existing.uuid,
        email: existing.email,
        companies: expect.arrayContaining([
          expect.objectContaining({ uuid: DEMO_COMPANY.uuid }),
          expect.objectContaining({ uuid: DEMO_OTHER_COMPANY.uuid }),
        ]) as unknown,
        company_units: [expect.objectContaining({ uuid: LEDNING })],
      });
      // The password was set through the link, as by a reset: the account's other sessions end.
      const ended = await api.request({
        method: 'GET',
        url: '/api/users/get-current-user-profile',
        headers: { authorization: `Bearer ${earlierSession}` },
      });
      expect(ended.statusCode).toBe(401);
      const login = await post('/client/login', { email: existing.email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      // The account keeps its own details; no account was made for the typed address.
      expect(await sql('select first_name, email from users where id = ?', [existing.id])).toEqual([
        { first_name: 'Eva', email: existing.email },
      ]);
      expect(
        await sql<{ n: string }>('select count(*)::text as n from users where email = ?', [typed]),
      ).toEqual([{ n: '0' }]);
      // Now a member of the inviter's company: the invitation shows the account.
      const shown = await fixtures.as(
        COMPANY_ADMIN,
        'GET',
        `/api/v1/invitations/${invitation.uuid}`,
      );
      expect(shown.json()).toMatchObject({ status: 'accepted', user_uuid: existing.uuid });
      await sql('delete from company_unit_members where user_id = ?', [existing.id]);
      await sql('delete from company_members where user_id = ?', [existing.id]);
    });

    it('keeps the specific answer for a person already in the inviter’s company', async () => {
      const member = await elsewhere();
      await fixtures.member(member.id, DEMO_COMPANY.uuid, { unitUuid: LEDNING });
      const response = await invite(
        COMPANY_ADMIN,
        form({ email: member.email, national_id: member.nationalId }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { email: 'E-mail already exists', national_id: 'User already exists' },
      });
    });

    it('an update to an address in use elsewhere is answered alike and never changes that account', async () => {
      const existing = await elsewhere();
      const created = (await invite(COMPANY_ADMIN, form())).json<InvitationBody>();
      const [placeholder] = await sql<{ id: number }>('select id from users where uuid = ?', [
        created.user_uuid,
      ]);
      const updated = await fixtures.as(
        COMPANY_ADMIN,
        'PUT',
        `/api/v1/invitations/${created.uuid}`,
        {
          payload: { email: existing.email, first_name: 'Iris' },
        },
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        uuid: created.uuid,
        user_uuid: created.user_uuid,
        email: existing.email,
        first_name: 'Iris',
      });
      const [row] = await sql<{ first_name: string }>('select first_name from users where id = ?', [
        existing.id,
      ]);
      expect(row.first_name).toBe('Eva');
      // The account the invitation had made for the person is gone with nothing pointing at it.
      expect(await sql('select 1 from users where id = ?', [placeholder.id])).toEqual([]);
      const token = await mailedToken(existing.email);
      expect((await post('/api/check-invite', { token })).json()).toMatchObject({
        email: existing.email,
      });

      // Back to an address nobody has: the invitation makes an account again, as shown before.
      const fresh = `fresh-${randomUUID().slice(0, 8)}@sinnro.test`;
      const again = await fixtures.as(COMPANY_ADMIN, 'PUT', `/api/v1/invitations/${created.uuid}`, {
        payload: { email: fresh },
      });
      expect(again.json()).toMatchObject({ user_uuid: created.user_uuid, email: fresh });
      const [made] = await sql<{ id: number; email: string; first_name: string; role: string }>(
        'select id, email, first_name, role from users where uuid = ?',
        [created.user_uuid],
      );
      fixtures.track(made.id);
      expect(made).toMatchObject({ email: fresh, first_name: 'Iris', role: 'client' });
      expect((await post('/api/check-invite', { token: await mailedToken(fresh) })).json()).toEqual(
        { valid: true, email: fresh, first_name: 'Iris' },
      );
    });
  });

  describe('the console resource /api/admin/invitations', () => {
    it('lists with Content-Range, reads, creates and updates (the record sent back whole)', async () => {
      const payload = form({ unit_uuid: PRODUKTION });
      const created = await fixtures.as(ADMIN, 'POST', '/api/admin/invitations', { payload });
      expect(created.statusCode).toBe(201);
      const record = created.json<InvitationBody>();
      fixtures.track(
        (await sql<{ id: number }>('select id from users where uuid = ?', [record.user_uuid]))[0]
          .id,
      );
      expect(record.id).toBe(record.uuid);

      const filter = encodeURIComponent(
        JSON.stringify({ unit_uuid: PRODUKTION, q: payload.email }),
      );
      const list = await fixtures.as(
        ADMIN,
        'GET',
        `/api/admin/invitations?filter=${filter}&range=[0,9]&sort=["created_at","DESC"]`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-range']).toBe('invitations 0-0/1');
      expect(list.json()).toEqual([expect.objectContaining({ id: record.uuid })]);
      const many = await fixtures.as(
        ADMIN,
        'GET',
        `/api/admin/invitations?filter=${encodeURIComponent(JSON.stringify({ id: [record.uuid] }))}`,
      );
      expect(many.json()).toHaveLength(1);

      const one = await fixtures.as(ADMIN, 'GET', `/api/admin/invitations/${record.uuid}`);
      expect(one.json()).toMatchObject({ id: record.uuid, email: payload.email });

      const updated = await fixtures.as(ADMIN, 'PUT', `/api/admin/invitations/${record.uuid}`, {
        payload: { ...one.json<Record<string, unknown>>(), last_name: 'Ändrad' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: record.uuid, last_name: 'Ändrad' });

      const companyAdminView = await fixtures.as(
        COMPANY_ADMIN,
        'GET',
        `/api/admin/invitations/${record.uuid}`,
      );
      expect(companyAdminView.statusCode).toBe(404);
    });
  });
});
