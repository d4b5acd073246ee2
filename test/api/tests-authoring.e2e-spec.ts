import { type LightMyRequestResponse } from 'fastify';
import { ContentModule } from 'src/content/content-module.entity';
import { Test } from 'src/content/test.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Named {
  id: number;
  name: string;
  language: string;
  fallback: boolean;
}
interface TestBody extends Named {
  uuid: string;
  code: string | null;
  description: string | null;
  sections: (Named & { pages: Named[]; empty_text: string | null })[];
  empty_text: string | null;
}
interface OptionBody {
  id: number;
  label: string;
  value: number;
  is_correct: boolean;
}
interface QuestionBody {
  id: number;
  text: string;
  reverse_scored: boolean;
  options: OptionBody[];
}

const CC = 'cc@example.com';
const ADMIN = 'admin@example.com';
const CLIENT = 'client@example.com';
const PREMIUM = 'therapist-premium@example.com';

describe('tests, test sections and pages, questions and answer options', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const tag = `t${Date.now().toString(36)}`;
  const testIds: number[] = [];
  const moduleIds: number[] = [];
  let test: TestBody;
  let sectionId: number;
  let pageId: number;
  let question: QuestionBody;

  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language: 'sv' | 'en' = 'en',
  ) => fixtures.as(email, method, url, { payload, language });
  const ok = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const answer = await response;
    expect({ status: answer.statusCode, body: answer.json<unknown>() }).toMatchObject({ status });
    return answer.json<T>();
  };
  const errors = (response: LightMyRequestResponse) =>
    response.json<{ errors: Record<string, unknown> }>().errors;
  const newTest = async (payload: object) => {
    const body = await ok<TestBody>(as(CC, 'POST', '/api/test', payload), 201);
    testIds.push(body.id);
    return body;
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    test = await newTest({
      name: `${tag} Nedstämdhet`,
      code: `${tag}-mood`,
      description: 'Nio frågor',
    });
    sectionId = (
      await ok<Named>(as(CC, 'POST', '/api/section', { test_id: test.id, name: 'Del 1' }), 201)
    ).id;
    pageId = (
      await ok<Named>(
        as(CC, 'POST', '/api/page', {
          section_id: sectionId,
          name: 'Frågesida',
          page_type: 'questions',
          answer_type: 'single_choice',
        }),
        201,
      )
    ).id;
    question = await ok<QuestionBody>(
      as(CC, 'POST', '/api/question', { page_id: pageId, text: 'Nedstämd?', reverse_scored: true }),
      201,
    );
  });
  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(ContentModule, { id: { $in: moduleIds } });
    await em.nativeDelete(Test, { id: { $in: testIds } });
    await fixtures.cleanUp();
    await api.close();
  });

  it('creates a test and reads it with sections and pages', async () => {
    expect(test).toMatchObject({ code: `${tag}-mood`, description: 'Nio frågor', language: 'sv' });
    const read = await ok<TestBody>(as(CC, 'GET', `/api/test/${test.id}/edit/en`));
    expect(read).toMatchObject({
      name: `${tag} Nedstämdhet`,
      language: 'sv',
      fallback: true,
      empty_text: null,
    });
    expect(read.sections).toEqual([
      expect.objectContaining({
        id: sectionId,
        name: 'Del 1',
        pages: [expect.objectContaining({ id: pageId, name: 'Frågesida' })],
      }),
    ]);
    const english = await ok<TestBody>(
      as(CC, 'PUT', `/api/test/${test.id}/en`, { name: `${tag} Low mood`, description: 'Nine' }),
    );
    expect(english).toMatchObject({ name: `${tag} Low mood`, language: 'en', fallback: false });
  });

  it('refuses a code another test has, and a nameless test', async () => {
    const taken = await as(CC, 'POST', '/api/test', { name: 'x', code: `${tag}-mood` });
    expect(errors(taken)).toEqual({ code: 'The code is already used by another test' });
    const nameless = await as(CC, 'POST', '/api/test', {}, 'sv');
    expect(errors(nameless)).toEqual({ name: 'Namn är obligatoriskt' });
    const twoParents = await as(CC, 'POST', '/api/section', { name: 'x' });
    expect(errors(twoParents)).toEqual({ chapter_id: 'Give either a chapter or a test' });
  });

  it('writes answer options with value and is_correct, per language', async () => {
    const yes = await ok<OptionBody>(
      as(CC, 'POST', '/api/answer-option', {
        question_id: question.id,
        label: 'Ja',
        value: 3,
        is_correct: true,
      }),
      201,
    );
    expect(yes).toMatchObject({ label: 'Ja', value: 3, is_correct: true, position: 0 });
    const no = await ok<OptionBody>(
      as(CC, 'POST', '/api/answer-option', { question_id: question.id, label: 'Nej' }),
      201,
    );
    expect(no).toMatchObject({ value: 0, is_correct: false, position: 1 });
    const changed = await ok<OptionBody>(
      as(CC, 'PUT', `/api/answer-option/${no.id}/en`, { label: 'No', value: 1, is_correct: true }),
    );
    expect(changed).toMatchObject({ label: 'No', value: 1, is_correct: true, language: 'en' });
    // A value alone changes no text: the English label is still missing, so Swedish is shown.
    const valueOnly = await ok<OptionBody>(
      as(CC, 'PUT', `/api/answer-option/${yes.id}/en`, { value: 2 }),
    );
    expect(valueOnly).toMatchObject({ label: 'Ja', value: 2, language: 'sv', fallback: true });
    await ok(as(CC, 'PUT', `/api/answer-option/${yes.id}/sv`, { value: 3 }));
    const missingLabel = await as(CC, 'POST', '/api/answer-option', {
      question_id: question.id,
      label: ' ',
    });
    expect(errors(missingLabel)).toEqual({ label: 'Label is required' });

    const page = await ok<{ questions: QuestionBody[] }>(
      as(CC, 'GET', `/api/page/${pageId}/edit/sv`),
    );
    expect(page.questions[0].options.map((o) => [o.label, o.value, o.is_correct])).toEqual([
      ['Ja', 3, true],
      ['Nej', 1, true],
    ]);
    await ok(as(CC, 'DELETE', `/api/answer-option/${no.id}`));
    const after = await ok<{ questions: QuestionBody[] }>(
      as(CC, 'GET', `/api/page/${pageId}/edit/sv`),
    );
    expect(after.questions[0].options.map((o) => o.label)).toEqual(['Ja']);
  });

  it('updates and deletes questions', async () => {
    const extra = await ok<QuestionBody>(
      as(CC, 'POST', '/api/question', { page_id: pageId, text: 'Extra' }),
      201,
    );
    const updated = await ok<QuestionBody>(
      as(CC, 'PUT', `/api/question/${extra.id}/sv`, { text: 'Ändrad', reverse_scored: true }),
    );
    expect(updated).toMatchObject({ text: 'Ändrad', reverse_scored: true });
    await ok(as(CC, 'DELETE', `/api/question/${extra.id}`));
    expect((await as(CC, 'DELETE', `/api/question/${extra.id}`)).statusCode).toBe(404);
  });

  it('lists tests, tests with questions for reports, and a test’s pages', async () => {
    const list = await ok<(Named & { code: string })[]>(as(CC, 'GET', '/api/test/full-list/sv'));
    expect(list.find((row) => row.id === test.id)).toMatchObject({ name: `${tag} Nedstämdhet` });

    const report = await ok<(Named & { questions: (QuestionBody & { page_id: number })[] })[]>(
      as(CC, 'GET', '/api/test/full-list-report/en'),
    );
    const mine = report.find((row) => row.id === test.id)!;
    expect(mine.name).toBe(`${tag} Low mood`);
    expect(mine.questions).toEqual([
      expect.objectContaining({
        id: question.id,
        text: 'Nedstämd?',
        page_id: pageId,
        section_id: sectionId,
        reverse_scored: true,
      }),
    ]);

    const pages = await ok<(Named & { section: Named; questions_count: number })[]>(
      as(CC, 'GET', `/api/test/treeview-pages/${test.id}/sv`),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      id: pageId,
      name: 'Frågesida',
      section: { id: sectionId, name: 'Del 1' },
      questions_count: 1,
    });

    const tree = await ok<{ type: string; children: { name: string; children: Named[] }[] }>(
      as(CC, 'GET', `/api/treeview/test/${test.id}/sv`),
    );
    expect(tree.type).toBe('test');
    expect(tree.children.map((s) => [s.name, s.children.map((p) => p.name)])).toEqual([
      ['Del 1', ['Frågesida']],
    ]);
    const crumbs = await ok<Named[]>(as(CC, 'GET', `/api/breadcrumb/sv/page/${pageId}/1`));
    expect(crumbs.map((crumb) => crumb.name)).toEqual([`${tag} Nedstämdhet`, 'Del 1', 'Frågesida']);
  });

  it('shows clients only tests a published assessment runs', async () => {
    const hidden = await as(CLIENT, 'GET', `/api/test/${test.id}/edit/sv`);
    expect(hidden.statusCode).toBe(404);
    const listBefore = await ok<Named[]>(as(CLIENT, 'GET', '/api/test/full-list/sv'));
    expect(listBefore.map((row) => row.id)).not.toContain(test.id);

    const assessment = await ok<{ id: number }>(
      as(CC, 'POST', '/api/modules', {
        name: `${tag} Skattning`,
        type: 'assessment',
        iteration_days: 30,
        test_id: test.id,
        is_published: true,
      }),
      201,
    );
    moduleIds.push(assessment.id);
    expect((await as(CLIENT, 'GET', `/api/test/${test.id}/edit/sv`)).statusCode).toBe(200);
    const listAfter = await ok<Named[]>(as(CLIENT, 'GET', '/api/test/full-list/sv'));
    expect(listAfter.map((row) => row.id)).toContain(test.id);

    const inUse = await as(CC, 'DELETE', `/api/test/${test.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toMatch(/still in use/);
  });

  it('orders a test’s sections and deletes an unused test with its sections', async () => {
    const other = await newTest({ name: `${tag} Tillfälligt` });
    const s1 = await ok<Named>(
      as(CC, 'POST', '/api/section', { test_id: other.id, name: 'A' }),
      201,
    );
    const s2 = await ok<Named>(
      as(CC, 'POST', '/api/section', { test_id: other.id, name: 'B' }),
      201,
    );
    const ordered = await ok<TestBody>(
      as(CC, 'PUT', `/api/test/${other.id}/sections/order`, { ids: [s2.id, s1.id] }),
    );
    expect(ordered.sections.map((s) => s.name)).toEqual(['B', 'A']);
    await ok(as(ADMIN, 'DELETE', `/api/test/${other.id}`));
    expect((await as(CC, 'GET', `/api/section/${s1.id}/edit/sv`)).statusCode).toBe(404);
  });

  it('refuses test authoring to clients and therapists (403)', async () => {
    for (const email of [CLIENT, PREMIUM]) {
      const writes = await Promise.all([
        as(email, 'POST', '/api/test', { name: 'x' }),
        as(email, 'PUT', `/api/test/${test.id}/sv`, { name: 'x' }),
        as(email, 'DELETE', `/api/test/${test.id}`),
        as(email, 'POST', '/api/question', { page_id: pageId, text: 'x' }),
        as(email, 'POST', '/api/answer-option', { question_id: question.id, label: 'x' }),
        as(email, 'PUT', `/api/answer-option/1/sv`, { label: 'x' }),
      ]);
      expect(writes.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
  });
});
