import { randomBytes } from 'node:crypto';
import { type CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { UserCreditBalance } from 'src/credits/user-credit-balance.entity';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { Invitation } from 'src/invitations/invitation.entity';
import { type User } from 'src/users/user.entity';
import {
  creditOrganisation,
  type CreditCompany,
  ensureCreditProducts,
} from '../support/credit-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface CompanyUserBody {
  uuid: string;
  email: string;
  company_role: string;
  units: { uuid: string; name: string }[];
  services: { code: string; name: string }[];
  credits: { total: number; taken: number; available: number } | null;
}

interface PageBody {
  data: CompanyUserBody[];
  total: number;
  page: number;
  per_page: number;
}

describe('GET /api/v1/companies/{company}/users', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let company: CreditCompany;
  let other: CreditCompany;
  let ledning: CompanyUnit;
  let lager: CompanyUnit;
  let subUnit: CompanyUnit;
  let companyAdmin: User;
  let member: User;
  let lagerMember: User;
  let subUnitMember: User;
  let outsider: User;

  const url = (companyUuid: string, query = '') => `/api/v1/companies/${companyUuid}/users${query}`;

  /** An invitation of the member to the company, accepted or still pending. */
  const invitation = async (user: User, products: string[], accepted: boolean) => {
    const em = api.orm.em.fork();
    em.create(Invitation, {
      user: user.id,
      company: await em.findOneOrFail(Company, { uuid: company.uuid }),
      unit: ledning.id,
      role: 'client',
      companyRole: 'standard-user',
      products,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: accepted ? new Date() : null,
    });
    await em.flush();
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    await ensureCreditProducts(api);
    fixtures = new UserFixtures(api);
    ({
      company,
      other,
      ledning,
      lager,
      subUnit,
      companyAdmin,
      member,
      lagerMember,
      subUnitMember,
      outsider,
    } = await creditOrganisation(api, fixtures));
    await invitation(member, ['assessment', 'therapist_call_25'], true);
    // A second, pending invitation's products are not the member's yet.
    await invitation(member, ['session_45'], false);
    const em = api.orm.em.fork();
    const owner = await em.findOneOrFail(Company, { uuid: company.uuid });
    em.create(UserCreditBalance, { company: owner, user: member.id, total: 5, taken: 2 });
    await em.flush();
  });

  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it('lists a company admin the members of their unit and its sub-units, with services and credits', async () => {
    const response = await fixtures.as(companyAdmin, 'GET', url(company.uuid));
    expect(response.statusCode).toBe(200);
    const body = response.json<PageBody>();
    const emails = body.data.map((row) => row.email).sort();
    expect(emails).toEqual([companyAdmin.email, member.email, subUnitMember.email].sort());
    expect(emails).not.toContain(lagerMember.email);
    expect(emails).not.toContain(outsider.email);
    expect(body).toMatchObject({ total: 3, page: 1, per_page: 25 });
    const row = body.data.find((entry) => entry.email === member.email);
    expect(row).toEqual({
      uuid: member.uuid,
      first_name: 'Kredit',
      last_name: 'Testsson',
      email: member.email,
      role: 'client',
      company_role: 'standard-user',
      units: [{ uuid: ledning.uuid, name: 'Ledning' }],
      // Catalogue order, names in the caller's language; the pending invitation's not included.
      services: [
        { code: 'therapist_call_25', name: '25 minutes with a therapist' },
        { code: 'assessment', name: 'Assessment' },
      ],
      credits: { total: 5, taken: 2, available: 3 },
      status: 'active',
      invited_at: null,
    });
    const self = body.data.find((entry) => entry.email === companyAdmin.email);
    expect(self).toMatchObject({ company_role: 'company-admin', services: [], credits: null });
  });

  it('names the services in Swedish for a Swedish caller', async () => {
    const response = await fixtures.as(companyAdmin, 'GET', url(company.uuid), { language: 'sv' });
    const row = response.json<PageBody>().data.find((entry) => entry.email === member.email);
    expect(row?.services.map((service) => service.name)).toEqual(
      expect.arrayContaining(['25 minuter med en terapeut', 'Bedömning']),
    );
  });

  it('narrows to one unit and the units below it', async () => {
    const response = await fixtures.as(
      companyAdmin,
      'GET',
      url(company.uuid, `?unit_uuid=${subUnit.uuid}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<PageBody>().data.map((row) => row.email)).toEqual([subUnitMember.email]);
    const admin = await fixtures.as(
      'admin@example.com',
      'GET',
      url(company.uuid, `?unit_uuid=${lager.uuid}`),
    );
    expect(admin.json<PageBody>().data.map((row) => row.email)).toEqual([lagerMember.email]);
  });

  it('answers 404 for a unit or company outside the caller’s scope, and lists nothing of it', async () => {
    const unit = await fixtures.as(
      companyAdmin,
      'GET',
      url(company.uuid, `?unit_uuid=${lager.uuid}`),
    );
    expect(unit.statusCode).toBe(404);
    const foreign = await fixtures.as(companyAdmin, 'GET', url(other.uuid));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(outsider.email);
    const demo = await fixtures.as(companyAdmin, 'GET', url(DEMO_COMPANY.uuid));
    expect(demo.statusCode).toBe(404);
    const missing = await fixtures.as(
      companyAdmin,
      'GET',
      url('5e1d0c0a-0000-4000-8000-00000000ffff'),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a standard member (403), bad ids (400) and anonymous callers (401)', async () => {
    expect((await fixtures.as(member, 'GET', url(company.uuid))).statusCode).toBe(403);
    const badCompany = await fixtures.as(companyAdmin, 'GET', url('not-a-uuid'));
    expect(badCompany.statusCode).toBe(400);
    const badUnit = await fixtures.as(companyAdmin, 'GET', url(company.uuid, '?unit_uuid=x'));
    expect(badUnit.statusCode).toBe(400);
    expect(badUnit.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('unit_uuid');
    const anonymous = await api.request({ method: 'GET', url: url(company.uuid) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists every member for an admin, paged by name', async () => {
    const first = await fixtures.as('admin@example.com', 'GET', url(company.uuid, '?per_page=2'));
    const second = await fixtures.as(
      'admin@example.com',
      'GET',
      url(company.uuid, '?per_page=2&page=2'),
    );
    const firstBody = first.json<PageBody>();
    const secondBody = second.json<PageBody>();
    expect(firstBody.total).toBe(4);
    expect(firstBody.data).toHaveLength(2);
    expect(secondBody.data).toHaveLength(2);
    const all = [...firstBody.data, ...secondBody.data].map((row) => row.email).sort();
    expect(all).toEqual(
      [companyAdmin.email, member.email, lagerMember.email, subUnitMember.email].sort(),
    );
  });
});
