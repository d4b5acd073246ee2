import { type LightMyRequestResponse } from 'fastify';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { DEMO_CONTENT } from 'src/content/content.seeder';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Named {
  id: number;
  name: string;
  language: string;
  fallback: boolean;
  position?: number;
}
interface Chapter extends Named {
  module_id: number;
  module: Named;
  sections: Named[];
  empty_text: string | null;
}
interface Section extends Named {
  chapter_id: number | null;
  test_id: number | null;
  module: Named | null;
  pages: (Named & { page_type: string })[];
  empty_text: string | null;
}
interface Option extends Named {
  label: string;
  value: number;
  is_correct: boolean;
}
interface Question extends Named {
  text: string;
  code: string | null;
  reverse_scored: boolean;
  options: Option[];
}
interface Page extends Named {
  section_id: number;
  page_type: string;
  answer_type: string | null;
  body: string | null;
  tool: string | null;
  questionnaire_template: string | null;
  report_read_mandatory: boolean;
  content_report_data: Record<string, unknown> | null;
  therapist_approval_required: boolean;
  questions: Question[];
}
interface TreeNode extends Named {
  type: string;
  children?: TreeNode[];
  empty_text?: string | null;
}

const ADMIN = 'admin@example.com';
const CC = 'cc@example.com';
const CLIENT = 'client@example.com';
const THERAPIST = 'clinic-therapist@example.com';
const PREMIUM = 'therapist-premium@example.com';

describe('chapters, sections, pages, copies, tree view and breadcrumbs', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const moduleIds: number[] = [];
  let moduleId: number;
  let chapter: Chapter;

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
  const newModule = async (name: string, published = false) => {
    const module = await ok<{ id: number }>(as(CC, 'POST', '/api/modules', { name }), 201);
    moduleIds.push(module.id);
    if (published) await as(CC, 'PUT', `/api/modules/${module.id}/publish`);
    return module.id;
  };
  const newSection = (chapterId: number, name: string, extra: object = {}) =>
    ok<Section>(as(CC, 'POST', '/api/section', { chapter_id: chapterId, name, ...extra }), 201);
  const newPage = (sectionId: number, name: string, extra: object = {}) =>
    ok<Page>(as(CC, 'POST', '/api/page', { section_id: sectionId, name, ...extra }), 201);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    moduleId = await newModule('Trädmodul');
    chapter = await ok<Chapter>(
      as(CC, 'POST', '/api/chapter', { module_id: moduleId, name: 'Första kapitlet' }),
      201,
    );
  });
  afterAll(async () => {
    await api.orm.em.fork().nativeDelete(ContentModule, { id: { $in: moduleIds } });
    await fixtures.cleanUp();
    await api.close();
  });

  describe('chapters', () => {
    it('creates a chapter, audited, and shows "No sections available" while it is empty', async () => {
      expect(chapter).toMatchObject({
        name: 'Första kapitlet',
        module_id: moduleId,
        module: { id: moduleId, name: 'Trädmodul' },
        sections: [],
        position: 0,
      });
      const english = await ok<Chapter>(as(CC, 'GET', `/api/chapter/${chapter.id}/edit/en`));
      expect(english).toMatchObject({
        name: 'Första kapitlet',
        language: 'sv',
        fallback: true,
        empty_text: 'No sections available',
      });
      const swedish = await ok<Chapter>(as(CC, 'GET', `/api/chapter/${chapter.id}/edit/sv`));
      expect(swedish.empty_text).toBe('Inga avsnitt tillgängliga');
      const events = await api.orm.em
        .fork()
        .find(AuditEvent, { subjectType: 'chapter', subjectId: String(chapter.id) });
      expect(events.map((event) => event.event)).toContain('chapter.create');
    });

    it('renames per language and inserts at a position; the module lists chapters in order', async () => {
      await ok(as(CC, 'PUT', `/api/chapter/${chapter.id}/en`, { name: 'First chapter' }));
      const first = await ok<Chapter>(
        as(CC, 'POST', '/api/chapter', { module_id: moduleId, name: 'Nytt först', position: 0 }),
        201,
      );
      const module = await ok<{ chapters: Named[] }>(as(CC, 'GET', `/api/modules/${moduleId}/en`));
      expect(module.chapters.map((c) => [c.id, c.name, c.language])).toEqual([
        [first.id, 'Nytt först', 'sv'],
        [chapter.id, 'First chapter', 'en'],
      ]);

      const reordered = await ok<{ chapters: Named[] }>(
        as(CC, 'PUT', `/api/modules/${moduleId}/chapters/order`, { ids: [chapter.id, first.id] }),
      );
      expect(reordered.chapters.map((c) => c.id)).toEqual([chapter.id, first.id]);
      const incomplete = await as(CC, 'PUT', `/api/modules/${moduleId}/chapters/order`, {
        ids: [chapter.id],
      });
      expect(errors(incomplete)).toEqual({
        ids: 'The order must list exactly all items, each once',
      });

      expect((await as(CC, 'DELETE', `/api/chapter/${first.id}`)).statusCode).toBe(200);
      expect((await as(CC, 'GET', `/api/chapter/${first.id}/edit/sv`)).statusCode).toBe(404);
    });

    it('validates the body: name required, module must exist', async () => {
      const response = await as(CC, 'POST', '/api/chapter', { module_id: 2_000_000_000 });
      expect(errors(response)).toEqual({ name: 'Name is required' });
      const unknown = await as(CC, 'POST', '/api/chapter', { module_id: 2_000_000_000, name: 'x' });
      expect(errors(unknown)).toEqual({ module_id: 'There is no such module' });
    });
  });

  describe('sections and pages', () => {
    let section: Section;
    let questionPage: Page;

    beforeAll(async () => {
      section = await newSection(chapter.id, 'Avsnitt ett');
      questionPage = await newPage(section.id, 'Frågor', {
        page_type: 'questions',
        answer_type: 'single_choice',
        questionnaire_template: 'likert_4',
        report_read_mandatory: true,
        content_report_data: { score: 'sum' },
        therapist_approval_required: true,
        body: '<p>Svara ärligt</p>',
      });
      const question = await ok<Question>(
        as(CC, 'POST', '/api/question', {
          page_id: questionPage.id,
          text: 'Hur mår du?',
          code: 'mood',
        }),
        201,
      );
      await ok(as(CC, 'PUT', `/api/question/${question.id}/en`, { text: 'How are you?' }));
      for (const [label, value] of [
        ['Bra', 0],
        ['Dåligt', 3],
      ] as const)
        await ok(
          as(CC, 'POST', '/api/answer-option', { question_id: question.id, label, value }),
          201,
        );
    });

    it('shows a section with its pages, or "No pages available"', async () => {
      const empty = await newSection(chapter.id, 'Tomt avsnitt');
      expect(empty).toMatchObject({ pages: [], empty_text: 'Inga sidor tillgängliga' });
      const read = await ok<Section>(as(CC, 'GET', `/api/section/${section.id}/edit/en`));
      expect(read).toMatchObject({
        name: 'Avsnitt ett',
        fallback: true,
        chapter_id: chapter.id,
        test_id: null,
        module: { id: moduleId },
        pages: [{ id: questionPage.id, name: 'Frågor', page_type: 'questions' }],
        empty_text: null,
      });
    });

    it('reads a page with its fields, questions and options, per language', async () => {
      const page = await ok<Page>(as(CC, 'GET', `/api/page/${questionPage.id}/edit/en`));
      expect(page).toMatchObject({
        name: 'Frågor',
        body: '<p>Svara ärligt</p>',
        language: 'sv',
        fallback: true,
        page_type: 'questions',
        answer_type: 'single_choice',
        questionnaire_template: 'likert_4',
        report_read_mandatory: true,
        content_report_data: { score: 'sum' },
        therapist_approval_required: true,
      });
      expect(page.questions).toHaveLength(1);
      expect(page.questions[0]).toMatchObject({
        text: 'How are you?',
        language: 'en',
        fallback: false,
        code: 'mood',
      });
      expect(page.questions[0].options.map((o) => [o.label, o.value, o.language])).toEqual([
        ['Bra', 0, 'sv'],
        ['Dåligt', 3, 'sv'],
      ]);
    });

    it('validates page types and answer types with field messages', async () => {
      const bad = await as(CC, 'POST', '/api/page', {
        section_id: section.id,
        name: 'x',
        page_type: 'poster',
      });
      expect(errors(bad)).toEqual({
        page_type: 'Invalid page type: use content, questions, report or video',
      });
      const noAnswerType = await as(
        CC,
        'POST',
        '/api/page',
        { section_id: section.id, name: 'x', page_type: 'questions' },
        'sv',
      );
      expect(errors(noAnswerType)).toEqual({ answer_type: 'En frågesida behöver en svarstyp' });
      const count = await ok<Section>(as(CC, 'GET', `/api/section/${section.id}/edit/sv`));
      expect(count.pages).toHaveLength(1);
    });

    it('saves a page through PUT /api/pages/{id} in the body’s language, other languages kept', async () => {
      const page = await newPage(section.id, 'Läsning', { body: '<p>Svensk</p>' });
      const saved = await ok<Page>(
        as(CC, 'PUT', `/api/pages/${page.id}`, {
          language: 'en',
          name: 'Reading',
          body: '<p>English</p>',
          tool: 'breathing_timer',
        }),
      );
      expect(saved).toMatchObject({ name: 'Reading', language: 'en', tool: 'breathing_timer' });
      const swedish = await ok<Page>(as(CC, 'GET', `/api/page/${page.id}/edit/sv`));
      expect(swedish).toMatchObject({
        name: 'Läsning',
        body: '<p>Svensk</p>',
        tool: 'breathing_timer',
      });
      const viaPath = await ok<Page>(as(CC, 'PUT', `/api/page/${page.id}/sv`, { name: 'Läsa' }));
      expect(viaPath).toMatchObject({ name: 'Läsa', language: 'sv' });
      await ok(as(CC, 'DELETE', `/api/page/${page.id}`));
      expect((await as(CC, 'GET', `/api/page/${page.id}/edit/sv`)).statusCode).toBe(404);
    });

    it('copies a page deeply into another section at a position', async () => {
      const target = await newSection(chapter.id, 'Mål');
      const existing = await newPage(target.id, 'Befintlig');
      const copy = await ok<Page>(
        as(CC, 'POST', '/api/pages/copy', {
          page_id: questionPage.id,
          section_id: target.id,
          position: 0,
        }),
        201,
      );
      expect(copy.id).not.toBe(questionPage.id);
      expect(copy).toMatchObject({
        section_id: target.id,
        name: 'Frågor',
        page_type: 'questions',
        content_report_data: { score: 'sum' },
        therapist_approval_required: true,
      });
      expect(copy.questions.map((q) => q.text)).toEqual(['Hur mår du?']);
      expect(copy.questions[0].options.map((o) => [o.label, o.value])).toEqual([
        ['Bra', 0],
        ['Dåligt', 3],
      ]);
      const english = await ok<Page>(as(CC, 'GET', `/api/page/${copy.id}/edit/en`));
      expect(english.questions[0]).toMatchObject({ text: 'How are you?', language: 'en' });
      // New rows, not shared ones: the original's question ids differ.
      const original = await ok<Page>(as(CC, 'GET', `/api/page/${questionPage.id}/edit/sv`));
      expect(copy.questions[0].id).not.toBe(original.questions[0].id);
      const targetNow = await ok<Section>(as(CC, 'GET', `/api/section/${target.id}/edit/sv`));
      expect(targetNow.pages.map((p) => p.id)).toEqual([copy.id, existing.id]);
      const events = await api.orm.em
        .fork()
        .find(AuditEvent, { event: 'page.copy', subjectId: String(copy.id) });
      expect(events[0]?.details).toEqual({
        source_page_id: questionPage.id,
        section_id: target.id,
      });
    });

    it('orders pages, questions and answer options as sent', async () => {
      const target = await newSection(chapter.id, 'Ordning');
      const a = await newPage(target.id, 'A');
      const b = await newPage(target.id, 'B');
      const ordered = await ok<Section>(
        as(CC, 'PUT', `/api/section/${target.id}/pages/order`, { ids: [b.id, a.id] }),
      );
      expect(ordered.pages.map((p) => p.name)).toEqual(['B', 'A']);
      const page = await ok<Page>(as(CC, 'GET', `/api/page/${questionPage.id}/edit/sv`));
      const [question] = page.questions;
      const [first, second] = question.options.map((o) => o.id);
      const options = await ok<Question>(
        as(CC, 'PUT', `/api/question/${question.id}/options/order`, { ids: [second, first] }),
      );
      expect(options.options.map((o) => o.label)).toEqual(['Dåligt', 'Bra']);
      const extra = await ok<Question>(
        as(CC, 'POST', '/api/question', { page_id: questionPage.id, text: 'Sömn?', position: 0 }),
        201,
      );
      const questions = await ok<Page>(
        as(CC, 'PUT', `/api/page/${questionPage.id}/questions/order`, {
          ids: [question.id, extra.id],
        }),
      );
      expect(questions.questions.map((q) => q.text)).toEqual(['Hur mår du?', 'Sömn?']);
    });

    it('refuses every write to clients and therapists (403)', async () => {
      for (const email of [CLIENT, THERAPIST, PREMIUM]) {
        const writes = [
          as(email, 'POST', '/api/chapter', { module_id: moduleId, name: 'x' }),
          as(email, 'PUT', `/api/chapter/${chapter.id}/sv`, { name: 'x' }),
          as(email, 'DELETE', `/api/section/${section.id}`),
          as(email, 'POST', '/api/page', { section_id: section.id, name: 'x' }),
          as(email, 'PUT', `/api/pages/${questionPage.id}`, { name: 'x' }),
          as(email, 'POST', '/api/pages/copy', {
            page_id: questionPage.id,
            section_id: section.id,
          }),
          as(email, 'DELETE', `/api/page/${questionPage.id}`),
        ];
        for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('visibility of unpublished content', () => {
    it('answers 404 to clients for everything under an unpublished module, 200 once published', async () => {
      const hidden = await newModule('Dold modul');
      const hiddenChapter = await ok<Chapter>(
        as(CC, 'POST', '/api/chapter', { module_id: hidden, name: 'Dolt kapitel' }),
        201,
      );
      const hiddenSection = await newSection(hiddenChapter.id, 'Dolt avsnitt');
      const hiddenPage = await newPage(hiddenSection.id, 'Dold sida');
      const urls = [
        `/api/chapter/${hiddenChapter.id}/edit/sv`,
        `/api/section/${hiddenSection.id}/edit/sv`,
        `/api/page/${hiddenPage.id}/edit/sv`,
        `/api/treeview/module/${hidden}/sv`,
        `/api/breadcrumb/sv/page/${hiddenPage.id}/1`,
      ];
      for (const url of urls) {
        expect((await as(CLIENT, 'GET', url)).statusCode).toBe(404);
        expect((await as(ADMIN, 'GET', url)).statusCode).toBe(200);
      }
      await as(CC, 'PUT', `/api/modules/${hidden}/publish`);
      for (const url of urls) expect((await as(CLIENT, 'GET', url)).statusCode).toBe(200);
    });
  });

  describe('GET /api/treeview/{type}/{id}/{lang} and breadcrumbs', () => {
    it('nests chapters, sections and pages with names and empty texts', async () => {
      const id = await newModule('Träd', true);
      const c1 = await ok<Chapter>(
        as(CC, 'POST', '/api/chapter', { module_id: id, name: 'K1' }),
        201,
      );
      await ok(as(CC, 'POST', '/api/chapter', { module_id: id, name: 'K2' }), 201);
      const s1 = await newSection(c1.id, 'S1');
      await newSection(c1.id, 'S2');
      const p1 = await newPage(s1.id, 'P1', { page_type: 'video' });
      await ok(as(CC, 'PUT', `/api/page/${p1.id}/en`, { name: 'P1 en' }));

      const tree = await ok<TreeNode>(as(CLIENT, 'GET', `/api/treeview/module/${id}/en`));
      expect(tree).toMatchObject({
        type: 'module',
        id,
        name: 'Träd',
        language: 'sv',
        fallback: true,
      });
      const [k1, k2] = tree.children!;
      expect(k1).toMatchObject({ type: 'chapter', name: 'K1', empty_text: null });
      expect(k2).toMatchObject({
        type: 'chapter',
        name: 'K2',
        children: [],
        empty_text: 'No sections available',
      });
      const [sec1, sec2] = k1.children!;
      expect(sec1.children).toEqual([
        expect.objectContaining({
          type: 'page',
          id: p1.id,
          name: 'P1 en',
          language: 'en',
          fallback: false,
          page_type: 'video',
        }),
      ]);
      expect(sec2).toMatchObject({ name: 'S2', children: [], empty_text: 'No pages available' });

      const crumbs = await ok<(Named & { type: string })[]>(
        as(CLIENT, 'GET', `/api/breadcrumb/en/page/${p1.id}/42`),
      );
      expect(crumbs.map((crumb) => [crumb.type, crumb.name])).toEqual([
        ['module', 'Träd'],
        ['chapter', 'K1'],
        ['section', 'S1'],
        ['page', 'P1 en'],
      ]);
      const sectionCrumbs = await ok<Named[]>(
        as(CC, 'GET', `/api/breadcrumb/sv/section/${s1.id}/1`),
      );
      expect(sectionCrumbs.map((crumb) => crumb.name)).toEqual(['Träd', 'K1', 'S1']);
      const chapterCrumbs = await ok<Named[]>(
        as(CC, 'GET', `/api/breadcrumb/sv/chapter/${c1.id}/1`),
      );
      expect(chapterCrumbs.map((crumb) => crumb.name)).toEqual(['Träd', 'K1']);
    });

    it('answers 400 for an unknown type and 404 for an unknown id', async () => {
      const tree = await as(CC, 'GET', '/api/treeview/program/1/sv');
      expect(errors(tree)).toEqual({ type: 'The type must be module or test' });
      const crumb = await as(CC, 'GET', '/api/breadcrumb/sv/module/1/1');
      expect(errors(crumb)).toEqual({ type: 'The type must be chapter, section or page' });
      expect((await as(CC, 'GET', '/api/treeview/module/2000000000/sv')).statusCode).toBe(404);
    });

    it('serves the seeded demo module by uuid to clients, never the draft', async () => {
      const published = await ok<{ name: string }>(
        as(CLIENT, 'GET', `/api/modules/${DEMO_CONTENT.published.uuid}/en`),
      );
      expect(published.name).toBe('Sleep and recovery');
      expect(
        (await as(CLIENT, 'GET', `/api/modules/${DEMO_CONTENT.draft.uuid}/sv`)).statusCode,
      ).toBe(404);
    });
  });

  describe('GET /api/attributes/{lang}', () => {
    it('lists the end-treatment reasons in the asked language', async () => {
      const english = await ok<(Named & { type: string; value: string })[]>(
        as(THERAPIST, 'GET', '/api/attributes/en?type=end_treatment'),
      );
      expect(english.map((row) => row.value)).toEqual(
        expect.arrayContaining([
          'completed',
          'no_longer_needed',
          'moved_to_other_care',
          'did_not_engage',
        ]),
      );
      expect(english.find((row) => row.value === 'did_not_engage')).toMatchObject({
        type: 'end_treatment',
        name: 'Did not engage',
        language: 'en',
        fallback: false,
      });
      const swedish = await ok<Named[]>(as(CLIENT, 'GET', '/api/attributes/sv?type=end_treatment'));
      expect(swedish[0].language).toBe('sv');
      const bad = await as(CLIENT, 'GET', '/api/attributes/sv?type=colour');
      expect(errors(bad)).toEqual({ type: 'Unknown attribute type' });
    });
  });
});
