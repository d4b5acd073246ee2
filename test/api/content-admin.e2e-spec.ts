import { type LightMyRequestResponse } from 'fastify';
import { ContentModule } from 'src/content/content-module.entity';
import { Test } from 'src/content/test.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Row {
  id: number;
  name: string;
  language: string;
  fallback: boolean;
  [key: string]: unknown;
}

const CC = 'cc@example.com';
const ADMIN = 'admin@example.com';
const CLIENT = 'client@example.com';

describe('react-admin content resources under /api/admin', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const tag = `a${Date.now().toString(36)}`;
  const moduleIds: number[] = [];
  const testIds: number[] = [];

  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => fixtures.as(email, method, url, { payload });
  const ok = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const answer = await response;
    expect({ status: answer.statusCode, body: answer.json<unknown>() }).toMatchObject({ status });
    return answer.json<T>();
  };
  const list = (email: string, resource: string, filter: object, extra = '') =>
    as(
      email,
      'GET',
      `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
    );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
  });
  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(ContentModule, { id: { $in: moduleIds } });
    await em.nativeDelete(Test, { id: { $in: testIds } });
    await fixtures.cleanUp();
    await api.close();
  });

  it('creates, lists, edits and deletes modules with Content-Range', async () => {
    const created = await ok<Row>(as(CC, 'POST', '/api/admin/modules', { name: `${tag} B` }), 201);
    moduleIds.push(created.id);
    const other = await ok<Row>(as(CC, 'POST', '/api/admin/modules', { name: `${tag} A` }), 201);
    moduleIds.push(other.id);

    const response = await list(CC, 'modules', { q: tag }, '&range=[0,0]&sort=["name","ASC"]');
    expect(response.headers['content-range']).toBe('modules 0-0/2');
    expect(response.json<Row[]>().map((row) => row.name)).toEqual([`${tag} A`]);

    const many = await list(CC, 'modules', { id: [created.id, other.id] });
    expect(
      many
        .json<Row[]>()
        .map((row) => row.id)
        .sort(),
    ).toEqual([created.id, other.id].sort());

    // react-admin sends the whole record back: read-only parts are accepted and ignored.
    const record = await ok<Row>(as(CC, 'GET', `/api/admin/modules/${created.id}?lang=en`));
    expect(record).toMatchObject({ language: 'sv', fallback: true });
    const saved = await ok<Row>(
      as(CC, 'PUT', `/api/admin/modules/${created.id}`, {
        ...record,
        language: 'en',
        name: `${tag} B en`,
        is_published: true,
      }),
    );
    expect(saved).toMatchObject({ name: `${tag} B en`, language: 'en', is_published: true });
    const swedish = await ok<Row>(as(CC, 'GET', `/api/admin/modules/${created.id}?lang=sv`));
    expect(swedish.name).toBe(`${tag} B`);

    const clients = await list(CLIENT, 'modules', { q: tag });
    expect(clients.json<Row[]>().map((row) => row.id)).toEqual([created.id]);
    expect((await as(CLIENT, 'POST', '/api/admin/modules', { name: 'x' })).statusCode).toBe(403);

    const deleted = await ok<Row>(as(ADMIN, 'DELETE', `/api/admin/modules/${other.id}`));
    expect(deleted.id).toBe(other.id);
    expect((await as(CC, 'GET', `/api/admin/modules/${other.id}`)).statusCode).toBe(404);
  });

  it('lists chapters, sections and pages filtered by parent, in order', async () => {
    const module = await ok<Row>(
      as(CC, 'POST', '/api/admin/modules', { name: `${tag} Träd` }),
      201,
    );
    moduleIds.push(module.id);
    const c2 = await ok<Row>(
      as(CC, 'POST', '/api/admin/chapters', { module_id: module.id, name: 'K2' }),
      201,
    );
    const c1 = await ok<Row>(
      as(CC, 'POST', '/api/admin/chapters', { module_id: module.id, name: 'K1', position: 0 }),
      201,
    );
    const chapters = await list(CC, 'chapters', { module_id: module.id });
    expect(chapters.headers['content-range']).toBe('chapters 0-1/2');
    expect(chapters.json<Row[]>().map((row) => [row.id, row.name, row.module_id])).toEqual([
      [c1.id, 'K1', module.id],
      [c2.id, 'K2', module.id],
    ]);

    const section = await ok<Row>(
      as(CC, 'POST', '/api/admin/sections', { chapter_id: c1.id, name: 'S1' }),
      201,
    );
    const sections = await list(CC, 'sections', { chapter_id: c1.id });
    expect(sections.json<Row[]>().map((row) => row.name)).toEqual(['S1']);

    const page = await ok<Row>(
      as(CC, 'POST', '/api/admin/pages', {
        section_id: section.id,
        name: 'P1',
        page_type: 'video',
      }),
      201,
    );
    const pages = await list(CC, 'pages', { section_id: section.id }, '&lang=en');
    expect(pages.json<Row[]>()).toEqual([
      expect.objectContaining({
        id: page.id,
        name: 'P1',
        page_type: 'video',
        section_id: section.id,
        language: 'sv',
        fallback: true,
      }),
    ]);

    const chapterRecord = await ok<Row>(as(CC, 'GET', `/api/admin/chapters/${c1.id}`));
    const renamed = await ok<Row>(
      as(CC, 'PUT', `/api/admin/chapters/${c1.id}`, { ...chapterRecord, name: 'K1 ny' }),
    );
    expect(renamed.name).toBe('K1 ny');
    const sectionRecord = await ok<Row>(as(CC, 'GET', `/api/admin/sections/${section.id}`));
    await ok(
      as(CC, 'PUT', `/api/admin/sections/${section.id}`, { ...sectionRecord, name: 'S1 ny' }),
    );
    const pageRecord = await ok<Row>(as(CC, 'GET', `/api/admin/pages/${page.id}`));
    const pageSaved = await ok<Row>(
      as(CC, 'PUT', `/api/admin/pages/${page.id}`, { ...pageRecord, tool: 'sleep_diary' }),
    );
    expect(pageSaved).toMatchObject({ name: 'P1', tool: 'sleep_diary' });

    // Unpublished: a client sees none of it.
    expect((await list(CLIENT, 'chapters', { module_id: module.id })).json()).toEqual([]);
    expect((await as(CLIENT, 'GET', `/api/admin/pages/${page.id}`)).statusCode).toBe(404);

    await ok(as(CC, 'DELETE', `/api/admin/pages/${page.id}`));
    await ok(as(CC, 'DELETE', `/api/admin/sections/${section.id}`));
    await ok(as(CC, 'DELETE', `/api/admin/chapters/${c2.id}`));
    expect((await list(CC, 'chapters', { module_id: module.id })).json<Row[]>()).toHaveLength(1);
  });

  it('creates, searches, edits and deletes tests', async () => {
    const test = await ok<Row>(
      as(CC, 'POST', '/api/admin/tests', { name: `${tag} Testet`, code: `${tag}-code` }),
      201,
    );
    testIds.push(test.id);
    const found = await list(CC, 'tests', { q: `${tag}-co` });
    expect(found.json<Row[]>().map((row) => row.id)).toEqual([test.id]);
    const byName = await list(CC, 'tests', { q: `${tag} testet` });
    expect(byName.json<Row[]>().map((row) => row.id)).toEqual([test.id]);
    const saved = await ok<Row>(
      as(CC, 'PUT', `/api/admin/tests/${test.id}`, { ...test, description: 'Beskrivning' }),
    );
    expect(saved.description).toBe('Beskrivning');
    expect((await list(CLIENT, 'tests', { q: tag })).json()).toEqual([]);
    await ok(as(CC, 'DELETE', `/api/admin/tests/${test.id}`));
    expect((await as(CC, 'GET', `/api/admin/tests/${test.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming a sort field chapters do not have', async () => {
    const response = await as(CC, 'GET', '/api/admin/chapters?sort=["secret","ASC"]');
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
      status: 400,
      body: { errors: { sort: 'The list cannot be sorted by secret' } },
    });
  });
});
