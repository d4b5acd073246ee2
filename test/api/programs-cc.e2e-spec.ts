import { ProgramText } from 'src/programs/program-text.entity';
import { Program } from 'src/programs/program.entity';
import { fieldErrors, ProgramFixtures, SELF_STUDY } from '../support/program-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

const CC = 'cc@example.com';

interface CcRow {
  id: number;
  _id: number;
  name: string;
  fallback: boolean;
  modules: { id: number; name: string }[];
  duration: number;
  default: 0 | 1;
  moduleText: string;
  durationText: string;
  defaultText: string;
}

describe('programs (content-creator variant)', () => {
  let api: TestApp;
  let f: ProgramFixtures;
  let anxiety: number;
  let worry: number;
  let assessment: number;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    f = new ProgramFixtures(api);
    anxiety = await f.module(`${f.tag} <em>Ångest</em>`, { en: `${f.tag} Anxiety` });
    worry = await f.module(`${f.tag} Oro`);
    assessment = await f.module(`${f.tag} GAD-7`, { type: 'assessment' });
  });
  afterAll(() => api.close());

  const save = (payload: Record<string, unknown>, language: 'sv' | 'en' = 'sv', email = CC) =>
    f.as(email, 'POST', '/api/program/create', { payload, language });

  describe('POST /api/program/create', () => {
    it('creates a program (201, { status, msg }) as Self study, modules in the order sent', async () => {
      const response = await save(
        {
          name: `${f.tag} Hantera oro`,
          duration: 56,
          default: 1,
          modules: [worry, anxiety],
          language: 'sv',
        },
        'en',
      );
      expect(response.statusCode).toBe(201);
      const body = response.json<{ status: number; msg: string; _id: number }>();
      expect(body).toMatchObject({ status: 201, msg: 'Success on program creation' });
      const edit = await f.as(CC, 'GET', `/api/program/${body._id}/edit/sv`);
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toMatchObject({
        name: `${f.tag} Hantera oro`,
        duration: 56,
        default: 1,
        modules: [
          { id: worry, name: `${f.tag} Oro` },
          { id: anxiety, name: `${f.tag} Ångest` },
        ],
        subscription_model_uuid: SELF_STUDY,
        language: 'sv',
        fallback: false,
      });
    });

    it('updates with _id (200), in the language sent, keeping the other language', async () => {
      const created = await save({ name: `${f.tag} Sv namn`, duration: 28, modules: [worry] });
      const id = created.json<{ _id: number }>()._id;
      const updated = await save(
        {
          _id: id,
          name: `${f.tag} En name`,
          duration: 84,
          default: 0,
          modules: [anxiety, worry],
          language: 'en',
        },
        'en',
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        status: 200,
        msg: 'Program saved successfully',
        _id: id,
      });
      const sv = (await f.as(CC, 'GET', `/api/program/${id}/edit/sv`)).json<
        Record<string, unknown>
      >();
      expect(sv).toMatchObject({ name: `${f.tag} Sv namn`, duration: 84, default: 0 });
      expect((sv.modules as { id: number }[]).map((m) => m.id)).toEqual([anxiety, worry]);
      const en = (await f.as(CC, 'GET', `/api/program/${id}/edit/en`)).json<
        Record<string, unknown>
      >();
      expect(en).toMatchObject({ name: `${f.tag} En name`, language: 'en', fallback: false });
      expect(await api.orm.em.fork().count(ProgramText, { program: id })).toBe(2);
    });

    it('asks for modules when none are sent (the specification’s text, sv and en)', async () => {
      const en = await save({ name: `${f.tag} Tom`, duration: 28, modules: [] }, 'en');
      expect(en.statusCode).toBe(400);
      expect(fieldErrors(en)).toEqual({
        modules: ['Please add the modules to be included'],
      });
      const sv = await save({ name: `${f.tag} Tom`, duration: 28 }, 'sv');
      expect(fieldErrors(sv)).toEqual({
        modules: ['Lägg till de moduler som ska ingå'],
      });
    });

    it('requires name and duration, refuses duplicates and assessments among the modules', async () => {
      const missing = await save({ modules: [worry] }, 'en');
      expect(fieldErrors(missing)).toEqual({
        name: ['Name is required'],
        duration: ['Duration is required'],
      });
      const twice = await save(
        { name: `${f.tag} Två`, duration: 28, modules: [worry, worry, assessment] },
        'en',
      );
      expect(twice.statusCode).toBe(400);
      expect(fieldErrors(twice)).toEqual({
        modules: [
          `Module ${worry} is already in the program: a module can be added only once`,
          `Module ${assessment} is an assessment: add it among the assessments`,
        ],
      });
    });

    it('answers 404 when updating a program that does not exist, 403 to clients', async () => {
      const missing = await save({ _id: 2147483000, name: 'x', duration: 28, modules: [worry] });
      expect(missing.statusCode).toBe(404);
      const client = await save(
        { name: 'x', duration: 28, modules: [worry] },
        'sv',
        'client@example.com',
      );
      expect(client.statusCode).toBe(403);
      expect(await api.orm.em.fork().count(ProgramText, { name: 'x' })).toBe(0);
    });
  });

  describe('GET /api/program/list/:locale', () => {
    it('answers the table rows with the derived texts, by name, markup stripped', async () => {
      const first = (
        await save({
          name: `${f.tag}-list <b>A</b>`,
          duration: 56,
          default: 1,
          modules: [anxiety, worry],
        })
      ).json<{ _id: number }>()._id;
      const second = (
        await save({ name: `${f.tag}-list B`, duration: 28, modules: [worry] })
      ).json<{
        _id: number;
      }>()._id;
      const sv = await f.as(CC, 'GET', `/api/program/list/sv?keyword=${f.tag}-list`);
      expect(sv.statusCode).toBe(200);
      const body = sv.json<{ data: CcRow[]; total: number }>();
      expect(body.total).toBe(2);
      expect(body.data[0]).toEqual({
        id: first,
        _id: first,
        name: `${f.tag}-list A`,
        fallback: false,
        modules: [
          { id: anxiety, name: `${f.tag} Ångest` },
          { id: worry, name: `${f.tag} Oro` },
        ],
        duration: 56,
        default: 1,
        moduleText: `${f.tag} Ångest, ${f.tag} Oro`,
        durationText: '56 dagar',
        defaultText: 'Ja',
      });
      const en = (await f.as(CC, 'GET', `/api/program/list/en?keyword=${f.tag}-list`)).json<{
        data: CcRow[];
      }>();
      expect(
        en.data.map((row) => [row.id, row.fallback, row.durationText, row.defaultText]),
      ).toEqual([
        [first, true, '56 days', 'Yes'],
        [second, true, '28 days', 'No'],
      ]);
      expect(en.data[0]?.moduleText).toBe(`${f.tag} Anxiety, ${f.tag} Oro`);
    });
  });

  describe('GET /api/program/:lang?_id=', () => {
    it('answers the program by id in the language', async () => {
      const id = (await save({ name: `${f.tag} Per id`, duration: 28, modules: [worry] })).json<{
        _id: number;
      }>()._id;
      const response = await f.as(CC, 'GET', `/api/program/en?_id=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: id,
        name: `${f.tag} Per id`,
        fallback: true,
        language: 'sv',
      });
      const missing = await f.as(CC, 'GET', '/api/program/sv', { language: 'en' });
      expect(missing.statusCode).toBe(400);
      expect(fieldErrors(missing)).toEqual({ _id: ['Must be a whole number'] });
      expect((await f.as(CC, 'GET', '/api/program/sv?_id=2147483000')).statusCode).toBe(404);
      expect(await api.orm.em.fork().count(Program, { id })).toBe(1);
    });
  });
});
