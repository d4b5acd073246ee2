import { AnswerOption } from 'src/content/answer-option.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { Page } from 'src/content/page.entity';
import { Question } from 'src/content/question.entity';
import { Section } from 'src/content/section.entity';
import { Test } from 'src/content/test.entity';
import { randomUUID } from 'node:crypto';
import { answersFor, seededInstrument, type SeededInstrument } from '../support/instruments';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface Interval {
  label: string;
  color: string;
  explanation_text: string;
  start_value: number;
  value: number;
}
interface ScoreAnswer {
  test_id: number;
  score: number;
  max_score: number;
  interval: Interval | null;
  language: string;
  reports: {
    id: number;
    name: string;
    elements: { report_element_type: string; score: number | null; interval: Interval | null }[];
  }[];
}

describe('scoring a test on the server (POST api/test/:id/score)', () => {
  let api: TestApp;
  let cc: string;
  let client: string;
  let clinicAdmin: string;
  let phq9: SeededInstrument;
  let gad7: SeededInstrument;

  const score = (token: string, testId: number, payload: object, headers: object = {}) =>
    api.request({
      method: 'POST',
      url: `/api/test/${testId}/score`,
      payload,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    [cc, client, clinicAdmin] = await Promise.all(
      ['cc@example.com', 'client@example.com', 'clinic-admin@example.com'].map((email) =>
        loginAs(api, email),
      ),
    );
    phq9 = await seededInstrument(api, 'phq9');
    gad7 = await seededInstrument(api, 'gad7');
  });
  afterAll(() => api.close());

  it('seeds PHQ-9 with 9 items and GAD-7 with 7, each answered 0–3', () => {
    expect(phq9.items).toHaveLength(9);
    expect(gad7.items).toHaveLength(7);
    for (const item of [...phq9.items, ...gad7.items])
      expect([...item.optionByValue.keys()].sort()).toEqual([0, 1, 2, 3]);
  });

  describe.each([
    [0, 'Minimal', 'Minimala symtom', '#2e7d32'],
    [4, 'Minimal', 'Minimala symtom', '#2e7d32'],
    [5, 'Mild', 'Lindriga symtom', '#9ccc65'],
    [9, 'Mild', 'Lindriga symtom', '#9ccc65'],
    [10, 'Moderate', 'Måttliga symtom', '#fbc02d'],
    [14, 'Moderate', 'Måttliga symtom', '#fbc02d'],
    [15, 'Moderately severe', 'Medelsvåra symtom', '#f57c00'],
    [19, 'Moderately severe', 'Medelsvåra symtom', '#f57c00'],
    [20, 'Severe', 'Svåra symtom', '#c62828'],
    [27, 'Severe', 'Svåra symtom', '#c62828'],
  ])('PHQ-9 total %i', (total, en, sv, color) => {
    it(`is ${en} in English`, async () => {
      const response = await score(client, phq9.testId, {
        answers: answersFor(phq9, total),
        lang: 'en',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ScoreAnswer>();
      expect(body).toMatchObject({ score: total, max_score: 27, language: 'en' });
      expect(body.interval).toMatchObject({ label: en, color });
      expect(body.interval?.explanation_text).toMatch(/depressive symptoms/);
    });

    it(`is ${sv} in Swedish (Accept-Language)`, async () => {
      const response = await score(
        client,
        phq9.testId,
        { answers: answersFor(phq9, total) },
        { 'accept-language': 'sv' },
      );
      expect(response.json<ScoreAnswer>().interval).toMatchObject({ label: sv, color });
    });
  });

  describe.each([
    [0, 'Minimal', 'Minimala symtom'],
    [4, 'Minimal', 'Minimala symtom'],
    [5, 'Mild', 'Lindriga symtom'],
    [9, 'Mild', 'Lindriga symtom'],
    [10, 'Moderate', 'Måttliga symtom'],
    [14, 'Moderate', 'Måttliga symtom'],
    [15, 'Severe', 'Svåra symtom'],
    [21, 'Severe', 'Svåra symtom'],
  ])('GAD-7 total %i', (total, en, sv) => {
    it(`is ${en} / ${sv}`, async () => {
      const answers = answersFor(gad7, total);
      const english = (
        await score(client, gad7.testId, { answers, lang: 'en' })
      ).json<ScoreAnswer>();
      const swedish = (
        await score(client, gad7.testId, { answers, lang: 'sv' })
      ).json<ScoreAnswer>();
      expect(english).toMatchObject({ score: total, max_score: 21, interval: { label: en } });
      expect(swedish).toMatchObject({ score: total, max_score: 21, interval: { label: sv } });
    });
  });

  it('scores every element of the instrument’s report (title unscored, total with its band)', async () => {
    const body = (
      await score(cc, phq9.testId, { answers: answersFor(phq9, 12), lang: 'en' })
    ).json<ScoreAnswer>();
    // The seeded report (other test files may add reports of their own to PHQ-9).
    const seeded = body.reports.find((report) => report.name === 'PHQ-9 – depression screening');
    expect(seeded?.elements).toEqual([
      expect.objectContaining({ report_element_type: 'title', score: null, interval: null }),
      expect.objectContaining({
        report_element_type: 'combined_question',
        score: 12,
        max_score: 27,
        interval: expect.objectContaining({
          label: 'Moderate',
          start_value: 10,
          value: 14,
        }) as Interval,
      }),
    ]);
  });

  it('refuses missing required answers with a message listing them (400)', async () => {
    const answers = answersFor(phq9, 6).slice(0, 7);
    const response = await score(client, phq9.testId, { answers }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    const missing = phq9.items.slice(7).map((item) => item.questionId);
    expect(response.json()).toMatchObject({
      message: `Required questions are unanswered: ${missing.join(', ')}`,
      errors: { answers: `Required questions are unanswered: ${missing.join(', ')}` },
    });
  });

  it('refuses an option of another question, and a question of another test (400)', async () => {
    const answers = answersFor(phq9, 3);
    answers[1] = { ...answers[1], option_id: answers[0].option_id };
    answers[2] = answersFor(gad7, 0)[0];
    const response = await score(client, phq9.testId, { answers }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        'answers.1.option_id': 'The answer option does not belong to the question',
        'answers.2.question_id': 'The question does not belong to the test',
      },
    });
  });

  it('refuses a question answered twice and a malformed body (400)', async () => {
    const answers = [...answersFor(phq9, 0), answersFor(phq9, 0)[0]];
    const twice = await score(client, phq9.testId, { answers });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json<{ errors: object }>().errors)).toEqual(['answers.9.question_id']);
    const malformed = await score(client, phq9.testId, { answers: [{ question_id: 'x' }] });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['answers.0.question_id', 'answers.0.option_id']),
    );
  });

  describe('a test with a reverse-scored item (options valued 1–5)', () => {
    let testId: number;
    let straight: { id: number; options: Map<number, number> };
    let reversed: { id: number; options: Map<number, number> };

    beforeAll(async () => {
      const em = api.orm.em.fork();
      const test = em.create(Test, { code: `reverse-${randomUUID().slice(0, 8)}` });
      const section = em.create(Section, { test });
      const page = em.create(Page, { section, pageType: 'questions', answerType: 'scale' });
      const make = (position: number, reverseScored: boolean) => {
        const question = em.create(Question, { page, position, reverseScored });
        const options = [1, 2, 3, 4, 5].map((value) =>
          em.create(AnswerOption, { question, value, position: value }),
        );
        return { question, options };
      };
      const a = make(0, false);
      const b = make(1, true);
      await em.flush();
      testId = test.id;
      straight = { id: a.question.id, options: new Map(a.options.map((o) => [o.value, o.id])) };
      reversed = { id: b.question.id, options: new Map(b.options.map((o) => [o.value, o.id])) };
    });

    const pick = (q: { id: number; options: Map<number, number> }, value: number) => ({
      question_id: q.id,
      option_id: q.options.get(value) as number,
    });

    it('scores the reversed item as (1 + 5) − value', async () => {
      const low = await score(cc, testId, { answers: [pick(straight, 2), pick(reversed, 1)] });
      expect(low.json()).toMatchObject({
        score: 2 + 5,
        max_score: 10,
        interval: null,
        reports: [],
      });
      const high = await score(cc, testId, { answers: [pick(straight, 2), pick(reversed, 5)] });
      expect(high.json()).toMatchObject({ score: 2 + 1 });
    });

    it('is not visible to a client while no published module runs it (404)', async () => {
      const response = await score(client, testId, {
        answers: [pick(straight, 2), pick(reversed, 1)],
      });
      expect(response.statusCode).toBe(404);
      const em = api.orm.em.fork();
      em.create(ContentModule, {
        type: 'assessment',
        isPublished: true,
        test: em.getReference(Test, testId),
      });
      await em.flush();
      const published = await score(client, testId, {
        answers: [pick(straight, 2), pick(reversed, 1)],
      });
      expect(published.statusCode).toBe(200);
    });
  });

  it('answers 404 for an unknown test and 403 to callers without module.read', async () => {
    expect((await score(cc, 2147483647, { answers: [] })).statusCode).toBe(404);
    expect((await score(clinicAdmin, phq9.testId, { answers: [] })).statusCode).toBe(403);
  });
});
