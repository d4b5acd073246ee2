import { RequestContext } from '@mikro-orm/postgresql';
import { type LightMyRequestResponse } from 'fastify';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { type Company } from 'src/companies/company.entity';
import { type ConsentAcceptanceView } from 'src/documents/consent-document-view';
import { ConsentDocumentsService } from 'src/documents/consent-documents.service';
import { type User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface ConsentView {
  uuid: string;
  company_uuid: string;
  title: { sv: string; en: string };
  body: { sv: string; en: string };
  version: number;
  active: boolean;
}

const consent = (companyUuid: string, title = 'Samtycke') => ({
  company_uuid: companyUuid,
  title: { sv: title, en: 'Consent' },
  body: { sv: 'Jag samtycker till behandling.', en: 'I consent to treatment.' },
});

describe('consent documents', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let company: Company;
  let otherCompany: Company;
  let member: User;
  let companyAdmin: User;
  let outsider: User;

  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> => fixtures.as(email, method, url, { payload });

  /** The User's consent_documents answer, as the profile reads it inside a request. */
  const acceptedBy = (userId: number): Promise<ConsentAcceptanceView[]> =>
    RequestContext.create(api.orm.em, () =>
      api.app.get(ConsentDocumentsService).acceptedBy(userId),
    );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    ({ company } = await fixtures.company('Samtyckesbolaget AB', []));
    ({ company: otherCompany } = await fixtures.company('Annat Samtycke AB', []));
    const suffix = Date.now().toString(36);
    member = await fixtures.user(
      { email: `consent-member-${suffix}@example.test`, firstName: 'Maja', lastName: 'Medlem' },
      { withPassword: true },
    );
    companyAdmin = await fixtures.user(
      { email: `consent-admin-${suffix}@example.test`, firstName: 'Carl', lastName: 'Chef' },
      { withPassword: true },
    );
    outsider = await fixtures.user(
      { email: `consent-outsider-${suffix}@example.test`, firstName: 'Ulf', lastName: 'Utanför' },
      { withPassword: true },
    );
    await fixtures.member(member.id, company.uuid);
    await fixtures.member(companyAdmin.id, company.uuid, { companyRole: 'company-admin' });
    await fixtures.member(outsider.id, otherCompany.uuid);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  let document: ConsentView;

  it('lets an admin create one, with both languages, at version 1', async () => {
    const response = await as('admin@example.com', 'POST', '/api/v1/consent-documents', {
      ...consent(company.uuid),
    });
    expect(response.statusCode).toBe(201);
    document = response.json<ConsentView>();
    expect(document).toMatchObject({
      company_uuid: company.uuid,
      title: { sv: 'Samtycke', en: 'Consent' },
      body: { sv: 'Jag samtycker till behandling.', en: 'I consent to treatment.' },
      version: 1,
      active: true,
    });
    const audit = await api.orm.em
      .fork()
      .find(AuditEvent, { subjectId: document.uuid, event: 'consent-document.created' });
    expect(audit).toHaveLength(1);
  });

  it('validates the form, keyed by field, in the caller’s language', async () => {
    const response = await as('admin@example.com', 'POST', '/api/v1/consent-documents', {
      company_uuid: 'nope',
      title: { sv: '', en: 'Consent' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The given data was invalid',
      errors: {
        company_uuid: 'Must be a valid id',
        'title.sv': 'A title is required in Swedish and English',
        body: 'A text is required in Swedish and English',
      },
    });
    const unknownCompany = await as('admin@example.com', 'POST', '/api/v1/consent-documents', {
      ...consent('5e1d0c0a-0000-4000-8000-00000000ffff'),
    });
    expect(unknownCompany.statusCode).toBe(400);
    expect(unknownCompany.json()).toMatchObject({
      errors: { company_uuid: 'There is no such company' },
    });
  });

  it('bumps the version when a text changes, not when only the flag changes', async () => {
    const url = `/api/v1/consent-documents/${document.uuid}`;
    const same = await as('admin@example.com', 'PUT', url, { title: document.title });
    expect(same.json()).toMatchObject({ version: 1 });
    const changed = await as('admin@example.com', 'PUT', url, {
      body: { sv: 'Jag samtycker, version två.', en: 'I consent, version two.' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      version: 2,
      body: { sv: 'Jag samtycker, version två.', en: 'I consent, version two.' },
      title: { sv: 'Samtycke', en: 'Consent' },
    });
    const switchedOff = await as('admin@example.com', 'PUT', url, { active: false });
    expect(switchedOff.json()).toMatchObject({ version: 2, active: false });
    const back = await as('admin@example.com', 'PUT', url, { active: true });
    expect(back.json()).toMatchObject({ version: 2, active: true });
  });

  it('shows a company admin their own company’s documents only, and lets them not write', async () => {
    const other = await as('admin@example.com', 'POST', '/api/v1/consent-documents', {
      ...consent(otherCompany.uuid, 'Annat'),
    });
    expect(other.statusCode).toBe(201);
    const mine = await as(companyAdmin.email, 'GET', '/api/v1/consent-documents');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<ConsentView[]>().map((row) => row.uuid)).toEqual([document.uuid]);
    const filtered = await as(
      companyAdmin.email,
      'GET',
      `/api/v1/consent-documents?company_uuid=${otherCompany.uuid}`,
    );
    expect(filtered.json()).toEqual([]);
    const adminFiltered = await as(
      'admin@example.com',
      'GET',
      `/api/v1/consent-documents?company_uuid=${otherCompany.uuid}`,
    );
    expect(adminFiltered.json<ConsentView[]>().map((row) => row.title.sv)).toEqual(['Annat']);
    const write = await as(
      companyAdmin.email,
      'PUT',
      `/api/v1/consent-documents/${document.uuid}`,
      {
        active: false,
      },
    );
    expect(write.statusCode).toBe(403);
  });

  it('keeps them from users and therapists', async () => {
    expect((await as(member.email, 'GET', '/api/v1/consent-documents')).statusCode).toBe(403);
    const therapist = await as('clinic-therapist@example.com', 'GET', '/api/v1/consent-documents');
    expect(therapist.statusCode).toBe(403);
  });

  it('records a member’s acceptance of the current version, once', async () => {
    const url = `/api/v1/consent-documents/${document.uuid}/accept`;
    const first = await as(member.email, 'POST', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      consent_document_uuid: document.uuid,
      company_uuid: company.uuid,
      version: 2,
      current: true,
    });
    const again = await as(member.email, 'POST', url);
    expect(again.json()).toEqual(first.json());
    const accepted = await acceptedBy(member.id);
    expect(accepted).toHaveLength(1);
    const profile = await as(member.email, 'GET', '/api/users/get-current-user-profile');
    expect(profile.json<{ consent_documents: unknown[] }>().consent_documents).toEqual([
      expect.objectContaining({ consent_document_uuid: document.uuid, version: 2, current: true }),
    ]);
  });

  it('shows an acceptance as no longer current once the text changes', async () => {
    await as('admin@example.com', 'PUT', `/api/v1/consent-documents/${document.uuid}`, {
      title: { sv: 'Samtycke 3', en: 'Consent 3' },
    });
    const accepted = await acceptedBy(member.id);
    expect(accepted).toEqual([expect.objectContaining({ version: 2, current: false })]);
  });

  it('answers 404 to a non-member and 409 for an inactive document', async () => {
    const url = `/api/v1/consent-documents/${document.uuid}/accept`;
    expect((await as(outsider.email, 'POST', url)).statusCode).toBe(404);
    await as('admin@example.com', 'PUT', `/api/v1/consent-documents/${document.uuid}`, {
      active: false,
    });
    const inactive = await as(member.email, 'POST', url);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ message: 'This consent document is not active' });
  });

  describe('the console resource /api/admin/consent-documents', () => {
    it('lists with Content-Range, filters by company and getMany ids', async () => {
      const filter = encodeURIComponent(JSON.stringify({ company_uuid: company.uuid }));
      const response = await as(
        'admin@example.com',
        'GET',
        `/api/admin/consent-documents?filter=${filter}&range=[0,9]&sort=["created_at","DESC"]`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBe('consent-documents 0-0/1');
      expect(response.json()).toEqual([
        expect.objectContaining({ id: document.uuid, uuid: document.uuid, version: 3 }),
      ]);
      const ids = encodeURIComponent(JSON.stringify({ id: [document.uuid] }));
      const many = await as(
        'admin@example.com',
        'GET',
        `/api/admin/consent-documents?filter=${ids}`,
      );
      expect(many.json<ConsentView[]>().map((row) => row.uuid)).toEqual([document.uuid]);
    });

    it('creates, shows and updates through the same rules', async () => {
      const created = await as('admin@example.com', 'POST', '/api/admin/consent-documents', {
        ...consent(company.uuid, 'Via konsolen'),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: string }>().id;
      const shown = await as('admin@example.com', 'GET', `/api/admin/consent-documents/${id}`);
      expect(shown.json()).toMatchObject({ id, title: { sv: 'Via konsolen' }, version: 1 });
      const updated = await as('admin@example.com', 'PUT', `/api/admin/consent-documents/${id}`, {
        title: { sv: 'Via konsolen 2', en: 'Via the console 2' },
      });
      expect(updated.json()).toMatchObject({ id, version: 2 });
      const foreign = await as(
        companyAdmin.email,
        'GET',
        `/api/admin/consent-documents/${
          (
            await as(
              'admin@example.com',
              'GET',
              `/api/v1/consent-documents?company_uuid=${otherCompany.uuid}`,
            )
          ).json<ConsentView[]>()[0]?.uuid
        }`,
      );
      expect(foreign.statusCode).toBe(404);
    });
  });
});
