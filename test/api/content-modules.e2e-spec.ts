import { type LightMyRequestResponse } from 'fastify';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { Test } from 'src/content/test.entity';
import { User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface ModuleBody {
  id: number;
  uuid: string;
  type: string;
  name: string;
  description: string | null;
  language: string;
  fallback: boolean;
  is_published: boolean;
  chat_available: boolean;
  billable: boolean;
  suggested: boolean;
  repeatable: boolean;
  iteration_days: number | null;
  test_id: number | null;
  test: { id: number; name: string } | null;
  languages: string[];
  chapters: { id: number; name: string }[];
}

interface ModulePage {
  data: ModuleBody[];
  total: number;
  page: number;
  per_page: number;
}

const ADMIN = 'admin@example.com';
const CC = 'cc@example.com';
const CLIENT = 'client@example.com';
const THERAPIST = 'clinic-therapist@example.com';
const PREMIUM = 'therapist-premium@example.com';
const HC = 'hc@example.com';

describe('modules: list, read, author, publish', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const tag = `m${Date.now().toString(36)}`;
  const moduleIds: number[] = [];
  let testId: number;

  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language: 'sv' | 'en' = 'en',
  ) => fixtures.as(email, method, url, { payload, language });
  const created = async (payload: object): Promise<ModuleBody> => {
    const response = await as(CC, 'POST', '/api/modules', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json<ModuleBody>();
    moduleIds.push(body.id);
    return body;
  };
  const errors = (response: LightMyRequestResponse) =>
    response.json<{ errors: Record<string, string | string[]> }>().errors;
  const auditOf = (id: number, event: string) =>
    api.orm.em.fork().find(AuditEvent, { subjectType: 'module', subjectId: String(id), event });
  const uuidOf = async (email: string) =>
    (await api.orm.em.fork().findOneOrFail(User, { email })).uuid;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const em = api.orm.em.fork();
    const test = em.create(Test, {});
    em.persist(test);
    await em.flush();
    testId = test.id;
  });
  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(ContentModule, { id: { $in: moduleIds } });
    await em.nativeDelete(Test, { id: testId });
    await fixtures.cleanUp();
    await api.close();
  });

  describe('POST /api/modules', () => {
    it('creates an unpublished module in Swedish by default and audits who did it', async () => {
      const body = await created({
        name: `${tag} Sömnskola`,
        description: 'Om sömn',
        category: 'sleep',
        chat_available: true,
        billable: true,
        suggested: true,
        repeatable: true,
      });
      expect(body).toMatchObject({
        type: 'module',
        name: `${tag} Sömnskola`,
        description: 'Om sömn',
        language: 'sv',
        fallback: false,
        is_published: false,
        chat_available: true,
        billable: true,
        suggested: true,
        repeatable: true,
        iteration_days: null,
        test: null,
        languages: ['sv'],
        chapters: [],
      });
      const [event] = await auditOf(body.id, 'module.create');
      expect(event?.actorUuid).toBe(await uuidOf(CC));
    });

    it('creates an assessment with its test and iteration days', async () => {
      const body = await created({
        name: `${tag} Skattning`,
        type: 'assessment',
        iteration_days: 14,
        test_id: testId,
      });
      expect(body).toMatchObject({ type: 'assessment', iteration_days: 14, test_id: testId });
      expect(body.test?.id).toBe(testId);
    });

    it('answers 400 with a message per field, in the caller’s language', async () => {
      const english = await as(CC, 'POST', '/api/modules', { type: 'lesson' });
      expect(english.statusCode).toBe(400);
      expect(errors(english)).toEqual({
        name: 'Name is required',
        type: 'Invalid module type: use module or assessment',
      });
      const swedish = await as(CC, 'POST', '/api/modules', { name: '  ' }, 'sv');
      expect(errors(swedish)).toEqual({ name: 'Namn är obligatoriskt' });
    });

    it('requires positive iteration days and a test for assessments, and neither for modules', async () => {
      const assessment = await as(CC, 'POST', '/api/modules', {
        name: 'A',
        type: 'assessment',
      });
      expect(errors(assessment)).toEqual({
        iteration_days: 'Iteration days is required and must be a positive whole number',
        test_id: 'An assessment needs a test',
      });
      const zero = await as(CC, 'POST', '/api/modules', {
        name: 'A',
        type: 'assessment',
        iteration_days: 0,
        test_id: testId,
      });
      expect(Object.keys(errors(zero))).toEqual(['iteration_days']);
      const plain = await as(CC, 'POST', '/api/modules', {
        name: 'A',
        iteration_days: 7,
        test_id: testId,
      });
      expect(errors(plain)).toEqual({
        iteration_days: 'Iteration days applies to assessments only',
        test_id: 'Only assessments can have a test',
      });
      const unknownTest = await as(CC, 'POST', '/api/modules', {
        name: 'A',
        type: 'assessment',
        iteration_days: 7,
        test_id: 2_000_000_000,
      });
      expect(errors(unknownTest)).toEqual({ test_id: 'There is no such test' });
    });

    it.each([CLIENT, THERAPIST, PREMIUM, HC])('refuses %s (403)', async (email) => {
      const response = await as(email, 'POST', '/api/modules', { name: 'Nope' });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('Access denied');
    });
  });

  describe('languages', () => {
    it('writes English to the English row only, and falls back to Swedish (saying so)', async () => {
      const module = await created({ name: `${tag} Oro`, description: 'Svensk text' });
      const fallback = await as(CC, 'GET', `/api/modules/${module.id}/en`);
      expect(fallback.json<ModuleBody>()).toMatchObject({
        name: `${tag} Oro`,
        language: 'sv',
        fallback: true,
      });

      const noName = await as(CC, 'PUT', `/api/modules/${module.id}/en`, { description: 'x' });
      expect(errors(noName)).toEqual({ name: 'Name is required' });

      const update = await as(CC, 'PUT', `/api/modules/${module.id}/en`, { name: `${tag} Worry` });
      expect(update.statusCode).toBe(200);
      expect(update.json<ModuleBody>()).toMatchObject({
        name: `${tag} Worry`,
        description: null,
        language: 'en',
        fallback: false,
        languages: ['en', 'sv'],
      });
      const swedish = await as(CC, 'GET', `/api/modules/${module.id}/sv`);
      expect(swedish.json<ModuleBody>()).toMatchObject({
        name: `${tag} Oro`,
        description: 'Svensk text',
        language: 'sv',
        fallback: false,
      });
      const rows = await api.orm.em.fork().find(ModuleText, { module: module.id });
      expect(rows.map((row) => [row.language, row.name]).sort()).toEqual([
        ['en', `${tag} Worry`],
        ['sv', `${tag} Oro`],
      ]);
    });

    it('rejects an unknown language in the path', async () => {
      const response = await as(CC, 'GET', `/api/modules/1/de`);
      expect(response.statusCode).toBe(400);
      expect(errors(response)).toEqual({ lang: 'Unknown language "de": use sv or en' });
    });
  });

  describe('publishing', () => {
    it('hides unpublished modules from clients and therapists, and audits publish and unpublish', async () => {
      const module = await created({ name: `${tag} Publicering` });
      for (const email of [CLIENT, THERAPIST])
        expect((await as(email, 'GET', `/api/modules/${module.id}/sv`)).statusCode).toBe(404);

      const publish = await as(ADMIN, 'PUT', `/api/modules/${module.id}/publish`);
      expect(publish.statusCode).toBe(200);
      expect(publish.json<ModuleBody>().is_published).toBe(true);
      const [published] = await auditOf(module.id, 'module.publish');
      expect(published?.actorUuid).toBe(await uuidOf(ADMIN));
      expect(published?.occurredAt).toBeInstanceOf(Date);

      const asClient = await as(CLIENT, 'GET', `/api/modules/${module.uuid}/sv`);
      expect(asClient.statusCode).toBe(200);
      expect(asClient.json<ModuleBody>().name).toBe(`${tag} Publicering`);

      await as(CC, 'PUT', `/api/modules/${module.id}/unpublish`);
      expect(await auditOf(module.id, 'module.unpublish')).toHaveLength(1);
      expect((await as(CLIENT, 'GET', `/api/modules/${module.id}/sv`)).statusCode).toBe(404);
      // Unpublishing again changes nothing and records nothing.
      await as(CC, 'PUT', `/api/modules/${module.id}/unpublish`);
      expect(await auditOf(module.id, 'module.unpublish')).toHaveLength(1);
    });

    it('audits publishing through the update form too', async () => {
      const module = await created({ name: `${tag} Formulär` });
      await as(CC, 'PUT', `/api/modules/${module.id}/sv`, { is_published: true });
      expect(await auditOf(module.id, 'module.publish')).toHaveLength(1);
      expect(await auditOf(module.id, 'module.update')).toHaveLength(1);
    });

    it.each([CLIENT, PREMIUM])('refuses publishing by %s (403)', async (email) => {
      const response = await as(email, 'PUT', `/api/modules/${moduleIds[0]}/publish`);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /api/modules/{lang}', () => {
    beforeAll(async () => {
      for (const name of ['Bravo', 'Alfa', 'Charlie']) {
        const module = await created({ name: `${tag}list ${name}` });
        if (name !== 'Charlie') await as(CC, 'PUT', `/api/modules/${module.id}/publish`);
      }
    });

    it('shows authors every module, sorted by name, with language and fallback', async () => {
      const response = await as(CC, 'GET', `/api/modules/en?keyword=${tag}list`);
      const page = response.json<ModulePage>();
      expect(page.total).toBe(3);
      expect(page.data.map((row) => row.name)).toEqual([
        `${tag}list Alfa`,
        `${tag}list Bravo`,
        `${tag}list Charlie`,
      ]);
      expect(page.data[0]).toMatchObject({ language: 'sv', fallback: true });
    });

    it('shows clients and therapists only published modules', async () => {
      for (const email of [CLIENT, THERAPIST, HC]) {
        const page = (
          await as(email, 'GET', `/api/modules/sv?keyword=${tag}list`)
        ).json<ModulePage>();
        expect(page.data.map((row) => row.name)).toEqual([`${tag}list Alfa`, `${tag}list Bravo`]);
        expect(page.total).toBe(2);
      }
    });

    it('pages, sorts descending and filters by type and published state', async () => {
      const second = (
        await as(CC, 'GET', `/api/modules/sv?keyword=${tag}list&per_page=1&page=2&order=desc`)
      ).json<ModulePage>();
      expect(second).toMatchObject({ total: 3, page: 2, per_page: 1 });
      expect(second.data.map((row) => row.name)).toEqual([`${tag}list Bravo`]);

      const drafts = (
        await as(CC, 'GET', `/api/modules/sv?keyword=${tag}list&is_published=false`)
      ).json<ModulePage>();
      expect(drafts.data.map((row) => row.name)).toEqual([`${tag}list Charlie`]);

      const assessments = (
        await as(CC, 'GET', `/api/modules/sv?keyword=${tag}&type=assessment&paginate=false`)
      ).json<ModulePage>();
      expect(assessments.data.map((row) => row.name)).toEqual([`${tag} Skattning`]);
    });

    it('rejects a bad filter with 400 naming it', async () => {
      const response = await as(CC, 'GET', '/api/modules/sv?type=lesson&per_page=500');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errors(response)).sort()).toEqual(['per_page', 'type']);
    });
  });

  describe('DELETE /api/modules/{id}', () => {
    it('deletes the module with its chapters and audits it; others get 403', async () => {
      const module = await created({ name: `${tag} Borttagen` });
      await as(CC, 'POST', '/api/chapter', { module_id: module.id, name: 'Kapitel' });
      expect((await as(CLIENT, 'DELETE', `/api/modules/${module.id}`)).statusCode).toBe(403);
      expect((await as(THERAPIST, 'DELETE', `/api/modules/${module.id}`)).statusCode).toBe(403);

      const response = await as(CC, 'DELETE', `/api/modules/${module.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: module.id });
      expect((await as(CC, 'GET', `/api/modules/${module.id}/sv`)).statusCode).toBe(404);
      const chapters = await api.orm.em
        .getConnection()
        .execute('select id from chapters where module_id = ?', [module.id]);
      expect(chapters).toEqual([]);
      expect(await auditOf(module.id, 'module.delete')).toHaveLength(1);
    });

    it('answers 404 for a module that does not exist', async () => {
      expect((await as(CC, 'DELETE', '/api/modules/2000000000')).statusCode).toBe(404);
    });
  });
});
