import { luhnCheckDigit } from 'src/access/eid/personal-number';
import { collectExport } from 'src/data-exports/data-export-contents';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import { randomInt, randomUUID } from 'node:crypto';
import { EidBrowser } from '../support/eid-browser';
import { byNationalId, testNationalIds } from '../support/national-ids';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * Protected identity (skyddad identitet): staff never see such a person's personal number, in any
 * view, list, invitation or search; the person still sees their own. An administrator sets the
 * flag (audited), and an e-ID login that reports a protected identity marks the account.
 */

const LEDNING = DEMO_COMPANY.units[0].uuid;
const ADMIN = 'admin@example.com';
const HC = 'hc@example.com';
const PREMIUM = 'therapist-premium@example.com';
const COMPANY_ADMIN = 'company-admin@example.com';
const STAFF = [ADMIN, HC, PREMIUM, COMPANY_ADMIN];
/** A test person of the embedded e-ID issuer with a protected identity (test-persons.ts). */
const EID_PROTECTED = '190003030038';

/** A valid personal number no other test uses. */
function freshPersonalNumber(): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const nine = `${pad(randomInt(50, 100), 2)}${pad(randomInt(1, 13), 2)}${pad(randomInt(1, 29), 2)}${pad(randomInt(0, 1000), 3)}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

interface Shown {
  national_id: string | null;
  protected_identity: boolean;
}

describe('protected identity: no personal number for staff', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let person: User;
  const number = freshPersonalNumber();
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const premium = await api.orm.em.fork().findOneOrFail(User, { email: PREMIUM });
    person = await fixtures.user(
      {
        email: `skyddad-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Sigrid',
        lastName: 'Skyddadsdotter',
        phone: '0701234567',
        nationalId: number,
        healthCoach: premium,
      },
      { withPassword: true },
    );
    await fixtures.member(person.id, DEMO_COMPANY.uuid, { unitUuid: LEDNING });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  const setFlag = (as: string, value: boolean, language: 'sv' | 'en' = 'en') =>
    fixtures.as(as, 'PUT', `/api/users/${person.id}`, {
      payload: { protected_identity: value },
      language,
    });

  describe('the flag', () => {
    it('is off by default, and staff see the number until it is set', async () => {
      const view = await fixtures.as(ADMIN, 'GET', `/api/users/${person.id}/edit`);
      expect(view.json<Shown>()).toMatchObject({ national_id: number, protected_identity: false });
    });

    it('is changed by an administrator only (403 with a text for anyone else)', async () => {
      for (const email of [HC, PREMIUM]) {
        const refused = await setFlag(email, true, 'sv');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          message: 'Bara en administratör kan ändra skyddad identitet',
        });
      }
      const set = await setFlag(ADMIN, true);
      expect(set.statusCode).toBe(200);
      expect(set.json<Shown>()).toEqual(
        expect.objectContaining({ national_id: null, protected_identity: true }),
      );
      const events = await sql<{ actor_uuid: string; event: string; details: unknown }>(
        `select actor_uuid, event, details from audit_events
          where subject_id = ? and event = 'user.protected-identity-change' order by id`,
        [person.uuid],
      );
      expect(events).toEqual([
        {
          actor_uuid: (await api.orm.em.fork().findOneOrFail(User, { email: ADMIN })).uuid,
          event: 'user.protected-identity-change',
          details: { protected_identity: true },
        },
      ]);
    });

    it('is kept when other staff send it back unchanged, with the number they never saw', async () => {
      // The console's whole-record save: national_id null and protected_identity as read.
      // (The health coach's form has no grants: extra_permissions is the administrator's.)
      const { extra_permissions: _grants, ...record } = (
        await fixtures.as(HC, 'GET', `/api/admin/users/${person.id}`)
      ).json<Record<string, unknown>>();
      const saved = await fixtures.as(HC, 'PUT', `/api/admin/users/${person.id}`, {
        payload: { ...record, phone: '0707654321' },
      });
      expect({ status: saved.statusCode, body: saved.json<object>() }).toMatchObject({
        status: 200,
        body: { national_id: null, protected_identity: true },
      });
      const stored = await api.orm.em.fork().findOneOrFail(User, { id: person.id });
      expect(stored.protectedIdentity).toBe(true);
      expect(stored.nationalIdIndex).toBe(byNationalId(number).nationalIdIndex);
    });
  });

  describe('staff answers', () => {
    it('one user: every staff view carries no number, and says why', async () => {
      for (const email of STAFF) {
        for (const url of [
          `/api/users/${person.id}/edit`,
          `/api/users/${person.id}/edit-temp`,
          `/api/v1/users/${person.uuid}/formatted`,
          `/api/admin/users/${person.id}`,
        ]) {
          const response = await fixtures.as(email, 'GET', url);
          expect({ email, url, status: response.statusCode }).toEqual({ email, url, status: 200 });
          expect(response.json<Shown>()).toMatchObject({
            national_id: null,
            protected_identity: true,
          });
          expect(response.body).not.toContain(number);
        }
      }
    });

    it('lists and exports carry no number and mark the person', async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: 'Skyddadsdotter' }));
      for (const email of STAFF) {
        const console = await fixtures.as(email, 'GET', `/api/admin/users?filter=${filter}`);
        expect(console.statusCode).toBe(200);
        expect(console.body).not.toContain(number);
        expect(console.json<{ uuid: string; protected_identity: boolean }[]>()).toEqual([
          expect.objectContaining({ uuid: person.uuid, protected_identity: true }),
        ]);
        const list = await fixtures.as(email, 'GET', '/api/users/list?keyword=Skyddadsdotter');
        expect(list.statusCode).toBe(200);
        expect(list.body).not.toContain(number);
        const byRoles = await fixtures.as(email, 'POST', '/api/users/full-list-by-roles', {
          payload: { roles: ['client'] },
        });
        expect(byRoles.body).not.toContain(number);
      }
      for (const email of [ADMIN, HC, COMPANY_ADMIN]) {
        const members = await fixtures.as(
          email,
          'GET',
          `/api/v1/companies/${DEMO_COMPANY.uuid}/users?per_page=100`,
        );
        expect(members.statusCode).toBe(200);
        expect(members.body).toContain(person.uuid);
        expect(members.body).not.toContain(number);
      }
    });

    it('a search by the number finds nobody', async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: number }));
      const found = await fixtures.as(ADMIN, 'GET', `/api/admin/users?filter=${filter}`);
      expect(found.json()).toEqual([]);
      expect((await fixtures.as(HC, 'GET', `/api/users/list?keyword=${number}`)).json()).toEqual(
        expect.objectContaining({ data: [], total: 0 }),
      );
      // The invitation form tells staff "User already exists" for a number it knows ...
      const invitation = (nationalId: string) => ({
        first_name: 'Ines',
        last_name: 'Inbjuden',
        email: `invited-${randomUUID().slice(0, 8)}@sinnro.test`,
        phone: '070-1234567',
        national_id: nationalId,
        company_uuid: DEMO_COMPANY.uuid,
        unit_uuid: LEDNING,
        company_role: 'standard-user',
        permissions: ['user.read.[company-unit]'],
        products: ['therapist_call_25'],
      });
      const known = await fixtures.as(ADMIN, 'POST', '/api/v1/invitations', {
        payload: invitation('199001012385'),
      });
      expect(known.statusCode).toBe(400);
      expect(known.json()).toMatchObject({ errors: { national_id: 'User already exists' } });
      // ... never for a protected identity's: invited like an unknown person (a stand-in uuid).
      const hidden = await fixtures.as(ADMIN, 'POST', '/api/v1/invitations', {
        payload: invitation(number),
      });
      expect(hidden.statusCode).toBe(201);
      expect(hidden.json()).toMatchObject({ national_id: number, protected_identity: false });
      expect(hidden.json<{ user_uuid: string }>().user_uuid).not.toBe(person.uuid);
    });

    it('an invitation that made the account shows no number once the account is protected', async () => {
      const invitedNumber = freshPersonalNumber();
      const made = await fixtures.as(ADMIN, 'POST', '/api/v1/invitations', {
        payload: {
          first_name: 'Ivar',
          last_name: 'Inbjuden',
          email: `invited-${randomUUID().slice(0, 8)}@sinnro.test`,
          phone: '070-1234567',
          national_id: invitedNumber,
          company_uuid: DEMO_COMPANY.uuid,
          unit_uuid: LEDNING,
          company_role: 'standard-user',
          permissions: ['user.read.[company-unit]'],
          products: ['therapist_call_25'],
        },
      });
      expect(made.statusCode).toBe(201);
      const { uuid, user_uuid: userUuid } = made.json<{ uuid: string; user_uuid: string }>();
      const invited = await api.orm.em.fork().findOneOrFail(User, { uuid: userUuid });
      fixtures.track(invited.id);
      const marked = await fixtures.as(ADMIN, 'PUT', `/api/users/${invited.id}`, {
        payload: { protected_identity: true },
      });
      expect(marked.statusCode).toBe(200);
      for (const email of [ADMIN, COMPANY_ADMIN]) {
        const one = await fixtures.as(email, 'GET', `/api/admin/invitations/${uuid}`);
        expect(one.json()).toMatchObject({ national_id: null, protected_identity: true });
        const filter = encodeURIComponent(JSON.stringify({ id: [uuid] }));
        const list = await fixtures.as(email, 'GET', `/api/admin/invitations?filter=${filter}`);
        expect(list.body).not.toContain(invitedNumber);
        expect(list.json()).toEqual([
          expect.objectContaining({ uuid, national_id: null, protected_identity: true }),
        ]);
        const company = await fixtures.as(
          email,
          'GET',
          `/api/v1/invitations?company_uuid=${DEMO_COMPANY.uuid}&per_page=100`,
        );
        expect(company.body).not.toContain(invitedNumber);
      }
      const sorted = await fixtures.as(
        ADMIN,
        'GET',
        `/api/admin/invitations?sort=${encodeURIComponent('["protected_identity","DESC"]')}`,
      );
      expect(sorted.statusCode).toBe(200);
    });

    it('the insurance check answers coverage only, nothing of the account', async () => {
      const checked = await fixtures.as(ADMIN, 'GET', `/api/v1/insurance?national_id=${number}`);
      expect(checked.statusCode).toBe(200);
      expect(Object.keys(checked.json<object>()).sort()).toEqual([
        'covered',
        'insurer',
        'valid_from',
        'valid_to',
      ]);
      expect(checked.body).not.toContain(person.uuid);
    });
  });

  describe('the person themself', () => {
    it('sees their own number on their profile', async () => {
      const own = await fixtures.as(person, 'GET', '/api/users/get-current-user-profile');
      expect(own.statusCode).toBe(200);
      expect(own.json<Shown>()).toMatchObject({ national_id: number, protected_identity: true });
    });

    it('gets their own number in their own data export', async () => {
      const contents = await collectExport(
        api.orm.em.fork(),
        { id: person.id, uuid: person.uuid, language: 'sv' },
        testNationalIds(),
      );
      expect(contents.profile).toMatchObject({ national_id: number, protected_identity: true });
    });

    it('an administrator acting as the person is staff: no number', async () => {
      const started = await fixtures.as(ADMIN, 'POST', '/api/users/impersonate?action=start', {
        payload: { user_uuid: person.uuid, reason: 'Support ticket 4711: checking the profile' },
      });
      expect(started.statusCode).toBe(200);
      const { token, user } = started.json<{ token: string; user: Shown }>();
      expect(user).toMatchObject({ national_id: null, protected_identity: true });
      const seen = await api.request({
        method: 'GET',
        url: '/api/users/get-current-user-profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(seen.json<Shown>()).toMatchObject({ national_id: null, protected_identity: true });
      expect(seen.body).not.toContain(number);
    });
  });

  describe('an e-ID login that reports a protected identity', () => {
    it('is refused as before, and marks the account that has the number (audited)', async () => {
      const account = await fixtures.user({
        email: `eid-skyddad-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Skyddad',
        lastName: 'Personsdotter',
        nationalId: EID_PROTECTED,
      });
      expect(account.protectedIdentity).toBe(false);
      const browser = new EidBrowser(api);
      const { pageUrl } = await browser.openIssuerPage({ kind: 'client', lang: 'en' });
      const landing = await browser.signIn(EID_PROTECTED, pageUrl);
      expect(Object.fromEntries(landing.fragment)).toEqual({
        error: 'protected_identity',
        message: 'User has protected identity',
      });
      expect(landing.token).toBeNull();
      const stored = await api.orm.em.fork().findOneOrFail(User, { id: account.id });
      expect(stored.protectedIdentity).toBe(true);
      const events = await sql<{ actor_uuid: string; details: unknown }>(
        `select actor_uuid, details from audit_events
          where subject_id = ? and event = 'user.protected-identity-change'`,
        [account.uuid],
      );
      expect(events).toEqual([
        { actor_uuid: account.uuid, details: { protected_identity: true, source: 'e-id' } },
      ]);
      const view = await fixtures.as(ADMIN, 'GET', `/api/users/${account.id}/edit`);
      expect(view.json<Shown>()).toMatchObject({ national_id: null, protected_identity: true });
    });
  });
});
