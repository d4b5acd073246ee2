import { randomUUID } from 'node:crypto';
import { ReferenceTemplate } from 'src/reports/reference-template.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface IntervalView {
  id: number;
  position: number;
  start_value: number;
  value: number;
  color: string;
  label: string;
  explanation_text: string | null;
  language: string;
  fallback: boolean;
}
interface TemplateView {
  id: number;
  uuid: string;
  name: string;
  language: string;
  fallback: boolean;
  intervals: IntervalView[];
}

const BANDS = [
  { start_value: 0, value: 3, color: '#00AA00', label: 'Låg', explanation_text: 'Lågt värde' },
  { start_value: 4, value: 7, color: '#ffaa00', label: 'Mellan' },
  { start_value: 8, value: 10, color: '#ff0000', label: 'Hög' },
];

describe('reference templates (api/reference-template, /reference-details, /api/admin)', () => {
  let api: TestApp;
  let cc: string;
  let admin: string;
  let client: string;
  let therapist: string;
  let phq9Reference: number;

  const call = (token: string, method: string, url: string, payload?: object, headers = {}) =>
    api.request({
      method: method as 'GET',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
    });
  const create = (token: string, name: string, intervals: object[] = BANDS) =>
    call(token, 'POST', '/api/reference-template/create', { name, intervals });

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    [cc, admin, client, therapist] = await Promise.all(
      [
        'cc@example.com',
        'admin@example.com',
        'client@example.com',
        'therapist-premium@example.com',
      ].map((email) => loginAs(api, email)),
    );
    phq9Reference = (
      await api.orm.em.fork().findOneOrFail(ReferenceTemplate, { uuid: PHQ9.referenceUuid })
    ).id;
  });
  afterAll(() => api.close());

  it('creates a template with its intervals in Swedish (201), colours lower-cased', async () => {
    const response = await create(cc, `Skala ${randomUUID().slice(0, 6)}`);
    expect(response.statusCode).toBe(201);
    const body = response.json<TemplateView>();
    expect(body).toMatchObject({ language: 'sv', fallback: false });
    expect(body.intervals.map((i) => [i.start_value, i.value, i.color, i.label])).toEqual([
      [0, 3, '#00aa00', 'Låg'],
      [4, 7, '#ffaa00', 'Mellan'],
      [8, 10, '#ff0000', 'Hög'],
    ]);
  });

  it('reads in English with the Swedish fallback flagged, then keeps both languages', async () => {
    const { id } = (await create(cc, 'Tvåspråkig')).json<TemplateView>();
    const fallback = (
      await call(cc, 'GET', `/api/reference-template/${id}/edit/en`)
    ).json<TemplateView>();
    expect(fallback).toMatchObject({ name: 'Tvåspråkig', language: 'sv', fallback: true });
    expect(fallback.intervals[0]).toMatchObject({ label: 'Låg', fallback: true });

    const english = fallback.intervals.map((interval, index) => ({
      id: interval.id,
      start_value: interval.start_value,
      value: interval.value,
      color: interval.color,
      label: ['Low', 'Middle', 'High'][index],
    }));
    const updated = await call(cc, 'PUT', `/api/reference-template/${id}`, {
      lang: 'en',
      name: 'Bilingual',
      intervals: english,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TemplateView>()).toMatchObject({ name: 'Bilingual', fallback: false });

    const swedish = (
      await call(cc, 'GET', `/api/reference-template/${id}/edit/sv`)
    ).json<TemplateView>();
    expect(swedish.name).toBe('Tvåspråkig');
    expect(swedish.intervals.map((interval) => interval.label)).toEqual(['Låg', 'Mellan', 'Hög']);
    const list = (await call(cc, 'GET', '/api/reference-template/list/en')).json<
      { id: number; name: string }[]
    >();
    expect(list).toContainEqual(
      expect.objectContaining({ id, name: 'Bilingual', intervals_count: 3 }),
    );
  });

  it('refuses intervals that overlap, leave a gap, run backwards or have a bad colour (400)', async () => {
    const response = await create(cc, 'Fel', [
      { start_value: 0, value: 4, color: '#00aa00', label: 'A' },
      { start_value: 4, value: 6, color: '#00aa00', label: 'B' },
      { start_value: 7, value: 12, color: '#00aa00', label: 'C' },
      { start_value: 15, value: 13, color: '#00aa00', label: 'D' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        'intervals.1.start_value':
          'Intervals must be ordered and must not overlap: this one starts at or before the previous one ends',
        'intervals.3.start_value': 'The start value must not be greater than the end value',
      },
    });
    const colour = await create(cc, 'Färg', [{ ...BANDS[0], color: 'red' }]);
    expect(colour.json()).toMatchObject({
      errors: { 'intervals.0.color': 'The colour must be written as #rrggbb' },
    });
    const gap = await create(cc, 'Glapp', [BANDS[0], { ...BANDS[1], start_value: 5 }]);
    expect(gap.json()).toMatchObject({
      errors: {
        'intervals.1.start_value': 'Intervals must be contiguous: this one should start at 4',
      },
    });
    const backwards = await create(cc, 'Baklänges', [{ ...BANDS[0], start_value: 5 }]);
    expect(backwards.json()).toMatchObject({
      errors: {
        'intervals.0.start_value': 'The start value must not be greater than the end value',
      },
    });
    const none = await create(cc, 'Tom', []);
    expect(none.json()).toMatchObject({ errors: { intervals: 'Add at least one interval' } });
    const nameless = await call(cc, 'POST', '/api/reference-template/create', { intervals: BANDS });
    expect(nameless.json()).toMatchObject({ errors: { name: 'Name is required' } });
  });

  it('refuses an interval id of another template (400)', async () => {
    const { id } = (await create(cc, 'Egen')).json<TemplateView>();
    const other = (
      await call(cc, 'GET', `/api/reference-template/${phq9Reference}/edit/sv`)
    ).json<TemplateView>();
    const response = await call(cc, 'PUT', `/api/reference-template/${id}`, {
      intervals: [{ ...BANDS[0], id: other.intervals[0].id }],
    });
    expect(response.json()).toMatchObject({
      errors: { 'intervals.0.id': 'The interval does not belong to the reference template' },
    });
  });

  describe('POST /reference-details', () => {
    it.each([
      [4, 'Minimal', 0, 4],
      [12, 'Moderate', 10, 14],
      [19, 'Moderately severe', 15, 19],
      [20, 'Severe', 20, 27],
    ])('maps PHQ-9 score %i to %s', async (score, label, start, end) => {
      const response = await call(client, 'POST', '/reference-details', {
        reference_template_id: phq9Reference,
        score,
        lang: 'en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        score,
        label,
        start_value: start,
        value: end,
        fallback: false,
      });
    });

    it('answers in Swedish and refuses a score outside every band (400)', async () => {
      const swedish = await call(therapist, 'POST', '/reference-details', {
        reference_template_id: phq9Reference,
        score: 7,
        lang: 'sv',
      });
      expect(swedish.json()).toMatchObject({ label: 'Lindriga symtom', color: '#9ccc65' });
      expect(swedish.json<{ explanation_text: string }>().explanation_text).toMatch(/Lindriga/);
      const outside = await call(client, 'POST', '/reference-details', {
        reference_template_id: phq9Reference,
        score: 28,
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toMatchObject({
        errors: { score: 'The score 28 is outside the reference template’s intervals' },
      });
      const unknown = await call(client, 'POST', '/reference-details', {
        reference_template_id: 2147483647,
        score: 1,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  it('refuses to delete a template that report elements use (409), deletes an unused one', async () => {
    const inUse = await call(cc, 'DELETE', `/api/reference-template/${phq9Reference}`);
    expect(inUse.statusCode).toBe(409);
    // Other test files may add elements that use it too.
    expect(inUse.json<{ message: string }>().message).toMatch(
      /^The reference template is used by \d+ report elements and cannot be deleted$/,
    );
    const { id } = (await create(cc, 'Borttagen')).json<TemplateView>();
    expect((await call(admin, 'DELETE', `/api/reference-template/${id}`)).json()).toEqual({ id });
    expect((await call(cc, 'GET', `/api/reference-template/${id}/edit/sv`)).statusCode).toBe(404);
  });

  it('audits each change under the author', async () => {
    const { id, uuid } = (await create(cc, 'Granskad')).json<TemplateView>();
    await call(cc, 'PUT', `/api/reference-template/${id}`, { name: 'Granskad 2' });
    const rows = await api.orm.em
      .getConnection()
      .execute<{ event: string; actor_uuid: string }[]>(
        `select a.event, a.actor_uuid from audit_events a where a.subject_id = ? order by a.id`,
        [uuid],
      );
    const [ccUser] = await api.orm.em
      .getConnection()
      .execute<{ uuid: string }[]>(`select uuid from users where email = 'cc@example.com'`);
    expect(rows).toEqual([
      { event: 'reference-template.created', actor_uuid: ccUser.uuid },
      { event: 'reference-template.updated', actor_uuid: ccUser.uuid },
    ]);
  });

  it('refuses authoring to clients and therapists (403)', async () => {
    for (const token of [client, therapist]) {
      expect((await create(token, 'Nej')).statusCode).toBe(403);
      expect(
        (await call(token, 'PUT', `/api/reference-template/${phq9Reference}`, {})).statusCode,
      ).toBe(403);
      expect(
        (await call(token, 'DELETE', `/api/reference-template/${phq9Reference}`)).statusCode,
      ).toBe(403);
      expect((await call(token, 'GET', '/api/reference-template/list/sv')).statusCode).toBe(403);
    }
  });

  describe('the console resource /api/admin/reference-templates', () => {
    it('lists with Content-Range, filters by name and language, and reads one', async () => {
      const name = `Konsol ${randomUUID().slice(0, 6)}`;
      const { id } = (await create(cc, name)).json<TemplateView>();
      const list = await call(
        admin,
        'GET',
        `/api/admin/reference-templates?filter=${encodeURIComponent(JSON.stringify({ q: name }))}&range=[0,9]&sort=["name","ASC"]`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-range']).toBe('reference-templates 0-0/1');
      expect(list.json()).toEqual([expect.objectContaining({ id, name, intervals_count: 3 })]);
      const many = await call(
        admin,
        'GET',
        `/api/admin/reference-templates?filter=${encodeURIComponent(JSON.stringify({ id: [id, phq9Reference], lang: 'en' }))}`,
      );
      expect(
        many
          .json<{ id: number }[]>()
          .map((row) => row.id)
          .sort(),
      ).toEqual([id, phq9Reference].sort());
      const one = await call(cc, 'GET', `/api/admin/reference-templates/${id}`);
      expect(one.json()).toMatchObject({ id, name });
    });

    it('creates, updates with the whole record sent back, and deletes', async () => {
      const created = await call(cc, 'POST', '/api/admin/reference-templates', {
        name: 'RA-mall',
        intervals: BANDS,
      });
      expect(created.statusCode).toBe(201);
      const record = created.json<TemplateView>();
      const updated = await call(cc, 'PUT', `/api/admin/reference-templates/${record.id}`, {
        ...record,
        name: 'RA-mall ändrad',
        intervals: record.intervals.map((interval) => ({
          ...interval,
          label: `${interval.label}!`,
        })),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<TemplateView>().intervals.map((i) => i.label)).toEqual([
        'Låg!',
        'Mellan!',
        'Hög!',
      ]);
      expect(updated.json<TemplateView>().intervals.map((i) => i.id)).toEqual(
        record.intervals.map((i) => i.id),
      );
      expect(
        (await call(cc, 'DELETE', `/api/admin/reference-templates/${record.id}`)).json(),
      ).toEqual({
        id: record.id,
      });
      expect((await call(client, 'GET', '/api/admin/reference-templates')).statusCode).toBe(403);
    });
  });
});
