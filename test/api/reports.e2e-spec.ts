import { Program } from 'src/programs/program.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { GAD7, PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { ReportTemplate } from 'src/reports/report-template.entity';
import { seededInstrument, type SeededInstrument } from '../support/instruments';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface Element {
  id: number;
  position: number;
  report_element_type: string;
  name: string;
  question_id: number | null;
  question_ids: number[];
  reference_type: string;
  reference_template_id: number | null;
}
interface Report {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  visible_to_client: boolean;
  test_id: number | null;
  language: string;
  fallback: boolean;
  report_elements: Element[];
}

describe('report templates and elements (api/report…, api/meta, /api/admin/report-templates)', () => {
  let api: TestApp;
  let cc: string;
  let admin: string;
  let client: string;
  let therapist: string;
  let phq9: SeededInstrument;
  let gad7: SeededInstrument;
  let phq9Report: number;
  let phq9Reference: number;

  const call = (token: string, method: string, url: string, payload?: object) =>
    api.request({
      method: method as 'GET',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  const newReport = async (testId: number | null = phq9.testId) => {
    const response = await call(cc, 'POST', '/api/report/create', {
      name: 'Min rapport',
      description: 'Beskrivning',
      test_id: testId,
    });
    expect(response.statusCode).toBe(201);
    return response.json<Report>();
  };
  const addElement = (reportId: number, payload: object) =>
    call(cc, 'POST', `/api/report/${reportId}/element`, payload);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    [cc, admin, client, therapist] = await Promise.all(
      [
        'cc@example.com',
        'admin@example.com',
        'client@example.com',
        'clinic-therapist@example.com',
      ].map((email) => loginAs(api, email)),
    );
    phq9 = await seededInstrument(api, 'phq9');
    gad7 = await seededInstrument(api, 'gad7');
    const report = await api.orm.em
      .fork()
      .findOneOrFail(ReportTemplate, { uuid: PHQ9.reportUuid }, { populate: ['elements'] });
    phq9Report = report.id;
    phq9Reference = report.elements.getItems()[1].referenceTemplate?.id as number;
  });
  afterAll(async () => {
    // The templates made here on the seeded instruments' tests would otherwise be built into
    // every later PHQ-9 or GAD-7 report of the worker's database (generated-reports counts them).
    await api.orm.em
      .fork()
      .getConnection()
      .execute('delete from report_templates where test_id in (?, ?) and uuid not in (?, ?)', [
        phq9.testId,
        gad7.testId,
        PHQ9.reportUuid,
        GAD7.reportUuid,
      ]);
    await api.close();
  });

  describe('the seeded instruments', () => {
    it('are published assessments repeating every 14 days', async () => {
      const em = api.orm.em.fork();
      for (const seed of [PHQ9, GAD7]) {
        const module = await em.findOneOrFail(ContentModule, { uuid: seed.moduleUuid });
        expect(module).toMatchObject({ type: 'assessment', isPublished: true, iterationDays: 14 });
      }
    });

    it('have a report whose combined element sums every item against the bands', async () => {
      const response = await call(cc, 'GET', `/api/report/${phq9Report}/edit/en`);
      expect(response.statusCode).toBe(200);
      const report = response.json<Report>();
      expect(report).toMatchObject({
        name: 'PHQ-9 – depression screening',
        visible_to_client: true,
        test_id: phq9.testId,
        fallback: false,
      });
      expect(report.report_elements.map((e) => [e.report_element_type, e.name])).toEqual([
        ['title', 'Your result'],
        ['combined_question', 'Total score'],
      ]);
      const total = report.report_elements[1];
      expect(total.question_ids).toEqual(
        phq9.items.map((item) => item.questionId).sort((a, b) => a - b),
      );
      expect(total).toMatchObject({
        reference_type: 'other',
        reference_template_id: phq9Reference,
      });
    });

    it('opens the combined element in the combined editor with options and bands (sv)', async () => {
      const report = (await call(cc, 'GET', `/api/report/${phq9Report}/edit/sv`)).json<Report>();
      const total = report.report_elements[1];
      const response = await call(cc, 'GET', `/api/report/combined-question/${total.id}/edit/sv`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        name: string;
        questions: { text: string; options: { label: string; value: number }[] }[];
        answer_details: { label: string; start_value: number; value: number; color: string }[];
      }>();
      expect(body.name).toBe('Totalpoäng');
      expect(body.questions).toHaveLength(9);
      expect(body.questions[0].text).toBe('Lite intresse eller glädje i att göra saker');
      expect(body.questions[0].options.map((o) => [o.value, o.label])).toEqual([
        [0, 'Inte alls'],
        [1, 'Flera dagar'],
        [2, 'Mer än halva dagarna'],
        [3, 'Nästan varje dag'],
      ]);
      expect(body.answer_details.map((b) => [b.start_value, b.value, b.label])).toEqual([
        [0, 4, 'Minimala symtom'],
        [5, 9, 'Lindriga symtom'],
        [10, 14, 'Måttliga symtom'],
        [15, 19, 'Medelsvåra symtom'],
        [20, 27, 'Svåra symtom'],
      ]);
      expect(
        (await call(cc, 'GET', `/api/report/single-question/${total.id}/edit/sv`)).statusCode,
      ).toBe(404);
    });

    it('lists the reports of a test and pages through all reports', async () => {
      const ofTest = await call(cc, 'GET', `/api/reports/list/${gad7.testId}`);
      expect(ofTest.json()).toEqual([
        expect.objectContaining({
          name: 'GAD-7 – anxiety screening',
          test_id: gad7.testId,
          elements_count: 2,
        }),
      ]);
      expect((await call(cc, 'GET', '/api/reports/list/2147483647')).statusCode).toBe(404);
      const page = await call(
        admin,
        'GET',
        '/api/report/list/en/page/1?per_page=100&keyword=screening',
      );
      expect(page.json()).toMatchObject({ page: 1, per_page: 100 });
      const names = page.json<{ data: { name: string }[] }>().data.map((row) => row.name);
      expect(names).toEqual(
        expect.arrayContaining(['GAD-7 – anxiety screening', 'PHQ-9 – depression screening']),
      );
      expect(names.indexOf('GAD-7 – anxiety screening')).toBeLessThan(
        names.indexOf('PHQ-9 – depression screening'),
      );
      expect((await call(cc, 'GET', '/api/report/list/fi/page/1')).statusCode).toBe(400);
    });

    it('seeds a therapist-assisted iCBT program and a self-study program', async () => {
      const em = api.orm.em.fork();
      const icbt = await em.findOneOrFail(
        Program,
        { uuid: DEMO_PROGRAMS.icbt.uuid },
        { populate: ['subscriptionModel', 'texts', 'modules.module'] },
      );
      expect(icbt.subscriptionModel.name).toBe('Therapist assisted');
      expect(
        icbt.texts
          .getItems()
          .map((t) => t.language)
          .sort(),
      ).toEqual(['en', 'sv']);
      expect(icbt.modules.getItems().map((m) => [m.kind, m.module.isPublished])).toEqual([
        ['module', true],
        ['module', true],
        ['module', true],
        ['assessment', true],
      ]);
      const selfStudy = await em.findOneOrFail(
        Program,
        { uuid: DEMO_PROGRAMS.selfStudy.uuid },
        { populate: ['subscriptionModel'] },
      );
      expect(selfStudy.subscriptionModel.name).toBe('Self study');
    });
  });

  describe('authoring', () => {
    it('creates a report, adds each kind of element and reads them back', async () => {
      const report = await newReport();
      expect(report).toMatchObject({ name: 'Min rapport', language: 'sv', test_id: phq9.testId });
      const title = await addElement(report.id, { report_element_type: 'title', name: 'Rubrik' });
      expect(title.statusCode).toBe(201);
      const single = await addElement(report.id, {
        report_element_type: 'single_question',
        name: 'Fråga 9',
        question_id: phq9.items[8].questionId,
      });
      expect(single.json()).toMatchObject({
        question: { id: phq9.items[8].questionId },
        answer_details: [],
      });
      const combined = await addElement(report.id, {
        report_element_type: 'combined_question',
        name: 'Sömn och energi',
        question_ids: [phq9.items[2].questionId, phq9.items[3].questionId],
        reference_type: 'other',
        reference_template_id: phq9Reference,
        bar_details: { max: 6 },
        position: 0,
      });
      expect(combined.statusCode).toBe(201);
      const view = (await call(cc, 'GET', `/api/report/${report.id}/edit/sv`)).json<Report>();
      expect(view.report_elements.map((e) => [e.position, e.name])).toEqual([
        [0, 'Sömn och energi'],
        [1, 'Rubrik'],
        [2, 'Fråga 9'],
      ]);
      const singleId = single.json<Element>().id;
      expect(
        (await call(cc, 'GET', `/api/report/single-question/${singleId}/edit/en`)).json(),
      ).toMatchObject({
        name: 'Fråga 9',
        fallback: true,
        question: {
          text: expect.stringMatching(/^Thoughts that you would be better off dead/) as string,
        },
      });
    });

    it('refuses elements that do not fit their type or the report’s test (400)', async () => {
      const report = await newReport();
      const cases: [object, Record<string, string>][] = [
        [
          { report_element_type: 'single_question', name: 'x' },
          { question_id: 'Choose a question for a single-question report' },
        ],
        [
          { report_element_type: 'combined_question', name: 'x', question_ids: [] },
          { question_ids: 'Choose at least one question for a combined-question report' },
        ],
        [
          {
            report_element_type: 'combined_question',
            name: 'x',
            question_ids: [gad7.items[0].questionId],
          },
          {
            question_ids: `Question ${gad7.items[0].questionId} does not belong to the report’s test`,
          },
        ],
        [
          { report_element_type: 'single_question', name: 'x', question_id: 2147483647 },
          { question_id: 'There is no such question: 2147483647' },
        ],
        [
          {
            report_element_type: 'single_question',
            name: 'x',
            question_id: phq9.items[0].questionId,
            reference_type: 'other',
          },
          { reference_template_id: 'Choose a reference template when the reference type is other' },
        ],
        [
          { report_element_type: 'title', name: 'x', question_id: phq9.items[0].questionId },
          { question_id: 'A title has no questions' },
        ],
        [
          { report_element_type: 'chart', name: 'x' },
          { report_element_type: 'Must be one of the allowed values' },
        ],
      ];
      for (const [payload, errors] of cases) {
        const response = await addElement(report.id, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expect(response.json()).toMatchObject({ errors });
      }
    });

    it('updates texts per language, changes type, reorders and deletes', async () => {
      const report = await newReport();
      const a = (
        await addElement(report.id, { report_element_type: 'title', name: 'A' })
      ).json<Element>();
      const b = (
        await addElement(report.id, {
          report_element_type: 'single_question',
          name: 'B',
          question_id: phq9.items[0].questionId,
        })
      ).json<Element>();
      const english = await call(cc, 'PUT', `/api/report/${report.id}`, {
        lang: 'en',
        name: 'My report',
        visible_to_client: true,
        element_order: [b.id, a.id],
      });
      expect(english.json()).toMatchObject({
        name: 'My report',
        visible_to_client: true,
        language: 'en',
      });
      const swedish = (await call(cc, 'GET', `/api/report/${report.id}/edit/sv`)).json<Report>();
      expect(swedish.name).toBe('Min rapport');
      expect(swedish.report_elements.map((e) => e.id)).toEqual([b.id, a.id]);
      const badOrder = await call(cc, 'PUT', `/api/report/${report.id}`, { element_order: [a.id] });
      expect(badOrder.json()).toMatchObject({
        errors: { element_order: 'The order must list each of the report’s elements exactly once' },
      });

      const combined = await call(cc, 'PUT', `/api/report/element/${b.id}`, {
        report_element_type: 'combined_question',
        question_ids: [phq9.items[0].questionId, phq9.items[1].questionId],
      });
      expect(combined.json()).toMatchObject({
        report_element_type: 'combined_question',
        question_id: null,
      });
      const asTitle = await call(cc, 'PUT', `/api/report/element/${b.id}`, {
        report_element_type: 'title',
      });
      expect(asTitle.json()).toMatchObject({ question_ids: [], reference_type: 'none' });

      expect((await call(cc, 'DELETE', `/api/report/element/${a.id}`)).json()).toEqual({
        id: a.id,
      });
      const after = (await call(cc, 'GET', `/api/report/${report.id}/edit/sv`)).json<Report>();
      expect(after.report_elements.map((e) => [e.id, e.position])).toEqual([[b.id, 0]]);
      expect((await call(admin, 'DELETE', `/api/report/${report.id}`)).json()).toEqual({
        id: report.id,
      });
      expect((await call(cc, 'GET', `/api/report/${report.id}/edit/sv`)).statusCode).toBe(404);
    });

    it('refuses unknown tests and names (400) and unknown ids (404)', async () => {
      const noTest = await call(cc, 'POST', '/api/report/create', {
        name: 'x',
        test_id: 2147483647,
      });
      expect(noTest.json()).toMatchObject({ errors: { test_id: 'There is no such test' } });
      const noName = await call(cc, 'POST', '/api/report/create', { name: '  ' });
      expect(noName.json()).toMatchObject({ errors: { name: 'Name is required' } });
      expect((await call(cc, 'PUT', '/api/report/2147483647', {})).statusCode).toBe(404);
      expect((await call(cc, 'GET', '/api/report/abc/edit/sv')).statusCode).toBe(400);
    });

    it('audits report edits under the author', async () => {
      const report = await newReport();
      const rows = await api.orm.em
        .getConnection()
        .execute<{ event: string }[]>(`select event from audit_events where subject_id = ?`, [
          report.uuid,
        ]);
      expect(rows.map((row) => row.event)).toEqual(['report-template.created']);
    });

    it('refuses authoring to clients and therapists (403)', async () => {
      for (const token of [client, therapist]) {
        const statuses = await Promise.all([
          call(token, 'POST', '/api/report/create', { name: 'x' }),
          call(token, 'PUT', `/api/report/${phq9Report}`, {}),
          call(token, 'DELETE', `/api/report/${phq9Report}`),
          call(token, 'POST', `/api/report/${phq9Report}/element`, {}),
          call(token, 'GET', `/api/report/${phq9Report}/edit/sv`),
        ]);
        expect(statuses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
      }
    });
  });

  describe('GET api/meta/:type/:lang', () => {
    it('answers the editor’s lists in the language', async () => {
      expect((await call(cc, 'GET', '/api/meta/report_element_types/en')).json()).toEqual([
        { value: 'title', name: 'Title' },
        { value: 'single_question', name: 'Single question' },
        { value: 'combined_question', name: 'Combined questions' },
      ]);
      expect((await call(client, 'GET', '/api/meta/reference_types/sv')).json()).toEqual([
        { value: 'none', name: 'Ingen' },
        { value: 'other', name: 'Referensmall' },
      ]);
      const colors = (await call(cc, 'GET', '/api/meta/colors/sv')).json<{ value: string }[]>();
      expect(colors.every((color) => /^#[0-9a-f]{6}$/.test(color.value))).toBe(true);
      for (const type of ['page_types', 'answer_types', 'module_types'])
        expect((await call(cc, 'GET', `/api/meta/${type}/en`)).statusCode).toBe(200);
    });

    it('refuses an unknown list, naming the known ones (400)', async () => {
      const response = await call(cc, 'GET', '/api/meta/planets/en');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^Unknown list "planets": use report_element_types/,
      );
    });
  });

  describe('the console resource /api/admin/report-templates', () => {
    it('lists by test with Content-Range and reads one', async () => {
      const filter = encodeURIComponent(
        JSON.stringify({ test_id: phq9.testId, q: 'PHQ', lang: 'en' }),
      );
      const list = await call(
        admin,
        'GET',
        `/api/admin/report-templates?filter=${filter}&range=[0,24]&sort=["id","ASC"]`,
      );
      expect(list.headers['content-range']).toBe('report-templates 0-0/1');
      expect(list.json()).toEqual([
        expect.objectContaining({ id: phq9Report, name: 'PHQ-9 – depression screening' }),
      ]);
      const one = await call(cc, 'GET', `/api/admin/report-templates/${phq9Report}?lang=en`);
      expect(one.json<Report>().report_elements).toHaveLength(2);
      const bad = await call(cc, 'GET', '/api/admin/report-templates?sort=["secret","ASC"]');
      expect(bad.statusCode).toBe(400);
    });

    it('creates, updates with the whole record sent back, and deletes', async () => {
      const created = await call(cc, 'POST', '/api/admin/report-templates', { name: 'RA-rapport' });
      expect(created.statusCode).toBe(201);
      const record = created.json<Report>();
      const updated = await call(cc, 'PUT', `/api/admin/report-templates/${record.id}`, {
        ...record,
        description: 'Ny beskrivning',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'RA-rapport', description: 'Ny beskrivning' });
      expect((await call(cc, 'DELETE', `/api/admin/report-templates/${record.id}`)).json()).toEqual(
        { id: record.id },
      );
      expect((await call(therapist, 'GET', '/api/admin/report-templates')).statusCode).toBe(403);
    });
  });
});
