import { randomUUID } from 'node:crypto';
import { type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { DEMO_PLANS } from 'src/payments/payments.seeder';
import { PricingPlan } from 'src/payments/pricing-plan.entity';
import { PromotionCode } from 'src/payments/promotion-code.entity';
import { Product } from 'src/products/product.entity';
import { Program } from 'src/programs/program.entity';
import { User } from 'src/users/user.entity';
import { subscriptionForm } from '../support/credit-fixtures';
import { SELF_STUDY } from '../support/program-fixtures';
import { registeredRoutes } from '../support/registered-routes';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * Every /api/admin resource driven by react-admin's own ra-data-simple-rest data provider, as the
 * console drives it: getList with react-admin's default sort (id ASC) and with a sort on every
 * scalar field of the records, getOne, getMany, getManyReference, and the writes each resource
 * has routes for. A new /api/admin controller without a case here fails the first test.
 */

type Data = Record<string, unknown>;
type Row = RaRecord & Data;

interface Reference {
  target: string;
  id: () => Identifier;
}

interface ResourceCase {
  /** A record to read when the resource has no POST (or its first list row). */
  existing?: () => Identifier | undefined;
  /** POST body; called twice where the resource can be deleted (delete and deleteMany). */
  create?: () => Data;
  /** A change of one field, sent alone (updateMany) and on the whole record (update). */
  change?: Data;
  /**
   * PUT takes the whole form (its fields are required), so react-admin's updateMany, which
   * sends the change alone, is refused with 400 naming the missing fields.
   */
  wholeFormOnly?: true;
  reference?: Reference;
}

const tag = `ra-${randomUUID().slice(0, 8)}`;
const made: Record<string, Identifier> = {};
const id = (key: string) => () => {
  const value = made[key];
  if (value === undefined) throw new Error(`${key} was not created yet`);
  return value;
};

const BANDS = [
  { start_value: 0, value: 4, color: '#00AA00', label: 'Låg' },
  { start_value: 5, value: 10, color: '#ff0000', label: 'Hög' },
];

/** In the order they run: later cases refer to records made by earlier ones. */
const CASES: Record<string, ResourceCase> = {
  users: { existing: id('user'), change: { first_name: 'Ändrad' } },
  companies: {
    create: () => ({
      name: `${tag} AB`,
      address: { street: 'Storgatan 1', postcode: '111 22', city: 'Stockholm', country: 'se' },
      types: ['employer'],
      products: [{ id: made.product, is_selected: true }],
    }),
    change: { name: `${tag} Ändrat AB` },
  },
  'company-units': {
    create: () => ({ company_id: made.company, name: `${tag} enhet` }),
    change: { name: `${tag} enhet 2` },
    reference: { target: 'company_id', id: id('company') },
  },
  'company-subscriptions': {
    create: () => ({ ...subscriptionForm(), company_uuid: made.company }),
    change: { name: `${tag} avtal` },
    wholeFormOnly: true,
    reference: { target: 'company_uuid', id: id('company') },
  },
  invitations: {
    create: () => ({
      first_name: 'Ines',
      last_name: tag,
      email: `invited-${tag}@sinnro.test`,
      phone: '070-1234567',
      national_id: `19${String(Date.now()).slice(-10)}`,
      company_uuid: DEMO_COMPANY.uuid,
      unit_uuid: DEMO_COMPANY.units[0].uuid,
      company_role: 'standard-user',
      permissions: ['user.read.[company-unit]'],
      products: ['therapist_call_25'],
    }),
    change: { first_name: 'Ingrid' },
    reference: { target: 'company_uuid', id: () => DEMO_COMPANY.uuid },
  },
  'consent-documents': {
    create: () => ({
      company_uuid: made.company,
      title: { sv: `${tag} samtycke`, en: 'Consent' },
      body: { sv: 'Jag samtycker.', en: 'I consent.' },
    }),
    change: { active: false },
    reference: { target: 'company_uuid', id: id('company') },
  },
  products: {},
  programs: {
    create: () => ({
      name: `${tag} program`,
      duration: 28,
      subscription_model_uuid: SELF_STUDY,
      modules: [],
    }),
    change: { name: `${tag} program 2` },
    wholeFormOnly: true,
    reference: { target: 'subscription_model_uuid', id: () => SELF_STUDY },
  },
  tests: {
    create: () => ({ name: `${tag} test`, code: `${tag}-${randomUUID().slice(0, 4)}` }),
    change: { name: `${tag} test 2` },
  },
  modules: {
    create: () => ({
      name: `${tag} modul`,
      type: 'assessment',
      test_id: made.tests,
      iteration_days: 30,
    }),
    change: { name: `${tag} modul 2` },
    reference: { target: 'test_id', id: id('tests') },
  },
  chapters: {
    create: () => ({ module_id: made.modules, name: `${tag} kapitel` }),
    change: { name: `${tag} kapitel 2` },
    reference: { target: 'module_id', id: id('modules') },
  },
  sections: {
    create: () => ({ chapter_id: made.chapters, name: `${tag} avsnitt` }),
    change: { name: `${tag} avsnitt 2` },
    reference: { target: 'chapter_id', id: id('chapters') },
  },
  pages: {
    create: () => ({ section_id: made.sections, name: `${tag} sida`, page_type: 'video' }),
    change: { name: `${tag} sida 2` },
    reference: { target: 'section_id', id: id('sections') },
  },
  'report-templates': {
    create: () => ({ name: `${tag} rapport`, test_id: made.tests }),
    change: { description: 'Ny beskrivning' },
    reference: { target: 'test_id', id: id('tests') },
  },
  'reference-templates': {
    create: () => ({ name: `${tag} referens`, intervals: BANDS }),
    change: { name: `${tag} referens 2` },
  },
  // Read-only (/admin/messages/list): the demo client's conversation with their therapist.
  conversations: {
    existing: id('conversation'),
    reference: { target: 'client_uuid', id: id('conversationClient') },
  },
  'pricing-plans': {
    create: () => ({
      name_sv: `${tag} plan`,
      name_en: `${tag} plan`,
      price_minor: 49900,
      product: 'self_help',
      subscription_model_uuid: SELF_STUDY,
      program_id: made.selfStudyProgram,
      length_days: 56,
    }),
    change: { name_sv: `${tag} plan 2` },
  },
  'promotion-codes': {
    create: () => ({ code: tag, discount_type: 'percent', discount_value: 10 }),
    change: { max_uses: 50 },
  },
  // Read-only: the demo client's purchase made in beforeAll.
  'payment-records': {
    existing: id('paymentRecord'),
    reference: { target: 'plan_id', id: id('demoPlan') },
  },
};

/** What a resource's routes allow, read from the application itself. */
interface Routes {
  create: boolean;
  update: boolean;
  remove: boolean;
}

/** Routes under /api/admin that answer one document for a screen, not a react-admin resource. */
const NOT_RESOURCES = new Set(['dashboard']);

function adminResources(api: TestApp): Map<string, Routes> {
  const resources = new Map<string, Routes>();
  for (const { route } of registeredRoutes(api.app)) {
    const match = /^(GET|POST|PUT|DELETE) \/api\/admin\/([a-z-]+)(\/:id)?$/.exec(route);
    if (!match) continue;
    const [, method, resource = '', one] = match;
    if (NOT_RESOURCES.has(resource)) continue;
    const routes = resources.get(resource) ?? { create: false, update: false, remove: false };
    if (method === 'POST' && !one) routes.create = true;
    if (method === 'PUT' && one) routes.update = true;
    if (method === 'DELETE' && one) routes.remove = true;
    resources.set(resource, routes);
  }
  return resources;
}

/** ra-core's fetchJson contract over app.inject: JSON in and out, HttpError-like on >= 400. */
function injectClient(api: TestApp, token: string, language: 'sv' | 'en') {
  return async (url: string, options: RequestInit = {}) => {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', language);
    headers.set('Authorization', `Bearer ${token}`);
    if (options.body !== undefined && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const response = await api.request({
      method: (options.method ?? 'GET') as 'GET',
      url: url.replace(/^http:\/\/api/, ''),
      headers: Object.fromEntries(headers.entries()),
      payload: typeof options.body === 'string' ? options.body : undefined,
    });
    const answer = {
      status: response.statusCode,
      headers: new Headers(response.headers as Record<string, string>),
      body: response.body,
      json: response.body ? (JSON.parse(response.body) as unknown) : undefined,
    };
    if (response.statusCode >= 400) {
      throw Object.assign(new Error(`${response.statusCode} ${url}: ${response.body}`), answer);
    }
    return answer;
  };
}

/** Fields whose value is never an object or list on the page: react-admin may sort by them. */
function scalarFields(rows: Row[]): string[] {
  const fields = new Set(rows.flatMap((row) => Object.keys(row)));
  return [...fields].filter((field) =>
    rows.every((row) => row[field] === null || typeof row[field] !== 'object'),
  );
}

describe('react-admin data provider against every /api/admin resource', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let provider: DataProvider;
  let english: DataProvider;
  let resources: Map<string, Routes>;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const token = await loginAs(api, 'admin@example.com');
    provider = simpleRestProvider('http://api/api/admin', injectClient(api, token, 'sv'));
    english = simpleRestProvider('http://api/api/admin', injectClient(api, token, 'en'));
    resources = adminResources(api);
    const user = await fixtures.user({
      email: `${tag}@sinnro.test`,
      firstName: 'Ada',
      lastName: tag,
    });
    made.user = user.id;
    const product = await api.orm.em.fork().findOneOrFail(Product, { code: 'therapist_call_25' });
    made.product = product.id;
    const therapist = await api.orm.em
      .fork()
      .findOneOrFail(User, { email: 'therapist-premium@example.com' });
    const conversation = await fixtures.as('client@example.com', 'POST', '/api/conversations', {
      payload: { participant_uuid: therapist.uuid },
    });
    made.conversation = conversation.json<{ id: number }>().id;
    made.conversationClient = conversation.json<{ client: { uuid: string } }>().client.uuid;
    const selfStudy = await api.orm.em
      .fork()
      .findOneOrFail(Program, { uuid: DEMO_PROGRAMS.selfStudy.uuid });
    made.selfStudyProgram = selfStudy.id;
    const plan = await api.orm.em.fork().findOneOrFail(PricingPlan, { uuid: DEMO_PLANS.selfHelp });
    made.demoPlan = plan.id;
    const purchase = await fixtures.as(
      'client@example.com',
      'POST',
      '/client/user/log-payment-request',
      {
        payload: { plan_id: plan.id, idempotency_key: `${tag}-purchase` },
      },
    );
    made.paymentRecord = purchase.json<{ paymentId: string }>().paymentId;
  });
  afterAll(async () => {
    // Children first; companies and what belongs to them have no DELETE and stay (tagged).
    for (const resource of Object.keys(CASES).reverse()) {
      const record = made[resource];
      if (record !== undefined && resources.get(resource)?.remove) {
        await provider.delete(resource, { id: record, previousData: { id: record } });
      }
    }
    const em = api.orm.em.fork();
    await em.nativeDelete(PaymentRecord, { uuid: String(made.paymentRecord) });
    await em.nativeDelete(PromotionCode, { code: tag.toUpperCase() });
    await fixtures.cleanUp();
    await api.close();
  });

  it('has a case for every /api/admin resource the application registers', () => {
    expect(Object.keys(CASES).sort()).toEqual([...resources.keys()].sort());
  });

  describe.each(Object.keys(CASES))('%s', (resource) => {
    const spec = CASES[resource];
    const routes = () => resources.get(resource) as Routes;
    let record: Row | undefined;

    it('lists with react-admin’s default sort and a Content-Range total', async () => {
      const page = await provider.getList<Row>(resource, {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(page.total).toBeGreaterThanOrEqual(page.data.length);
      record = page.data[0];
    });

    it('creates a record, where the resource allows it', async () => {
      if (!routes().create) return expect(spec.create).toBeUndefined();
      expect(spec.create).toBeDefined();
      const created = await provider.create<Row>(resource, { data: spec.create?.() ?? {} });
      record = created.data;
      made[resource] = record.id;
      if (resource === 'companies') made.company = record.id;
    });

    it('reads one and many by id', async () => {
      const wanted = spec.existing?.() ?? record?.id;
      expect(wanted).toBeDefined();
      const one = await provider.getOne<Row>(resource, { id: wanted as Identifier });
      expect(one.data.id).toBe(wanted);
      record = one.data;
      const many = await provider.getMany<Row>(resource, { ids: [wanted as Identifier] });
      expect(many.data.map((row) => row.id)).toEqual([wanted]);
    });

    it('sorts by every scalar field of its list rows, both ways', async () => {
      const page = await provider.getList<Row>(resource, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      const refused: string[] = [];
      for (const field of scalarFields(page.data)) {
        for (const order of ['ASC', 'DESC'] as const) {
          await provider
            .getList(resource, {
              pagination: { page: 1, perPage: 5 },
              sort: { field, order },
              filter: {},
            })
            .catch((error: { status?: number; body?: string }) =>
              refused.push(`${field} ${order}: ${error.status} ${error.body}`),
            );
        }
      }
      expect(refused).toEqual([]);
    });

    it('refuses a sort on a field it does not have: 400 naming sort, in sv and en', async () => {
      const sort = { field: 'no_such_field', order: 'ASC' } as const;
      const params = { pagination: { page: 1, perPage: 5 }, sort, filter: {} };
      const sv = await provider.getList(resource, params).catch((error: unknown) => error);
      const en = await english.getList(resource, params).catch((error: unknown) => error);
      expect(sv).toMatchObject({
        status: 400,
        json: { errors: { sort: 'Listan kan inte sorteras på no_such_field' } },
      });
      expect(en).toMatchObject({
        status: 400,
        json: { errors: { sort: 'The list cannot be sorted by no_such_field' } },
      });
    });

    it('lists the records of a parent (getManyReference), where it has one', async () => {
      if (!spec.reference) return;
      const { target } = spec.reference;
      const parent = spec.reference.id();
      const page = await provider.getManyReference<Row>(resource, {
        target,
        id: parent,
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((row) => row[target] === parent)).toBe(true);
    });

    it('updates the record sent back whole, and many with a change alone', async () => {
      if (!routes().update) return expect(spec.change).toBeUndefined();
      expect(spec.change).toBeDefined();
      const target = record as Row;
      const updated = await provider.update<Row>(resource, {
        id: target.id,
        data: { ...target, ...spec.change },
        previousData: target,
      });
      expect(updated.data).toMatchObject({ id: target.id, ...spec.change });
      const bulk = provider.updateMany(resource, { ids: [target.id], data: spec.change ?? {} });
      if (spec.wholeFormOnly) {
        await expect(bulk).rejects.toMatchObject({ status: 400, json: { errors: {} } });
      } else {
        expect((await bulk).data).toEqual([target.id]);
      }
    });

    it('deletes one and many, where the resource allows it', async () => {
      if (!routes().remove) return;
      const created = await provider.create<Row>(resource, { data: spec.create?.() ?? {} });
      const second = await provider.create<Row>(resource, { data: spec.create?.() ?? {} });
      const deleted = await provider.delete<Row>(resource, {
        id: created.data.id,
        previousData: created.data,
      });
      expect(deleted.data.id).toBe(created.data.id);
      const many = await provider.deleteMany(resource, { ids: [second.data.id] });
      expect(many.data).toEqual([second.data.id]);
    });
  });
});
