import { PreparedStatements } from 'src/database/prepared-statements';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { CompanyProgram } from 'src/programs/company-program.entity';
import { Program } from 'src/programs/program.entity';
import { ProgramText } from 'src/programs/program-text.entity';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';
import {
  fieldErrors,
  ProgramFixtures,
  SELF_STUDY,
  THERAPIST_ASSISTED,
} from '../support/program-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';

const ADMIN = 'admin@example.com';
const CC = 'cc@example.com';
const CLIENT = 'client@example.com';
const THERAPIST = 'clinic-therapist@example.com';
const COMPANY_ADMIN = 'company-admin@example.com';

interface ListRow {
  id: number;
  name?: string;
  fallback?: boolean;
  modules?: { id: number; name: string }[];
  subscription_model_name?: string;
  duration?: number;
}

interface ListAnswer {
  data: ListRow[];
  total: number;
  page: number;
  per_page: number;
  from: number;
  to: number;
  last_page: number;
}

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

describe('programs (admin editor and list)', () => {
  let api: TestApp;
  let f: ProgramFixtures;
  let depression: number;
  let sleep: number;
  let stress: number;
  let phq: number;
  let gad: number;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    f = new ProgramFixtures(api);
    depression = await f.module(`${f.tag} <b>Depression</b>`, { en: `${f.tag} Depression EN` });
    sleep = await f.module(`${f.tag} Sömn`);
    stress = await f.module(`${f.tag} Stress`, { en: `${f.tag} Stress EN` });
    phq = await f.module(`${f.tag} PHQ-9`, { type: 'assessment' });
    gad = await f.module(`${f.tag} GAD-7`, { type: 'assessment' });
  });
  afterAll(() => api.close());

  const create = (payload: Record<string, unknown>, language: 'sv' | 'en' = 'sv', email = ADMIN) =>
    f.as(email, 'POST', '/api/programs', { payload, language });
  const read = async (id: number, language: 'sv' | 'en') => {
    const response = await f.as(ADMIN, 'GET', `/api/programs/${id}/${language}`);
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  };
  const list = async (query: string, locale: 'sv' | 'en' = 'sv', email = ADMIN) => {
    const response = await f.as(email, 'GET', `/api/programs/${locale}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ListAnswer>();
  };

  describe('POST /api/programs', () => {
    it('creates a program (201 and the specification’s message) and keeps the order sent', async () => {
      const response = await create(
        {
          name: `${f.tag} Må bra`,
          description: 'Ett program',
          duration: 84,
          default: 1,
          open_all_modules: true,
          is_treatment: true,
          hide_in_digital_treatment: false,
          subscription_model_uuid: THERAPIST_ASSISTED,
          subscription_model_name: 'Therapist assisted',
          content_permissions: ['depression', 'sleep'],
          modules: [{ id: stress, name: 'x' }, { _id: depression }, sleep],
          assessments: [gad, phq],
          distribute_modules: false,
        },
        'en',
      );
      expect(response.statusCode).toBe(201);
      const body = response.json<{ status: number; message: string; id: number }>();
      expect(body).toMatchObject({ status: 201, message: 'Success on program creation' });
      const program = await read(body.id, 'sv');
      expect(program).toMatchObject({
        id: body.id,
        name: `${f.tag} Må bra`,
        description: 'Ett program',
        duration: 84,
        default: 1,
        open_all_modules: true,
        is_treatment: true,
        hide_in_digital_treatment: false,
        subscription_model_uuid: THERAPIST_ASSISTED,
        subscription_model_name: 'Therapist assisted',
        language: 'sv',
        fallback: false,
      });
      expect((program.content_permissions as string[]).sort()).toEqual(['depression', 'sleep']);
      expect(program.modules).toEqual([
        { id: stress, _id: stress, name: `${f.tag} Stress` },
        { id: depression, _id: depression, name: `${f.tag} Depression` },
        { id: sleep, _id: sleep, name: `${f.tag} Sömn` },
      ]);
      expect((program.assessments as { id: number }[]).map((item) => item.id)).toEqual([gad, phq]);
    });

    it('answers the creation message in Swedish by default', async () => {
      const response = await create({
        name: `${f.tag} Svensk`,
        duration: 28,
        subscription_model_uuid: SELF_STUDY,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: 'Programmet har skapats' });
    });

    it('requires name, duration and subscription model, with the specification’s texts per field', async () => {
      const en = await create({}, 'en');
      expect(en.statusCode).toBe(400);
      expect(fieldErrors(en)).toMatchObject({
        name: ['Name is required'],
        duration: ['Duration is required'],
        subscription_model_uuid: ['Subscription model is required'],
      });
      const sv = await create({ name: '  ', duration: null, subscription_model_uuid: '' }, 'sv');
      expect(sv.statusCode).toBe(400);
      expect(sv.json<ErrorBody>()).toMatchObject({
        message: 'De angivna uppgifterna är ogiltiga',
      });
      expect(fieldErrors(sv)).toEqual({
        name: ['Namn är obligatoriskt'],
        duration: ['Längd är obligatorisk'],
        subscription_model_uuid: ['Prenumerationsmodell är obligatorisk'],
      });
    });

    it('refuses a module or assessment twice, unknown modules, and modules in the wrong list', async () => {
      const twice = await create(
        {
          name: `${f.tag} Dubbel`,
          duration: 28,
          subscription_model_uuid: SELF_STUDY,
          modules: [sleep, stress, sleep],
          assessments: [phq, phq],
        },
        'en',
      );
      expect(twice.statusCode).toBe(400);
      expect(fieldErrors(twice)).toEqual({
        modules: [`Module ${sleep} is already in the program: a module can be added only once`],
        assessments: [`Module ${phq} is already in the program: a module can be added only once`],
      });
      const wrong = await create(
        {
          name: `${f.tag} Fel`,
          duration: 28,
          subscription_model_uuid: SELF_STUDY,
          modules: [phq, 999999999],
          assessments: [sleep],
        },
        'sv',
      );
      expect(wrong.statusCode).toBe(400);
      expect(fieldErrors(wrong)).toEqual({
        modules: [
          `Modul ${phq} är en bedömning: lägg till den bland bedömningarna`,
          'Det finns ingen modul med id 999999999',
        ],
        assessments: [`Modul ${sleep} är ingen bedömning: lägg till den bland modulerna`],
      });
      const names = await api.orm.em
        .fork()
        .count(ProgramText, { name: { $in: [`${f.tag} Dubbel`, `${f.tag} Fel`] } });
      expect(names).toBe(0);
    });

    it('refuses unknown subscription models, content permissions and bad durations', async () => {
      const response = await create(
        {
          name: `${f.tag} Okänd`,
          duration: 0,
          subscription_model_uuid: '5b0c0de1-0000-4000-8000-0000000000ff',
          content_permissions: ['nope'],
          modules: ['x'],
        },
        'en',
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({
        duration: ['Duration must be a whole number of days between 1 and 3650'],
        modules: ['Must be a list of module ids'],
      });
      const model = await create(
        {
          name: `${f.tag} Okänd`,
          duration: 28,
          subscription_model_uuid: '5b0c0de1-0000-4000-8000-0000000000ff',
          content_permissions: ['nope'],
        },
        'en',
      );
      expect(fieldErrors(model)).toEqual({
        subscription_model_uuid: ['There is no such subscription model'],
        content_permissions: ['Unknown content permission "nope"'],
      });
    });
  });

  describe('PUT /api/programs/:id', () => {
    it('saves texts per language: en creates the en row only, sv stays', async () => {
      const id = await f.program({ name: `${f.tag} Språk sv`, modules: [sleep] });
      const response = await f.as(ADMIN, 'PUT', `/api/programs/${id}`, {
        language: 'en',
        payload: {
          name: `${f.tag} Language en`,
          duration: 56,
          subscription_model_uuid: THERAPIST_ASSISTED,
          language: 'en',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, message: 'Program saved successfully' });
      expect(await read(id, 'sv')).toMatchObject({ name: `${f.tag} Språk sv`, fallback: false });
      expect(await read(id, 'en')).toMatchObject({
        name: `${f.tag} Language en`,
        language: 'en',
        fallback: false,
      });
      const texts = await api.orm.em.fork().find(ProgramText, { program: id });
      expect(texts.map((text) => text.language).sort()).toEqual(['en', 'sv']);
      // Modules left out of the form stay as they were.
      expect(((await read(id, 'sv')).modules as { id: number }[]).map((m) => m.id)).toEqual([
        sleep,
      ]);
    });

    it('falls back to Swedish, and says so, for a language without text', async () => {
      const id = await f.program({ name: `${f.tag} Bara svenska`, modules: [depression, stress] });
      const program = await read(id, 'en');
      expect(program).toMatchObject({
        name: `${f.tag} Bara svenska`,
        language: 'sv',
        fallback: true,
      });
      // Module names are in English where the module has an English text.
      expect((program.modules as { name: string }[]).map((m) => m.name)).toEqual([
        `${f.tag} Depression EN`,
        `${f.tag} Stress EN`,
      ]);
    });

    it('locks the subscription model once the program has a name', async () => {
      const id = await f.program({ name: `${f.tag} Låst`, subscription_model_uuid: SELF_STUDY });
      const payload = {
        name: `${f.tag} Låst`,
        duration: 56,
        subscription_model_uuid: THERAPIST_ASSISTED,
      };
      const en = await f.as(ADMIN, 'PUT', `/api/programs/${id}`, { payload, language: 'en' });
      expect(en.statusCode).toBe(400);
      expect(fieldErrors(en)).toEqual({
        subscription_model_uuid: [
          'The subscription model cannot be changed once the program has a name',
        ],
      });
      const sv = await f.as(ADMIN, 'PUT', `/api/programs/${id}`, { payload, language: 'sv' });
      expect(fieldErrors(sv)?.subscription_model_uuid).toEqual([
        'Prenumerationsmodellen kan inte ändras när programmet har fått ett namn',
      ]);
      const same = await f.as(ADMIN, 'PUT', `/api/programs/${id}`, {
        payload: { ...payload, subscription_model_uuid: SELF_STUDY, duration: 28 },
      });
      expect(same.statusCode).toBe(200);
      expect(await read(id, 'sv')).toMatchObject({
        subscription_model_uuid: SELF_STUDY,
        duration: 28,
      });
    });

    it('reorders, adds and removes modules as sent, and refuses duplicates', async () => {
      const id = await f.program({ modules: [sleep, stress], assessments: [phq] });
      const base = {
        name: `${f.tag} Ordning`,
        duration: 56,
        subscription_model_uuid: THERAPIST_ASSISTED,
      };
      const response = await f.as(ADMIN, 'PUT', `/api/programs/${id}`, {
        payload: { ...base, modules: [depression, stress], assessments: [gad, phq] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        added_module_ids: [depression, gad],
        distribution_job_id: null,
      });
      const program = await read(id, 'sv');
      expect((program.modules as { id: number }[]).map((m) => m.id)).toEqual([depression, stress]);
      expect((program.assessments as { id: number }[]).map((m) => m.id)).toEqual([gad, phq]);
      const twice = await f.as(ADMIN, 'PUT', `/api/programs/${id}`, {
        payload: { ...base, modules: [stress, stress] },
        language: 'en',
      });
      expect(twice.statusCode).toBe(400);
      expect(fieldErrors(twice)?.modules).toEqual([
        `Module ${stress} is already in the program: a module can be added only once`,
      ]);
    });

    it('also serves PUT /api/programs with the id in the body', async () => {
      const id = await f.program();
      const response = await f.as(ADMIN, 'PUT', '/api/programs', {
        payload: {
          _id: id,
          name: `${f.tag} Samling`,
          duration: 365,
          subscription_model_uuid: THERAPIST_ASSISTED,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(await read(id, 'sv')).toMatchObject({ name: `${f.tag} Samling`, duration: 365 });
    });

    it('answers 404 for a program that does not exist and 400 for a malformed id', async () => {
      const payload = { name: 'x', duration: 28, subscription_model_uuid: SELF_STUDY };
      expect((await f.as(ADMIN, 'PUT', '/api/programs/2147483000', { payload })).statusCode).toBe(
        404,
      );
      expect((await f.as(ADMIN, 'GET', '/api/programs/2147483000/sv')).statusCode).toBe(404);
      const bad = await f.as(ADMIN, 'GET', '/api/programs/abc/sv', { language: 'en' });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad)).toEqual({ id: ['Must be a whole number'] });
    });
  });

  describe('GET /api/programs/:locale', () => {
    let alpha: number;
    let beta: number;
    let gamma: number;

    beforeAll(async () => {
      alpha = await f.program({
        name: `${f.tag}-list <i>Alfa</i>`,
        duration: 84,
        modules: [stress, depression],
        assessments: [phq],
        is_treatment: true,
      });
      beta = await f.program({
        name: `${f.tag}-list Beta`,
        duration: 28,
        subscription_model_uuid: SELF_STUDY,
      });
      gamma = await f.program({ name: `${f.tag}-list gamma`, duration: 56, modules: [sleep] });
      await f.as(ADMIN, 'PUT', `/api/programs/${gamma}`, {
        payload: {
          name: `${f.tag}-list Gamma EN`,
          duration: 56,
          subscription_model_uuid: THERAPIST_ASSISTED,
          language: 'en',
        },
      });
    });

    const listed = (query: string, locale: 'sv' | 'en' = 'sv') =>
      list(`keyword=${f.tag}-list&${query}`, locale);

    it('answers rows by name ascending (markup stripped) with every field and the page meta', async () => {
      const body = await listed('');
      expect(body.data.map((row) => row.id)).toEqual([alpha, beta, gamma]);
      expect(body.data[0]).toEqual({
        id: alpha,
        name: `${f.tag}-list Alfa`,
        fallback: false,
        modules: [
          { id: stress, name: `${f.tag} Stress` },
          { id: depression, name: `${f.tag} Depression` },
        ],
        subscription_model_name: 'Therapist assisted',
        duration: 84,
      });
      expect(body).toMatchObject({ total: 3, page: 1, per_page: 25, from: 1, to: 3, last_page: 1 });
    });

    it('sorts by the asked column and order', async () => {
      expect((await listed('order=desc')).data.map((row) => row.id)).toEqual([gamma, beta, alpha]);
      expect((await listed('order_by=duration')).data.map((row) => row.id)).toEqual([
        beta,
        gamma,
        alpha,
      ]);
      expect((await listed('order_by=subscription_model_name&order=asc')).data[0]?.id).toBe(beta);
    });

    it('pages, and answers the total past the end', async () => {
      const second = await listed('per_page=2&page=2');
      expect(second).toMatchObject({
        total: 3,
        page: 2,
        per_page: 2,
        from: 3,
        to: 3,
        last_page: 2,
      });
      expect(second.data.map((row) => row.id)).toEqual([gamma]);
      const past = await listed('per_page=2&page=5');
      expect(past).toMatchObject({ data: [], total: 3, from: 0, to: 0 });
    });

    it('answers only the fields asked for', async () => {
      const body = await listed('fields=id,name');
      expect(body.data[1]).toEqual({ id: beta, name: `${f.tag}-list Beta`, fallback: false });
    });

    it('lists in English with the Swedish fallback marked', async () => {
      const body = await listed('fields=name', 'en');
      expect(body.data.map((row) => [row.name, row.fallback])).toEqual([
        [`${f.tag}-list Alfa`, true],
        [`${f.tag}-list Beta`, true],
        [`${f.tag}-list Gamma EN`, false],
      ]);
    });

    it('filters treatment programs of a subscription model, unpaginated (the subscription call)', async () => {
      const body = await list(
        `keyword=${f.tag}-list&subscription_model_uuid=${THERAPIST_ASSISTED}&is_treatment=true&fields=id,name,modules&order_by=name&order=asc&paginate=false`,
      );
      expect(body.data.map((row) => row.id)).toEqual([alpha]);
      expect(body.data[0]?.modules?.map((module) => module.id)).toEqual([stress, depression]);
      const selfStudy = await listed(`subscription_model_uuid=${SELF_STUDY}&paginate=false`);
      expect(selfStudy.data.map((row) => row.id)).toEqual([beta]);
    });

    it('finds every word of the keyword, whatever the case', async () => {
      expect((await list(`keyword=${f.tag}-LIST%20alfa`)).data.map((row) => row.id)).toEqual([
        alpha,
      ]);
    });

    it('refuses an unknown locale, field or order', async () => {
      const locale = await f.as(ADMIN, 'GET', '/api/programs/de', { language: 'en' });
      expect(locale.statusCode).toBe(400);
      expect(fieldErrors(locale)).toEqual({
        locale: ['Unknown language "de": use sv or en'],
      });
      const fields = await f.as(ADMIN, 'GET', '/api/programs/sv?fields=id,secret', {
        language: 'en',
      });
      expect(fields.statusCode).toBe(400);
      expect(Object.keys(fieldErrors(fields) ?? {})).toEqual(['fields']);
      expect((await f.as(ADMIN, 'GET', '/api/programs/sv?order_by=uuid')).statusCode).toBe(400);
    });

    it('is the same in the caller’s language at GET /api/programs', async () => {
      const response = await f.as(ADMIN, 'GET', `/api/programs?keyword=${f.tag}-list&fields=name`, {
        language: 'en',
      });
      expect(response.json<ListAnswer>().data.map((row) => row.name)).toEqual([
        `${f.tag}-list Alfa`,
        `${f.tag}-list Beta`,
        `${f.tag}-list Gamma EN`,
      ]);
    });

    it('is readable by clients and therapists (program.read), not by the clinic admin', async () => {
      expect((await list(`keyword=${f.tag}`, 'sv', CLIENT)).total).toBeGreaterThan(0);
      expect((await list(`keyword=${f.tag}`, 'sv', THERAPIST)).total).toBeGreaterThan(0);
      const clinicAdmin = await f.as('clinic-admin@example.com', 'GET', '/api/programs/sv');
      expect(clinicAdmin.statusCode).toBe(403);
    });
  });

  describe('SQL statements per list request', () => {
    it('is constant whatever the page size and the number of modules', async () => {
      const manyModules: number[] = [];
      for (let index = 0; index < 12; index++)
        manyModules.push(await f.module(`${f.tag} M${index}`));
      for (let index = 0; index < 6; index++) {
        await f.program({
          name: `${f.tag}-count ${index}`,
          modules: manyModules.slice(0, index * 2 + 1),
        });
      }
      const knex = api.orm.em.getConnection().getKnex();
      let statements = 0;
      const count = () => statements++;
      knex.on('query', count);
      const prepared = api.app.get(PreparedStatements);
      const measure = async (query: string) => {
        await list(`keyword=${f.tag}-count&${query}`); // warm: token, caches
        statements = 0;
        const preparedBefore = prepared.executed;
        const body = await list(`keyword=${f.tag}-count&${query}`);
        return {
          statements: statements + prepared.executed - preparedBefore,
          rows: body.data.length,
        };
      };
      try {
        const small = await measure('per_page=1&fields=id,name,modules');
        const large = await measure('per_page=100&fields=id,name,modules');
        const all = await measure('paginate=false&fields=id,name,modules');
        expect(small.rows).toBe(1);
        expect(large.rows).toBe(6);
        expect(all.rows).toBe(6);
        expect(large.statements).toBe(small.statements);
        expect(all.statements).toBe(small.statements);
        // One statement beside authentication: the page with its count and its programs' modules.
        const withoutModules = await measure('per_page=100&fields=id,name');
        expect(large.statements).toBe(withoutModules.statements);
      } finally {
        knex.removeListener('query', count);
      }
    });
  });

  describe('DELETE /api/programs/:ids', () => {
    it('deletes the selected programs with the specification’s message', async () => {
      const first = await f.program({ modules: [sleep] });
      const second = await f.program();
      const response = await f.as(ADMIN, 'DELETE', `/api/programs/${first},${second}`, {
        language: 'en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Selected programme(s) deleted successfully',
        deleted: [first, second],
      });
      expect(await api.orm.em.fork().count(Program, { id: { $in: [first, second] } })).toBe(0);
      const sv = await f.as(CC, 'DELETE', `/api/programs/${await f.program()}`);
      expect(sv.json()).toMatchObject({ message: 'Valda program har tagits bort' });
    });

    it('answers 409 naming the programs that have active subscriptions, and deletes none', async () => {
      const busy = await f.program({ modules: [sleep] });
      const free = await f.program();
      const ended = await f.program();
      await f.subscription(busy, { moduleIds: [sleep] });
      await f.subscription(ended, { status: 'expired' });
      const response = await f.as(ADMIN, 'DELETE', `/api/programs/${free},${busy}`, {
        language: 'en',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>()).toMatchObject({
        statusCode: 409,
        message: `Programs with active subscriptions cannot be deleted: ${busy}. End the subscriptions first`,
      });
      const sv = await f.as(ADMIN, 'DELETE', `/api/programs/${busy}`, { language: 'sv' });
      expect(sv.json<ErrorBody>().message).toContain('aktiva prenumerationer');
      expect(await api.orm.em.fork().count(Program, { id: { $in: [free, busy] } })).toBe(2);
      // An expired subscription does not hold its program.
      expect((await f.as(ADMIN, 'DELETE', `/api/programs/${ended}`)).statusCode).toBe(200);
    });

    it('answers 404 when none exists and 400 for malformed ids', async () => {
      expect((await f.as(ADMIN, 'DELETE', '/api/programs/2147483000')).statusCode).toBe(404);
      const bad = await f.as(ADMIN, 'DELETE', '/api/programs/1,x', { language: 'en' });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad)).toEqual({
        ids: ['Give program ids (whole numbers) separated by commas'],
      });
    });
  });

  describe('permissions and audit', () => {
    it('refuses writes to clients and therapists (403)', async () => {
      const id = await f.program();
      const payload = { name: `${f.tag} Nej`, duration: 28, subscription_model_uuid: SELF_STUDY };
      for (const email of [CLIENT, THERAPIST, 'therapist-premium@example.com', 'hc@example.com']) {
        expect((await f.as(email, 'POST', '/api/programs', { payload })).statusCode).toBe(403);
        expect((await f.as(email, 'PUT', `/api/programs/${id}`, { payload })).statusCode).toBe(403);
        expect((await f.as(email, 'DELETE', `/api/programs/${id}`)).statusCode).toBe(403);
      }
      const anonymous = await api.request({ method: 'GET', url: '/api/programs/sv' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets the content creator create, update and delete, each audited with who and when', async () => {
      const started = new Date(Date.now() - 1000);
      const created = await create(
        {
          name: `${f.tag} Av cc`,
          duration: 28,
          subscription_model_uuid: SELF_STUDY,
          modules: [sleep],
        },
        'sv',
        CC,
      );
      expect(created.statusCode).toBe(201);
      const { id, uuid } = created.json<{ id: number; uuid: string }>();
      const updated = await f.as(CC, 'PUT', `/api/programs/${id}`, {
        payload: {
          name: `${f.tag} Av cc 2`,
          duration: 28,
          subscription_model_uuid: SELF_STUDY,
          modules: [sleep, stress],
        },
      });
      expect(updated.statusCode).toBe(200);
      expect((await f.as(CC, 'DELETE', `/api/programs/${id}`)).statusCode).toBe(200);
      const em = api.orm.em.fork();
      const cc = await em.findOneOrFail(User, { email: CC });
      const events = await em.find(
        AuditEvent,
        { subjectId: uuid },
        { orderBy: { occurredAt: 'asc' } },
      );
      expect(events.map((event) => [event.event, event.actorUuid])).toEqual([
        ['program.create', cc.uuid],
        ['program.update', cc.uuid],
        ['program.delete', cc.uuid],
      ]);
      expect(events.every((event) => event.occurredAt >= started)).toBe(true);
      expect(events[1]?.details).toMatchObject({ addedModuleIds: [stress], removedModuleIds: [] });
    });
  });

  describe('editor option lists', () => {
    it('answers the duration options by days, named in the language', async () => {
      const sv = await f.as(CLIENT, 'GET', '/api/durations/full-list/sv');
      expect(sv.statusCode).toBe(200);
      expect(sv.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ days: 56, name: '8 veckor' })]),
      );
      const en = (await f.as(ADMIN, 'GET', '/api/durations/full-list/en')).json<
        { days: number; name: string }[]
      >();
      expect(en.map((option) => option.days)).toEqual(
        [...en.map((option) => option.days)].sort((a, b) => a - b),
      );
      expect(en).toEqual(
        expect.arrayContaining([expect.objectContaining({ days: 28, name: '4 weeks' })]),
      );
    });

    it('answers the icbt subscription models with the two special names', async () => {
      const response = await f.as('hc@example.com', 'GET', '/api/v1/subscription-models/type/icbt');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.arrayContaining([
          { uuid: SELF_STUDY, name: 'Self study', type: 'icbt' },
          { uuid: THERAPIST_ASSISTED, name: 'Therapist assisted', type: 'icbt' },
        ]),
      );
      const other = await f.as(ADMIN, 'GET', '/api/v1/subscription-models/type/none');
      expect(other.json()).toEqual([]);
    });

    it('answers the module groups for content permissions', async () => {
      const response = await f.as(CC, 'GET', '/api/programs/options/module-groups/en');
      expect(response.json()).toEqual(
        expect.arrayContaining([{ value: 'anxiety', name: 'Anxiety' }]),
      );
      const sv = await f.as(CC, 'GET', '/api/programs/options/module-groups/sv');
      expect(sv.json()).toEqual(expect.arrayContaining([{ value: 'anxiety', name: 'Ångest' }]));
    });

    it('answers module and assessment options, disabled when already in the program', async () => {
      const id = await f.program({ modules: [sleep], assessments: [gad] });
      const modules = (
        await f.as(CC, 'GET', `/api/programs/options/modules/en?type=module&program_id=${id}`)
      ).json<{ _id: number; name: string; disabled: boolean; fallback: boolean; type: string }[]>();
      const mine = modules.filter((option) => option.name.startsWith(f.tag));
      expect(mine.find((option) => option._id === sleep)).toMatchObject({
        disabled: true,
        fallback: true,
        name: `${f.tag} Sömn`,
      });
      expect(mine.find((option) => option._id === stress)).toMatchObject({
        disabled: false,
        fallback: false,
        name: `${f.tag} Stress EN`,
      });
      expect(mine.find((option) => option._id === depression)?.name).toBe(`${f.tag} Depression EN`);
      expect(mine.every((option) => option.type === 'module')).toBe(true);
      const assessments = (
        await f.as(CC, 'GET', `/api/programs/options/modules/sv?type=assessment&program_id=${id}`)
      ).json<{ _id: number; disabled: boolean }[]>();
      expect(assessments.find((option) => option._id === gad)?.disabled).toBe(true);
      expect(assessments.find((option) => option._id === phq)?.disabled).toBe(false);
      expect(assessments.some((option) => option._id === sleep)).toBe(false);
      const bad = await f.as(CC, 'GET', '/api/programs/options/modules/sv?type=page', {
        language: 'en',
      });
      expect(fieldErrors(bad)).toEqual({
        type: ['The type must be module or assessment'],
      });
    });
  });

  describe('GET /api/v1/companies/:uuid/programs', () => {
    let offered: number;

    beforeAll(async () => {
      offered = await f.program({ name: `${f.tag}-company Erbjuden`, modules: [sleep] });
      await f.program({ name: `${f.tag}-company Annan` });
      const em = api.orm.em.fork();
      const company = await em.findOneOrFail(Company, { uuid: DEMO_COMPANY.uuid });
      em.create(CompanyProgram, { company, program: em.getReference(Program, offered) });
      await em.flush();
    });

    it('answers the programs of the company to its company admin and to staff', async () => {
      for (const email of [COMPANY_ADMIN, ADMIN]) {
        const response = await f.as(
          email,
          'GET',
          `/api/v1/companies/${DEMO_COMPANY.uuid}/programs?keyword=${f.tag}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json<ListAnswer>().data.map((row) => row.id)).toEqual([offered]);
      }
    });

    it('answers 404 for another company, or none, outside the caller’s scope', async () => {
      const other = await f.as(
        COMPANY_ADMIN,
        'GET',
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/programs`,
      );
      expect(other.statusCode).toBe(404);
      const unknown = await f.as(
        ADMIN,
        'GET',
        '/api/v1/companies/5e1d0c0a-0000-4000-8000-0000000000ff/programs',
      );
      expect(unknown.statusCode).toBe(404);
      const admin = await f.as(
        ADMIN,
        'GET',
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/programs`,
      );
      expect(admin.statusCode).toBe(200);
      expect(admin.json<ListAnswer>().data).toEqual([]);
      expect(
        (await f.as(CC, 'GET', `/api/v1/companies/${DEMO_COMPANY.uuid}/programs`)).statusCode,
      ).toBe(403);
    });
  });

  describe('/api/admin/programs (react-admin)', () => {
    it('lists with Content-Range, filters by q and ids, sorts', async () => {
      const a = await f.program({ name: `${f.tag}-ra A`, modules: [sleep] });
      const b = await f.program({ name: `${f.tag}-ra B` });
      const filter = encodeURIComponent(JSON.stringify({ q: `${f.tag}-ra` }));
      const sort = encodeURIComponent(JSON.stringify(['name', 'DESC']));
      const response = await f.as(
        ADMIN,
        'GET',
        `/api/admin/programs?filter=${filter}&range=[0,9]&sort=${sort}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBe('programs 0-1/2');
      const rows =
        response.json<
          { id: number; modules: { id: number }[]; subscription_model_name: string }[]
        >();
      expect(rows.map((row) => row.id)).toEqual([b, a]);
      expect(rows[1]).toMatchObject({
        modules: [{ id: sleep, name: `${f.tag} Sömn` }],
        subscription_model_name: 'Therapist assisted',
      });
      const many = encodeURIComponent(JSON.stringify({ id: [a] }));
      const getMany = await f.as(CC, 'GET', `/api/admin/programs?filter=${many}`);
      expect(getMany.json<{ id: number }[]>().map((row) => row.id)).toEqual([a]);
    });

    it('reads, creates, updates and deletes records through the same rules', async () => {
      const created = await f.as(ADMIN, 'POST', '/api/admin/programs', {
        payload: {
          name: `${f.tag}-ra Ny`,
          duration: 28,
          subscription_model_uuid: SELF_STUDY,
          modules: [stress],
        },
      });
      expect(created.statusCode).toBe(201);
      const record = created.json<Record<string, unknown> & { id: number }>();
      expect(record).toMatchObject({ name: `${f.tag}-ra Ny`, modules: [stress], assessments: [] });
      const read = await f.as(ADMIN, 'GET', `/api/admin/programs/${record.id}?lang=en`);
      expect(read.json()).toMatchObject({ id: record.id, fallback: true, language: 'sv' });
      const updated = await f.as(ADMIN, 'PUT', `/api/admin/programs/${record.id}`, {
        payload: { ...record, name: `${f.tag}-ra Ändrad`, modules: [stress, stress] },
        language: 'en',
      });
      expect(updated.statusCode).toBe(400);
      expect(fieldErrors(updated).modules).toHaveLength(1);
      const saved = await f.as(ADMIN, 'PUT', `/api/admin/programs/${record.id}`, {
        payload: { ...record, name: `${f.tag}-ra Ändrad`, modules: [sleep, stress] },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ name: `${f.tag}-ra Ändrad`, modules: [sleep, stress] });
      const deleted = await f.as(ADMIN, 'DELETE', `/api/admin/programs/${record.id}`);
      expect(deleted.json()).toMatchObject({ id: record.id, name: `${f.tag}-ra Ändrad` });
      expect((await f.as(ADMIN, 'GET', `/api/admin/programs/${record.id}`)).statusCode).toBe(404);
      expect((await f.as(CLIENT, 'POST', '/api/admin/programs', { payload: {} })).statusCode).toBe(
        403,
      );
    });
  });
});
