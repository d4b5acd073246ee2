import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { resolveMatrixUrl } from '../support/matrix-urls';
import { type RouteInputs, routeInputs } from '../support/route-inputs';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { AnswerOption } from 'src/content/answer-option.entity';
import { UserFixtures } from '../support/user-fixtures';
import { AUTHORIZATION_MATRIX, type Caller, DEMO_EMAIL } from './authorization-matrix';
import {
  documentedBodies,
  type DocumentedBody,
  type FieldSchema,
  oversized,
  wrongType,
} from '../support/documented-fields';

const NUL_TEXT = 'a\u0000b';
const LONE_SURROGATE_EMAIL = '\ud800@example.com';
const DEEP_BODY = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const HUGE_RANGE = encodeURIComponent('[1e20,1e20]');
const ESCAPED_NUL_FILTER = encodeURIComponent('{"q":"a\\u0000b"}');

type Language = 'sv' | 'en';

interface ErrorAnswer {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string | string[]>;
}

const TEXTS = {
  tooDeep: {
    sv: 'Begärans innehåll är för djupt nästlat: högst 32 nivåer',
    en: 'The request body is nested too deeply: at most 32 levels',
  },
  invalidData: { sv: 'De angivna uppgifterna är ogiltiga', en: 'The given data was invalid' },
  loneSurrogate: {
    sv: 'Innehåller ett ogiltigt tecken (ett ensamt surrogattecken)',
    en: 'Contains an invalid character (a lone surrogate)',
  },
  nul: {
    sv: 'Får inte innehålla NUL-tecknet (U+0000)',
    en: 'Must not contain the NUL character (U+0000)',
  },
  range: {
    sv: 'Ange [första, sista] som heltal från 0 till 2147483647',
    en: 'Give [first, last] as whole numbers from 0 to 2147483647',
  },
  page: { sv: 'Får vara högst 1000000', en: 'Must be at most 1000000' },
} as const;

/** The one error body of a refused field, in the given language. */
const invalidField = (field: string, text: keyof typeof TEXTS, language: Language) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: TEXTS.invalidData[language],
  errors: { [field]: TEXTS[text][language] },
});

describe('hostile input', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    adminToken = await loginAs(api, 'admin@example.com');
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  const send = (options: InjectOptions, token?: string, language: Language = 'sv') =>
    api.request({
      ...options,
      headers: {
        ...options.headers,
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  describe.each<Language>(['sv', 'en'])(
    'answers 400 in the caller’s language (%s) to',
    (language) => {
      it('a body nested 10,000 levels deep', async () => {
        const response = await send(
          {
            method: 'POST',
            url: '/client/login',
            headers: { 'content-type': 'application/json' },
            payload: DEEP_BODY,
          },
          undefined,
          language,
        );
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: TEXTS.tooDeep[language],
        });
      });

      it.each([
        ['/client/login', { email: LONE_SURROGATE_EMAIL, password: 'whatever-it-is' }],
        ['/api/password/reset', { email: LONE_SURROGATE_EMAIL }],
      ])('a lone surrogate in the e-mail of %s', async (url, payload) => {
        const response = await send({ method: 'POST', url, payload }, undefined, language);
        expect(response.json()).toEqual(invalidField('email', 'loneSurrogate', language));
      });

      it('a NUL character in one’s own profile', async () => {
        const email = `nul-profile-${language}@sinnro.test`;
        await fixtures.user({ email, firstName: 'Nils', lastName: 'Nul' }, { withPassword: true });
        const response = await fixtures.as(
          email,
          'POST',
          '/api/users/update-current-user-profile',
          {
            payload: { first_name: NUL_TEXT },
            language,
          },
        );
        expect(response.json()).toEqual(invalidField('first_name', 'nul', language));
      });

      it('a NUL character in a user’s administration', async () => {
        const user = await fixtures.user({
          email: `nul-admin-${language}@sinnro.test`,
          firstName: 'Nora',
          lastName: 'Nul',
        });
        const response = await send(
          { method: 'PUT', url: `/api/users/${user.id}`, payload: { first_name: NUL_TEXT } },
          adminToken,
          language,
        );
        expect(response.json()).toEqual(invalidField('first_name', 'nul', language));
      });

      it.each([
        ['/api/users/list?keyword=a%00b', 'keyword'],
        [`/api/admin/users?filter=${ESCAPED_NUL_FILTER}`, 'filter.q'],
        ['/api/roles/list/a%00b', 'lang'],
      ])('a NUL character in %s', async (url, field) => {
        const response = await send({ method: 'GET', url }, adminToken, language);
        expect(response.json()).toEqual(invalidField(field, 'nul', language));
      });

      it.each([
        [`/api/admin/users?range=${HUGE_RANGE}`, 'range', 'range'],
        [`/api/admin/companies?range=${HUGE_RANGE}`, 'range', 'range'],
        ['/api/modules/sv?page=99999999999999999999', 'page', 'page'],
        ['/api/users/list?page=1e20', 'page', 'page'],
        ['/api/v1/invitations?page=1e20', 'page', 'page'],
        ['/api/v1/companies?page=1e20', 'page', 'page'],
      ] as const)('paging beyond any list: %s', async (url, field, text) => {
        const response = await send({ method: 'GET', url }, adminToken, language);
        expect(response.json()).toEqual(invalidField(field, text, language));
      });
    },
  );

  describe('every route, sent each kind of hostile input it takes once', () => {
    let routes: RouteInputs[];

    beforeAll(() => {
      routes = routeInputs(api.app);
    });

    /** One hostile request to a route: its matrix URL and payload, made hostile. */
    interface Probe {
      name: string;
      takes: (route: RouteInputs) => boolean;
      request: (route: RouteInputs, url: string, payload: object) => InjectOptions;
      /** For paging: the field a 400 must name (a page of rows would be wrong too). */
      refusedField?: string;
    }

    const hostileFields = (fields: string[], value: string) =>
      Object.fromEntries(fields.map((field) => [field, value]));
    const withQuery = (url: string, query: string) =>
      `${url}${url.includes('?') ? '&' : '?'}${query}`;
    const textQuery = (route: RouteInputs) =>
      route.queryText.map((field) => `${field}=${encodeURIComponent(NUL_TEXT)}`).join('&');

    const PROBES: Probe[] = [
      {
        name: 'a body nested 10,000 levels deep',
        takes: (route) => route.takesBody,
        request: (route, url) => ({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: DEEP_BODY,
        }),
      },
      {
        name: 'a NUL character in every free-text body field',
        takes: (route) => route.bodyText.length > 0,
        request: (route, url, payload) => ({
          method: route.method as 'POST',
          url,
          payload: { ...payload, ...hostileFields(route.bodyText, NUL_TEXT) },
        }),
      },
      {
        name: 'a lone surrogate in every free-text body field',
        takes: (route) => route.bodyText.length > 0,
        request: (route, url, payload) => ({
          method: route.method as 'POST',
          url,
          payload: { ...payload, ...hostileFields(route.bodyText, LONE_SURROGATE_EMAIL) },
        }),
      },
      {
        name: 'a NUL character in every free-text query parameter',
        takes: (route) => route.queryText.length > 0,
        request: (route, url) => ({
          method: route.method as 'GET',
          url: withQuery(url, textQuery(route)),
        }),
      },
      {
        name: 'a NUL character escaped in a react-admin filter',
        takes: (route) => route.queryFields.includes('filter'),
        request: (route, url) => ({
          method: route.method as 'GET',
          url: withQuery(url, `filter=${ESCAPED_NUL_FILTER}`),
        }),
      },
      {
        name: 'a NUL character in every path parameter',
        takes: (route) => route.path.includes('/:'),
        request: (route) => ({
          method: route.method as 'GET',
          url: route.path.replace(/:\w+/g, 'a%00b'),
        }),
      },
      {
        name: 'page=1e20',
        takes: (route) => route.queryFields.includes('page'),
        request: (route, url) => ({
          method: route.method as 'GET',
          url: withQuery(url, 'page=1e20'),
        }),
        refusedField: 'page',
      },
      {
        name: 'page=99999999999999999999',
        takes: (route) => route.queryFields.includes('page'),
        request: (route, url) => ({
          method: route.method as 'GET',
          url: withQuery(url, 'page=99999999999999999999'),
        }),
        refusedField: 'page',
      },
      {
        name: 'range=[1e20,1e20]',
        takes: (route) => route.queryFields.includes('range'),
        request: (route, url) => ({
          method: route.method as 'GET',
          url: withQuery(url, `range=${HUGE_RANGE}`),
        }),
        refusedField: 'range',
      },
    ];

    /** What is wrong with an answer to a probe, if anything. */
    function fault(response: LightMyRequestResponse, probe: Probe): string | undefined {
      if (response.statusCode >= 500) return `answered ${response.statusCode}`;
      if (!probe.refusedField) return undefined;
      if (response.statusCode < 300) return `answered ${response.statusCode} with rows`;
      const errors = response.json<ErrorAnswer>().errors ?? {};
      if (response.statusCode === 400 && !(probe.refusedField in errors))
        return `answered 400 without naming ${probe.refusedField}`;
      return undefined;
    }

    async function sweep(probe: Probe, token: string | undefined): Promise<string[]> {
      const faults: string[] = [];
      for (const route of routes.filter(probe.takes)) {
        const row = AUTHORIZATION_MATRIX.find((candidate) => candidate.route === route.route);
        const url = await resolveMatrixUrl(api, row?.url ?? route.path);
        const response = await send(probe.request(route, url, row?.payload ?? {}), token);
        const problem = fault(response, probe);
        if (problem) faults.push(`${route.route}: ${problem}`);
      }
      return faults;
    }

    it('finds routes that take each kind of input', () => {
      for (const probe of PROBES) {
        expect({ probe: probe.name, taken: routes.some(probe.takes) }).toEqual({
          probe: probe.name,
          taken: true,
        });
      }
    });

    describe.each(PROBES)('$name', (probe) => {
      it('never fails with 500 for an admin', async () => {
        expect(await sweep(probe, adminToken)).toEqual([]);
      });

      it('never fails with 500 for an anonymous caller', async () => {
        expect(await sweep(probe, undefined)).toEqual([]);
      });
    });
  });
  describe('every documented body field, sent a value it does not take', () => {
    /** Kinds of value sent, one field at a time, in an otherwise valid (matrix) payload. */
    const VALUES: { name: string; of: (schema: FieldSchema) => unknown }[] = [
      { name: 'null', of: () => null },
      { name: 'an oversized value', of: oversized },
      { name: 'a value of the wrong type', of: wrongType },
    ];

    /** The caller a route lets past its guard (the admin where they may), so validation runs. */
    function callerFor(route: string): Exclude<Caller, 'anonymous'> | undefined {
      const expected = AUTHORIZATION_MATRIX.find((row) => row.route === route)?.expected;
      if (!expected) return undefined;
      const passes = (status: number) => status !== 401 && status !== 403;
      if (passes(expected.admin)) return 'admin';
      const allowed = Object.entries(expected).find(
        ([caller, status]) => caller !== 'anonymous' && passes(status),
      );
      return allowed?.[0] as Exclude<Caller, 'anonymous'> | undefined;
    }

    const tokens = new Map<string, string>();
    async function tokenOf(caller: Exclude<Caller, 'anonymous'>, fresh = false): Promise<string> {
      const known = tokens.get(caller);
      if (known && !fresh) return known;
      const token = await loginAs(api, DEMO_EMAIL[caller]);
      tokens.set(caller, token);
      return token;
    }

    /**
     * Payloads that pass validation and reach the handler (the matrix's mostly stop at the guard
     * or at a missing field), for routes where a value the DTO let through failed further in.
     */
    const VALID_BODIES: Record<string, Record<string, unknown>> = {};
    const VALID_URLS: Record<string, string> = {};
    const validUrl = async (route: string, url: string) =>
      resolveMatrixUrl(api, VALID_URLS[route] ?? url);

    let bodies: DocumentedBody[];
    /** The demo question whose options the sweep changes, as it was (restored afterwards). */
    let questionId: number;
    let optionsBefore: { id: number; value: number; position: number }[] = [];
    let labelsBefore: { option_id: number; language: string; label: string }[] = [];
    const sql = <T>(text: string, params: unknown[] = []) =>
      api.orm.em.getConnection().execute<T[]>(text, params);
    beforeAll(async () => {
      const registered = new Set(routeInputs(api.app).map((route) => route.route));
      bodies = documentedBodies().filter((body) => registered.has(body.route));
      const option = await api.orm.em
        .fork()
        .findOneOrFail(AnswerOption, { id: { $gt: 0 } }, { populate: ['question'] });
      questionId = option.question.id;
      optionsBefore = await sql(
        'select id, value, position from answer_options where question_id = ?',
        [questionId],
      );
      labelsBefore = await sql(
        `select t.option_id, t.language, t.label from answer_option_texts t
           join answer_options o on o.id = t.option_id where o.question_id = ?`,
        [questionId],
      );
      VALID_BODIES['POST /api/answer-option'] = {
        question_id: option.question.id,
        label: 'Svar',
        value: 1,
      };
      VALID_BODIES['PUT /api/answer-option/:id/:lang'] = { label: 'Svar', value: 1 };
      VALID_URLS['PUT /api/answer-option/:id/:lang'] = `/api/answer-option/${option.id}/sv`;
      const report = await send(
        { method: 'POST', url: '/api/report/create', payload: { name: 'Svep' } },
        adminToken,
      );
      const reportId = report.json<{ id: number }>().id;
      VALID_BODIES['POST /api/report/create'] = { name: 'Svep', visible_to_client: true };
      VALID_BODIES['PUT /api/report/:id'] = { name: 'Svep', visible_to_client: true };
      VALID_URLS['PUT /api/report/:id'] = `/api/report/${reportId}`;
      VALID_BODIES['POST /api/admin/report-templates'] = { name: 'Svep', visible_to_client: true };
      VALID_BODIES['PUT /api/admin/report-templates/:id'] = { visible_to_client: true };
      VALID_URLS['PUT /api/admin/report-templates/:id'] = `/api/admin/report-templates/${reportId}`;
    });

    // The demo test stays as it was for the files that share this database (a report scored
    // one point off after this sweep had changed a PHQ-9 option).
    afterAll(async () => {
      const kept = optionsBefore.map((option) => option.id);
      await sql(`delete from answer_options where question_id = ? and not (id = any(?::int[]))`, [
        questionId,
        `{${kept.join(',')}}`,
      ]);
      for (const option of optionsBefore) {
        await sql('update answer_options set value = ?, position = ? where id = ?', [
          option.value,
          option.position,
          option.id,
        ]);
      }
      for (const text of labelsBefore) {
        await sql('update answer_option_texts set label = ? where option_id = ? and language = ?', [
          text.label,
          text.option_id,
          text.language,
        ]);
      }
    });
    it('finds documented body fields on most routes that take a body', () => {
      const fields = bodies.reduce((sum, body) => sum + body.fields.length, 0);
      expect({ routes: bodies.length > 90, fields: fields > 500 }).toEqual({
        routes: true,
        fields: true,
      });
    });

    it.each(VALUES)('never fails with 500 for $name in any field', async (value) => {
      const faults: string[] = [];
      for (const body of bodies) {
        const caller = callerFor(body.route);
        const row = AUTHORIZATION_MATRIX.find((candidate) => candidate.route === body.route);
        const [method = 'POST', path = '/'] = body.route.split(' ');
        const url = await resolveMatrixUrl(api, row?.url ?? path);
        for (const field of body.fields) {
          const sent = value.of(field.schema);
          if (sent === undefined) continue;
          // The field in the route's valid payload (where one is known), the matrix's, and alone.
          const bases = [VALID_BODIES[body.route], row?.payload ?? {}, {}].filter(
            (base) => base !== undefined,
          );
          for (const base of bases) {
            const request: InjectOptions = {
              method: method as 'POST',
              url: base === VALID_BODIES[body.route] ? await validUrl(body.route, url) : url,
              payload: { ...base, [field.name]: sent },
            };
            let response = await send(request, caller ? await tokenOf(caller) : undefined);
            // A route before may have ended the session (logout, a new password): log in again.
            if (response.statusCode === 401 && caller) {
              response = await send(request, await tokenOf(caller, true));
            }
            if (response.statusCode >= 500) {
              faults.push(
                `${body.route} ${field.name} in ${JSON.stringify(base)} (${caller ?? 'anonymous'}): ${response.statusCode}`,
              );
            }
          }
        }
      }
      expect(faults).toEqual([]);
    });
  });
});
