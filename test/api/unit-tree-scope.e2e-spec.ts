import { randomBytes } from 'node:crypto';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { Invitation } from 'src/invitations/invitation.entity';
import { type User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * The unit-tree rule for invitations and users: a company admin's `[company-unit]` grants on a unit
 * cover its sub-units at any depth, and nothing above or beside it. In the demo company, Produktion
 * Göteborg is a sub-unit of Produktion and Ledning is Produktion's sibling; each unit gets a member
 * and an invitation, and a company admin of Produktion and one of Produktion Göteborg look at them.
 */
const [LEDNING, PRODUKTION, GOTEBORG] = DEMO_COMPANY.units.map((unit) => unit.uuid);
const PARENT_ADMIN = 'unit-tree-produktion-admin@sinnro.test';
const SUB_ADMIN = 'unit-tree-goteborg-admin@sinnro.test';
const UNITS = { ledning: LEDNING, produktion: PRODUKTION, goteborg: GOTEBORG } as const;
type UnitName = keyof typeof UNITS;

interface Placed {
  user: User;
  invitationUuid: string;
}

describe('the unit tree in invitation and user scopes', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const placed = {} as Record<UnitName, Placed>;

  /** A member of the unit, with a pending invitation to it. */
  const placeIn = async (name: UnitName): Promise<Placed> => {
    const user = await fixtures.user({
      email: `unit-tree-${name}@sinnro.test`,
      firstName: 'Enhet',
      lastName: `Unittree${name}`,
    });
    await fixtures.member(user.id, DEMO_COMPANY.uuid, { unitUuid: UNITS[name] });
    const em = api.orm.em.fork();
    const invitation = em.create(Invitation, {
      user,
      company: await em.findOneOrFail(Company, { uuid: DEMO_COMPANY.uuid }),
      unit: await em.findOneOrFail(CompanyUnit, { uuid: UNITS[name] }),
      role: 'client',
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await em.flush();
    return { user, invitationUuid: invitation.uuid };
  };

  const companyAdmin = async (email: string, unitUuid: string): Promise<void> => {
    const admin = await fixtures.user(
      { email, firstName: 'Enhetschef', lastName: 'Unittree' },
      { withPassword: true },
    );
    await fixtures.member(admin.id, DEMO_COMPANY.uuid, { unitUuid, companyRole: 'company-admin' });
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    for (const name of Object.keys(UNITS) as UnitName[]) placed[name] = await placeIn(name);
    await companyAdmin(PARENT_ADMIN, PRODUKTION);
    await companyAdmin(SUB_ADMIN, GOTEBORG);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  const invitationsListed = async (admin: string): Promise<UnitName[]> => {
    const response = await fixtures.as(
      admin,
      'GET',
      `/api/v1/invitations?company_uuid=${DEMO_COMPANY.uuid}&per_page=100`,
    );
    expect(response.statusCode).toBe(200);
    const uuids = response.json<{ data: { uuid: string }[] }>().data.map((row) => row.uuid);
    return namesOf((name) => uuids.includes(placed[name].invitationUuid));
  };

  const usersListed = async (admin: string): Promise<UnitName[]> => {
    const response = await fixtures.as(
      admin,
      'GET',
      '/api/users/list?keyword=Unittree&per_page=100',
    );
    expect(response.statusCode).toBe(200);
    const emails = response.json<{ data: { email: string }[] }>().data.map((row) => row.email);
    return namesOf((name) => emails.includes(placed[name].user.email));
  };

  const namesOf = (listed: (name: UnitName) => boolean): UnitName[] =>
    (Object.keys(UNITS) as UnitName[]).filter(listed).sort();

  it('lists the own unit’s and the sub-unit’s invitations and users to a unit admin', async () => {
    expect(await invitationsListed(PARENT_ADMIN)).toEqual(['goteborg', 'produktion']);
    expect(await usersListed(PARENT_ADMIN)).toEqual(['goteborg', 'produktion']);
  });

  it('lists neither the parent’s nor a sibling’s to a sub-unit admin', async () => {
    expect(await invitationsListed(SUB_ADMIN)).toEqual(['goteborg']);
    expect(await usersListed(SUB_ADMIN)).toEqual(['goteborg']);
  });

  // Single objects: 200 inside the caller's unit tree, 404 outside it (never 403).
  const singleObjects: [string, UnitName, number][] = [
    [PARENT_ADMIN, 'goteborg', 200],
    [PARENT_ADMIN, 'produktion', 200],
    [PARENT_ADMIN, 'ledning', 404],
    [SUB_ADMIN, 'goteborg', 200],
    [SUB_ADMIN, 'produktion', 404],
    [SUB_ADMIN, 'ledning', 404],
  ];

  it.each(singleObjects)('answers %s the invitation of %s with %i', async (admin, name, status) => {
    const { invitationUuid } = placed[name];
    const v1 = await fixtures.as(admin, 'GET', `/api/v1/invitations/${invitationUuid}`);
    const console = await fixtures.as(admin, 'GET', `/api/admin/invitations/${invitationUuid}`);
    expect([v1.statusCode, console.statusCode]).toEqual([status, status]);
  });

  it.each(singleObjects)('answers %s the user of %s with %i', async (admin, name, status) => {
    const { id } = placed[name].user;
    const edit = await fixtures.as(admin, 'GET', `/api/users/${id}/edit`);
    const formatted = await fixtures.as(admin, 'GET', `/api/v1/users/${id}/formatted`);
    expect([edit.statusCode, formatted.statusCode]).toEqual([status, status]);
  });

  it('refuses a sub-unit admin changes to the parent’s and a sibling’s invitations (404)', async () => {
    for (const name of ['produktion', 'ledning'] as const) {
      const url = `/api/v1/invitations/${placed[name].invitationUuid}`;
      const response = await fixtures.as(SUB_ADMIN, 'PUT', url, { payload: {} });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
    }
  });

  it('lets a unit admin invite into a sub-unit but not a sub-unit admin into the parent', async () => {
    const form = (unitUuid: string) => ({
      first_name: 'Ines',
      last_name: 'Unittree',
      email: 'client@example.com',
      phone: '070-1234567',
      national_id: '199001012385',
      company_uuid: DEMO_COMPANY.uuid,
      unit_uuid: unitUuid,
      permissions: ['user.read.[company-unit]'],
      products: ['therapist_call_25'],
    });
    // In scope, the taken e-mail fails the form (400) and nothing is created.
    const intoSubUnit = await fixtures.as(PARENT_ADMIN, 'POST', '/api/v1/invitations', {
      payload: form(GOTEBORG),
    });
    const intoParent = await fixtures.as(SUB_ADMIN, 'POST', '/api/v1/invitations', {
      payload: form(PRODUKTION),
    });
    expect([intoSubUnit.statusCode, intoParent.statusCode]).toEqual([400, 404]);
  });
});
