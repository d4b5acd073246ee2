import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { type LightMyRequestResponse } from 'fastify';
import { type CompanyUnit } from 'src/companies/company-unit.entity';
import { type Company } from 'src/companies/company.entity';
import { pdfFile } from 'src/documents/file-checks/sample-files';
import { type User } from 'src/users/user.entity';
import { startMailPlatform, type MailPlatform } from '../support/mail-platform';
import { seedDemo, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * Grants belong to a membership. The two ways a company admin of one company used to gain admin
 * rights in another (security issue 9, finding 1): linking a work e-mail of the other company's
 * domain (self-service), and being placed in a unit of the other company by an administrator.
 * In both, the other company's users, documents, credits, subscription and invitations stay out
 * of reach, and the admin keeps their rights in their own company.
 */
describe('rights in a second company', () => {
  let platform: MailPlatform;
  let api: TestApp;
  let fixtures: UserFixtures;
  let folder: string;
  let home: { company: Company; units: CompanyUnit[] };
  let other: { company: Company; units: CompanyUnit[] };
  let otherDomain: string;
  let homeEmployee: User;
  let otherEmployee: User;
  let otherDocumentUuid: string;

  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> => fixtures.as(email, method, url, { payload });

  /** A multipart upload of a small PDF, as a browser's FormData sends it. */
  const upload = async (email: string, userUuid: string): Promise<LightMyRequestResponse> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfFile())]), 'intyg.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return api.request({
      method: 'POST',
      url: `/api/v1/users/${userUuid}/documents`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        authorization: `Bearer ${await fixtures.login(email)}`,
        'content-type': request.headers.get('content-type') ?? '',
      },
    });
  };

  /** A company admin of the home company, in its first unit. */
  const homeAdmin = async (name: string): Promise<User> => {
    const admin = await fixtures.user(
      {
        email: `${name}-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Ada',
        lastName: 'Chef',
      },
      { withPassword: true },
    );
    await fixtures.member(admin.id, home.company.uuid, {
      companyRole: 'company-admin',
      unitUuid: home.units[0]?.uuid,
    });
    return admin;
  };

  /** Everything of the other company the admin must not reach, and their own company they must. */
  const expectNoAdminRightsInOtherCompany = async (email: string): Promise<void> => {
    const company = other.company.uuid;
    const employee = otherEmployee.uuid;
    const refused = [
      await as(email, 'GET', `/api/v1/users/${employee}/documents`),
      await as(email, 'GET', `/api/v1/users/${employee}/documents/${otherDocumentUuid}`),
      await upload(email, employee),
      await as(email, 'GET', `/api/v1/companies/${company}`),
      await as(email, 'GET', `/api/users/${otherEmployee.id}/edit`),
      await as(email, 'GET', `/api/v1/companies/${company}/subscription`),
      await as(email, 'GET', `/api/v1/companies/${company}/users/${employee}/credits`),
      await as(email, 'POST', `/api/v1/companies/${company}/users/${employee}/credits`, {
        quantity: 1,
        company_unit_uuid: other.units[0]?.uuid,
      }),
      await as(email, 'POST', '/api/v1/invitations', {
        first_name: 'Ivar',
        last_name: 'Inbjuden',
        email: `ivar-${randomUUID().slice(0, 8)}@sinnro.test`,
        phone: '070-1234567',
        national_id: `19${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
        company_uuid: company,
        unit_uuid: other.units[0]?.uuid,
        company_role: 'company-admin',
        permissions: ['user.read.[company-unit]'],
        products: ['therapist_call_25'],
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 404));

    const companies = await as(email, 'GET', '/api/v1/companies?paginate=false');
    expect(JSON.stringify(companies.json())).not.toContain(company);
    const users = await as(email, 'GET', '/api/users/list?per_page=100');
    expect(users.statusCode).toBe(200);
    expect(JSON.stringify(users.json())).not.toContain(employee);
    const invitations = await as(email, 'GET', `/api/v1/invitations?company_uuid=${company}`);
    expect(invitations.json<{ total: number }>().total).toBe(0);

    const own = await as(email, 'GET', `/api/v1/users/${homeEmployee.uuid}/documents`);
    expect(own.statusCode).toBe(200);
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sinnro-membership-scope-'));
    platform = await startMailPlatform({ DOCUMENT_STORAGE_DIR: folder });
    api = platform.api;
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const suffix = randomUUID().slice(0, 8);
    home = await fixtures.company(`Hemmabolaget ${suffix}`, ['Personal']);
    other = await fixtures.company(`Grannbolaget ${suffix}`, ['Försäljning']);
    otherDomain = `granne-${suffix}.example.org`;
    await api.orm.em
      .getConnection()
      .execute('update companies set email_domain = ? where id = ?', [
        otherDomain,
        other.company.id,
      ]);
    homeEmployee = await fixtures.user(
      { email: `hemma-${suffix}@sinnro.test`, firstName: 'Hanna', lastName: 'Hemma' },
      { withPassword: true },
    );
    otherEmployee = await fixtures.user(
      { email: `granne-${suffix}@sinnro.test`, firstName: 'Greta', lastName: 'Granne' },
      { withPassword: true },
    );
    await fixtures.member(homeEmployee.id, home.company.uuid, { unitUuid: home.units[0]?.uuid });
    await fixtures.member(otherEmployee.id, other.company.uuid, { unitUuid: other.units[0]?.uuid });
    const uploaded = await upload(otherEmployee.email, otherEmployee.uuid);
    expect(uploaded.statusCode).toBe(201);
    otherDocumentUuid = uploaded.json<{ uuid: string }>().uuid;
    expect((await upload(homeEmployee.email, homeEmployee.uuid)).statusCode).toBe(201);
    const invited = await as('admin@example.com', 'POST', '/api/v1/invitations', {
      first_name: 'Ines',
      last_name: 'Inbjuden',
      email: `ines-${suffix}@sinnro.test`,
      phone: '070-7654321',
      national_id: `19${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
      company_uuid: other.company.uuid,
      unit_uuid: other.units[0]?.uuid,
      permissions: ['user.read.[company-unit]'],
      products: ['therapist_call_25'],
    });
    expect(invited.statusCode).toBe(201);
    fixtures.track(
      (
        await api.orm.em
          .getConnection()
          .execute<{ id: number }[]>('select id from users where email = ?', [
            `ines-${suffix}@sinnro.test`,
          ])
      )[0]?.id ?? 0,
    );
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await platform.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('gives a company admin who links a work e-mail of another company only a standard user’s rights there', async () => {
    const admin = await homeAdmin('lankande-chef');
    const address = `ada@${otherDomain}`;
    const linked = await as(admin.email, 'POST', '/api/v1/users/link', { email: address });
    expect(linked.statusCode).toBe(200);
    const mail = await platform.catcher.waitFor((caught) =>
      caught.to.some((to) => to.address === address),
    );
    const token = /\/session\/confirm-company-email\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    const confirmed = await as(admin.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ company_role: 'standard-user' });

    await expectNoAdminRightsInOtherCompany(admin.email);
    await as(admin.email, 'DELETE', '/api/v1/users/link');
  });

  it('gives a company admin placed in a unit of another company only a standard user’s rights there', async () => {
    const admin = await homeAdmin('placerad-chef');
    const placed = await as('admin@example.com', 'PUT', `/api/users/${admin.id}`, {
      unit_uuid: other.units[0]?.uuid,
    });
    expect(placed.statusCode).toBe(200);
    expect(
      await api.orm.em
        .getConnection()
        .execute('select company_role from company_members where user_id = ? and company_id = ?', [
          admin.id,
          other.company.id,
        ]),
    ).toEqual([{ company_role: 'standard-user' }]);

    await expectNoAdminRightsInOtherCompany(admin.email);
    await api.orm.em
      .getConnection()
      .execute('delete from company_unit_members where user_id = ?', [admin.id]);
    await api.orm.em
      .getConnection()
      .execute('delete from company_members where user_id = ?', [admin.id]);
  });
});
