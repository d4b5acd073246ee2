import { randomUUID } from 'node:crypto';
import { Company } from 'src/companies/company.entity';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { Product } from 'src/products/product.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface CompanyBody {
  id: number;
  uuid: string;
  name: string;
  address: { street: string | null; postcode: string | null; city: string | null; country: string };
  types: string[];
  system_company: boolean;
  email_domain: string | null;
  products: {
    id: number;
    code: string;
    name: string;
    category: string;
    sort_order: number;
    is_selected: boolean;
    is_disabled: boolean;
    external_id: string | null;
    number_of_test_kits: number | null;
    number_of_calls: number | null;
    unit_price: number | null;
    cost_centre_uuid: string | null;
  }[];
  product_groups: { category: string; name: string; sort_order: number }[];
}

interface Page {
  data: { uuid: string; name: string }[];
  total: number;
  page: number;
  per_page: number;
}

const DEMO_UUIDS: string[] = [DEMO_COMPANY.uuid, DEMO_OTHER_COMPANY.uuid];
const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('companies', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let productId: Map<string, number>;
  const created: string[] = [];
  const tag = randomUUID().slice(0, 8);

  const create = async (payload: Record<string, unknown>, as = 'admin@example.com') => {
    const response = await fixtures.as(as, 'POST', '/api/v1/companies', { payload });
    if (response.statusCode === 201) created.push(response.json<CompanyBody>().uuid);
    return response;
  };
  const validCompany = (name: string) => ({
    name,
    address: { street: 'Storgatan 1', postcode: '111 22', city: 'Stockholm', country: 'se' },
    types: ['employer'],
    products: [
      { id: productId.get('therapist_call_25'), is_selected: true },
      {
        id: productId.get('health_check'),
        is_selected: true,
        external_id: 'HC-9',
        number_of_test_kits: 12,
        unit_price: 450_000,
      },
      { id: productId.get('leadership_coaching'), is_selected: false },
    ],
  });

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const products = await api.orm.em.fork().find(Product, {});
    productId = new Map(products.map((product) => [product.code, product.id]));
  });
  afterAll(async () => {
    await api.orm.em.fork().nativeDelete(Company, { uuid: { $in: created } });
    await fixtures.cleanUp();
    await api.close();
  });

  describe('GET /api/v1/companies', () => {
    it('pages the companies by name for staff, and answers all of them with paginate=false', async () => {
      const first = await fixtures.as('admin@example.com', 'GET', '/api/v1/companies?per_page=1');
      expect(first.statusCode).toBe(200);
      const page = first.json<Page>();
      expect(page).toMatchObject({ page: 1, per_page: 1 });
      expect(page.data).toHaveLength(1);
      const all = (
        await fixtures.as('hc@example.com', 'GET', '/api/v1/companies?paginate=false')
      ).json<Page>();
      expect(all.data).toHaveLength(all.total);
      expect(all.per_page).toBe(all.total);
      const demo = all.data.filter((row) => DEMO_UUIDS.includes(row.uuid));
      // By name: "Andra Bolaget AB" before "Exempelbolaget AB".
      expect(demo.map((row) => row.uuid)).toEqual([DEMO_OTHER_COMPANY.uuid, DEMO_COMPANY.uuid]);
      expect(all.data.map((row) => row.uuid)).toContain(page.data[0]?.uuid);
    });

    it('shows a company admin their own company only', async () => {
      const response = await fixtures.as(
        'company-admin@example.com',
        'GET',
        '/api/v1/companies?paginate=false',
      );
      expect(response.json<Page>()).toMatchObject({
        total: 1,
        data: [{ uuid: DEMO_COMPANY.uuid, name: 'Exempelbolaget AB' }],
      });
    });

    it('searches by keyword', async () => {
      const response = await fixtures.as(
        'admin@example.com',
        'GET',
        '/api/v1/companies?keyword=exempel',
      );
      expect(response.json<Page>().data.map((row) => row.uuid)).toEqual([DEMO_COMPANY.uuid]);
    });

    it('refuses callers without company read (403) and bad paging (400)', async () => {
      expect((await fixtures.as('client@example.com', 'GET', '/api/v1/companies')).statusCode).toBe(
        403,
      );
      const bad = await fixtures.as('admin@example.com', 'GET', '/api/v1/companies?per_page=1000');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['per_page']);
    });
  });

  describe('GET /api/company/full-list', () => {
    it('answers id, uuid and name of the companies in scope, by name', async () => {
      const admin = (await fixtures.as('admin@example.com', 'GET', '/api/company/full-list')).json<
        { id: number; uuid: string; name: string }[]
      >();
      expect(Object.keys(admin[0] ?? {}).sort()).toEqual(['id', 'name', 'uuid']);
      const demo = admin.filter((row) => DEMO_UUIDS.includes(row.uuid));
      expect(demo.map((row) => row.name)).toEqual(['Andra Bolaget AB', 'Exempelbolaget AB']);
      const own = (
        await fixtures.as('company-admin@example.com', 'GET', '/api/company/full-list')
      ).json<{ uuid: string }[]>();
      expect(own.map((row) => row.uuid)).toEqual([DEMO_COMPANY.uuid]);
    });
  });

  describe('GET /api/v1/companies/types', () => {
    it('answers the fixed list in the caller’s language', async () => {
      const en = await fixtures.as('admin@example.com', 'GET', '/api/v1/companies/types');
      expect(en.json()).toEqual([
        { value: 'employer', name: 'Employer' },
        { value: 'clinic', name: 'Clinic' },
        { value: 'insurer', name: 'Insurer' },
        { value: 'partner', name: 'Partner' },
      ]);
      const sv = await fixtures.as('admin@example.com', 'GET', '/api/v1/companies/types', {
        language: 'sv',
      });
      expect(sv.json<{ name: string }[]>().map((row) => row.name)).toEqual([
        'Arbetsgivare',
        'Klinik',
        'Försäkringsbolag',
        'Partner',
      ]);
    });
  });

  describe('POST /api/v1/companies', () => {
    it('creates a company with address, types and products', async () => {
      const response = await create({
        ...validCompany(`Skapat ${tag} AB`),
        email_domain: `Skapat-${tag}.se`,
        product_groups: [{ category: 'health_check' }, { category: 'therapy' }],
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<CompanyBody>();
      expect(body).toMatchObject({
        name: `Skapat ${tag} AB`,
        address: { street: 'Storgatan 1', postcode: '111 22', city: 'Stockholm', country: 'SE' },
        types: ['employer'],
        system_company: false,
        email_domain: `skapat-${tag}.se`,
        product_groups: [
          { category: 'health_check', name: 'Health check', sort_order: 0 },
          { category: 'therapy', name: 'Therapy', sort_order: 1 },
        ],
      });
      expect(body.products.map((row) => [row.code, row.is_selected])).toEqual([
        ['therapist_call_25', true],
        ['health_check', true],
        ['leadership_coaching', false],
      ]);
      expect(body.products[1]).toMatchObject({
        name: 'Health check',
        category: 'health_check',
        external_id: 'HC-9',
        number_of_test_kits: 12,
        unit_price: 450_000,
      });
    });

    it('answers "Name is required" and "Choose at least one product" by field, in en and sv', async () => {
      const en = await create({ name: '  ', products: [] });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The given data was invalid',
        errors: { name: 'Name is required', products: 'Choose at least one product' },
      });
      const sv = await fixtures.as('admin@example.com', 'POST', '/api/v1/companies', {
        payload: { products: [{ id: productId.get('session_45'), is_selected: false }] },
        language: 'sv',
      });
      expect(sv.json()).toMatchObject({
        errors: { name: 'Namn är obligatoriskt', products: 'Välj minst en produkt' },
      });
      const missingList = await create({ name: 'Utan produkter' });
      expect(missingList.json()).toMatchObject({
        errors: { products: 'Choose at least one product' },
      });
    });

    it('answers "Required data is missing on an enabled product" with each missing field', async () => {
      const payload = {
        name: `Saknas ${tag}`,
        products: [
          { id: productId.get('health_check'), is_selected: true },
          { id: productId.get('session'), is_selected: true, number_of_calls: null },
          { id: productId.get('coaching'), is_selected: true, is_disabled: true },
          { id: productId.get('nutrition_counselling'), is_selected: false },
        ],
      };
      const en = await create(payload);
      expect(en.statusCode).toBe(400);
      expect(en.json<{ errors: object }>().errors).toEqual({
        products: 'Required data is missing on an enabled product',
        'products.0.external_id': 'External id is required',
        'products.0.number_of_test_kits': 'Number of test kits is required',
        'products.1.number_of_calls': 'Number of calls is required',
      });
      const sv = await fixtures.as('admin@example.com', 'POST', '/api/v1/companies', {
        payload,
        language: 'sv',
      });
      expect(sv.json<{ errors: object }>().errors).toEqual({
        products: 'Obligatoriska uppgifter saknas för en aktiverad produkt',
        'products.0.external_id': 'Externt id är obligatoriskt',
        'products.0.number_of_test_kits': 'Antal testkit är obligatoriskt',
        'products.1.number_of_calls': 'Antal samtal är obligatoriskt',
      });
    });

    it('refuses unknown products, types, groups, bad numbers and a taken e-mail domain', async () => {
      const response = await create({
        name: `Fel ${tag}`,
        types: ['employer', 'bank'],
        email_domain: 'Exempelbolaget.se',
        address: { country: 'Sweden' },
        product_groups: [{ category: 'therapy' }, { category: 'therapy' }],
        products: [
          { id: 999_999, is_selected: true },
          { id: productId.get('therapist_call_25'), is_selected: true, unit_price: -1 },
          { id: productId.get('digital_treatment'), is_selected: true },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual({
        types: 'Unknown company type',
        'address.country': 'Country is given as two letters, for example SE',
        'products.1.unit_price': 'Must be a whole number, 0 or more',
      });
      const rules = await create({
        name: `Fel ${tag}`,
        email_domain: 'Exempelbolaget.se',
        product_groups: [{ category: 'therapy' }, { category: 'therapy' }],
        products: [
          { id: 999_999, is_selected: true },
          { id: productId.get('therapist_call_25'), is_selected: true },
          { id: productId.get('therapist_call_25'), is_selected: true },
          { id: productId.get('digital_treatment'), is_selected: true },
        ],
      });
      expect(rules.json<{ errors: object }>().errors).toEqual({
        'products.0.id': 'Unknown product',
        'products.2.id': 'The product is already in the list',
        'products.3.id': 'Unknown product',
        'product_groups.1.category': 'The product group is already in the list',
        email_domain: 'The e-mail domain is already used by another company',
      });
      const domain = await create({ ...validCompany('x'), email_domain: 'not a domain' });
      expect(domain.json()).toMatchObject({
        errors: { email_domain: 'Invalid e-mail domain, for example company.com' },
      });
    });

    it('is for admins and health coaches only', async () => {
      const response = await create(validCompany(`Förbjudet ${tag}`), 'company-admin@example.com');
      expect(response.statusCode).toBe(403);
      const byCoach = await create(validCompany(`Coach ${tag}`), 'hc@example.com');
      expect(byCoach.statusCode).toBe(201);
    });
  });

  describe('GET /api/v1/companies/{uuid}, /{id}/{lang} and /{uuid}/products/{lang}', () => {
    let company: CompanyBody;

    beforeAll(async () => {
      company = (await create(validCompany(`Läsbart ${tag} AB`))).json<CompanyBody>();
    });

    it('answers the company with product names in the caller’s or the path’s language', async () => {
      const byUuid = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/companies/${company.uuid}`,
        {
          language: 'sv',
        },
      );
      expect(byUuid.statusCode).toBe(200);
      expect(byUuid.json<CompanyBody>().products[0]?.name).toBe('25 minuter med en terapeut');
      const byId = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/companies/${company.id}/en`,
        {
          language: 'sv',
        },
      );
      expect(byId.json<CompanyBody>()).toMatchObject({
        uuid: company.uuid,
        name: `Läsbart ${tag} AB`,
      });
      expect(byId.json<CompanyBody>().products[0]?.name).toBe('25 minutes with a therapist');
      const sv = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/companies/${company.uuid}/sv`,
      );
      expect(sv.json<CompanyBody>().products[1]?.name).toBe('Hälsokontroll');
    });

    it('lists the company’s products by sort order in the path’s language', async () => {
      const response = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/companies/${company.uuid}/products/sv`,
      );
      const rows = response.json<CompanyBody['products']>();
      expect(rows.map((row) => row.code)).toEqual([
        'therapist_call_25',
        'health_check',
        'leadership_coaching',
      ]);
      expect(rows.map((row) => row.name)).toEqual([
        '25 minuter med en terapeut',
        'Hälsokontroll',
        'Ledarskapscoachning',
      ]);
    });

    it('answers 404 to a company admin for another company, and 200 for their own', async () => {
      for (const url of [
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}`,
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/en`,
        `/api/v1/companies/${DEMO_OTHER_COMPANY.uuid}/products/en`,
        `/api/v1/companies/${company.uuid}`,
        `/api/v1/companies/${company.id}/sv`,
      ]) {
        const response = await fixtures.as('company-admin@example.com', 'GET', url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
      const own = await fixtures.as(
        'company-admin@example.com',
        'GET',
        `/api/v1/companies/${DEMO_COMPANY.uuid}`,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json<CompanyBody>()).toMatchObject({
        uuid: DEMO_COMPANY.uuid,
        email_domain: 'exempelbolaget.se',
      });
    });

    it('answers 404 for a missing company and 400 for a malformed id or language', async () => {
      expect(
        (await fixtures.as('admin@example.com', 'GET', `/api/v1/companies/${randomUUID()}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await fixtures.as('admin@example.com', 'GET', '/api/v1/companies/99999999/en')).statusCode,
      ).toBe(404);
      const bad = await fixtures.as('admin@example.com', 'GET', '/api/v1/companies/not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { uuid: 'Must be a valid id' } });
      const lang = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/companies/${company.uuid}/fi`,
      );
      expect(lang.json()).toMatchObject({
        errors: { lang: 'Unknown language "fi": use sv or en' },
      });
    });
  });

  describe('PUT /api/v1/companies/{uuid}', () => {
    let company: CompanyBody;

    beforeAll(async () => {
      company = (await create(validCompany(`Ändras ${tag} AB`))).json<CompanyBody>();
    });

    it('changes the fields sent and leaves the others', async () => {
      const response = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/v1/companies/${company.uuid}`,
        {
          payload: {
            name: `Ändrat ${tag} AB`,
            address: { city: 'Göteborg' },
            system_company: true,
          },
        },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<CompanyBody>();
      expect(body).toMatchObject({
        name: `Ändrat ${tag} AB`,
        address: { street: 'Storgatan 1', city: 'Göteborg', country: 'SE' },
        system_company: true,
        types: ['employer'],
      });
      expect(body.products).toHaveLength(3);
    });

    it('replaces the products, with the same rules as create', async () => {
      const refused = await fixtures.as(
        'hc@example.com',
        'PUT',
        `/api/v1/companies/${company.uuid}`,
        {
          payload: { products: [{ id: productId.get('coaching'), is_selected: false }] },
        },
      );
      expect(refused.json()).toMatchObject({
        errors: { products: 'Choose at least one product' },
      });
      const empty = await fixtures.as(
        'hc@example.com',
        'PUT',
        `/api/v1/companies/${company.uuid}`,
        {
          payload: { name: '' },
        },
      );
      expect(empty.json()).toMatchObject({ errors: { name: 'Name is required' } });
      const response = await fixtures.as(
        'hc@example.com',
        'PUT',
        `/api/v1/companies/${company.uuid}`,
        {
          payload: {
            products: [
              {
                id: productId.get('coaching'),
                is_selected: true,
                number_of_calls: 4,
                sort_order: 5,
              },
            ],
          },
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<CompanyBody>().products).toEqual([
        expect.objectContaining({
          code: 'coaching',
          number_of_calls: 4,
          sort_order: 5,
          is_selected: true,
        }),
      ]);
    });

    it('is refused to company admins (403), and 404 for an unknown company', async () => {
      const response = await fixtures.as(
        'company-admin@example.com',
        'PUT',
        `/api/v1/companies/${DEMO_COMPANY.uuid}`,
        { payload: { name: 'Kapat' } },
      );
      expect(response.statusCode).toBe(403);
      const missing = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/v1/companies/${randomUUID()}`,
        {
          payload: { name: 'Finns inte' },
        },
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('cost centres', () => {
    let company: CompanyBody;

    beforeAll(async () => {
      company = (await create(validCompany(`Kostnad ${tag} AB`))).json<CompanyBody>();
    });

    it('creates and lists cost centres, and a company product may name one', async () => {
      const url = `/api/v1/companies/${company.uuid}/cost-centres`;
      const post = await fixtures.as('admin@example.com', 'POST', url, {
        payload: { code: ' 4010 ', name: 'Personal' },
      });
      expect(post.statusCode).toBe(201);
      const centre = post.json<{ uuid: string }>();
      expect(post.json()).toMatchObject({
        code: '4010',
        name: 'Personal',
        company_uuid: company.uuid,
        unit_uuid: null,
      });
      await fixtures.as('admin@example.com', 'POST', url, {
        payload: { code: '1000', name: 'Ledning' },
      });
      const list = await fixtures.as('admin@example.com', 'GET', url);
      expect(list.json<{ code: string }[]>().map((row) => row.code)).toEqual(['1000', '4010']);
      const update = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/v1/companies/${company.uuid}`,
        {
          payload: {
            products: [
              {
                id: productId.get('therapist_call_25'),
                is_selected: true,
                cost_centre_uuid: centre.uuid,
              },
            ],
          },
        },
      );
      expect(update.json<CompanyBody>().products[0]?.cost_centre_uuid).toBe(centre.uuid);
      const foreign = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/v1/companies/${DEMO_COMPANY.uuid}`,
        {
          payload: {
            products: [
              {
                id: productId.get('therapist_call_25'),
                is_selected: true,
                cost_centre_uuid: centre.uuid,
              },
            ],
          },
        },
      );
      expect(foreign.json()).toMatchObject({
        errors: { 'products.0.cost_centre_uuid': 'Unknown costing centre' },
      });
    });

    it('answers the cost-centre texts by field in en and sv', async () => {
      const url = `/api/v1/companies/${company.uuid}/cost-centres`;
      const missing = await fixtures.as('admin@example.com', 'POST', url, {
        payload: {},
        language: 'sv',
      });
      expect(missing.json()).toMatchObject({
        errors: {
          code: 'Kostnadsställets kod är obligatorisk',
          name: 'Kostnadsställets namn är obligatoriskt',
        },
      });
      await fixtures.as('admin@example.com', 'POST', url, { payload: { code: 'DUP', name: 'A' } });
      const taken = await fixtures.as('admin@example.com', 'POST', url, {
        payload: { code: 'DUP', name: 'B' },
      });
      expect(taken.json()).toMatchObject({
        errors: { code: 'The company already has a costing centre with this code' },
      });
      const unit = await fixtures.as('admin@example.com', 'POST', url, {
        payload: { code: 'U1', name: 'Enhet', unit_uuid: DEMO_COMPANY.units[0].uuid },
      });
      expect(unit.json()).toMatchObject({
        errors: { unit_uuid: 'The unit does not exist in this company' },
      });
    });

    it('lets a company admin read their own company’s, not another’s (404) or create (403)', async () => {
      const own = await fixtures.as(
        'company-admin@example.com',
        'GET',
        `/api/v1/companies/${DEMO_COMPANY.uuid}/cost-centres`,
      );
      expect(own.statusCode).toBe(200);
      expect(Array.isArray(own.json())).toBe(true);
      const other = await fixtures.as(
        'company-admin@example.com',
        'GET',
        `/api/v1/companies/${company.uuid}/cost-centres`,
      );
      expect(other.statusCode).toBe(404);
      const post = await fixtures.as(
        'company-admin@example.com',
        'POST',
        `/api/v1/companies/${DEMO_COMPANY.uuid}/cost-centres`,
        {
          payload: { code: 'X', name: 'X' },
        },
      );
      expect(post.statusCode).toBe(403);
    });
  });

  describe('/api/admin/companies (react-admin)', () => {
    it('lists with Content-Range, sorts, searches and answers getMany by uuid', async () => {
      const response = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/companies?sort=${encode(['name', 'DESC'])}&range=${encode([0, 1])}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toMatch(/^companies 0-1\/\d+$/);
      const rows = response.json<{ id: string; uuid: string; name: string }[]>();
      expect(rows).toHaveLength(2);
      expect(rows[0]?.id).toBe(rows[0]?.uuid);
      const ascending = (
        await fixtures.as('admin@example.com', 'GET', '/api/v1/companies?paginate=false')
      ).json<Page>();
      const position = (uuid?: string) => ascending.data.findIndex((row) => row.uuid === uuid);
      expect(position(rows[0]?.uuid)).toBeGreaterThan(position(rows[1]?.uuid));
      const many = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/companies?filter=${encode({ id: [DEMO_COMPANY.uuid, DEMO_OTHER_COMPANY.uuid] })}`,
      );
      expect(
        many
          .json<{ id: string }[]>()
          .map((row) => row.id)
          .sort(),
      ).toEqual([DEMO_COMPANY.uuid, DEMO_OTHER_COMPANY.uuid].sort());
      const scoped = await fixtures.as(
        'company-admin@example.com',
        'GET',
        `/api/admin/companies?filter=${encode({ id: [DEMO_COMPANY.uuid, DEMO_OTHER_COMPANY.uuid] })}`,
      );
      expect(scoped.json<{ id: string }[]>().map((row) => row.id)).toEqual([DEMO_COMPANY.uuid]);
      const bad = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/companies?sort=${encode(['email', 'ASC'])}`,
      );
      expect(bad.statusCode).toBe(400);
    });

    it('creates, reads and saves a record back unchanged (react-admin round trip)', async () => {
      const post = await fixtures.as('admin@example.com', 'POST', '/api/admin/companies', {
        payload: validCompany(`Konsol ${tag} AB`),
      });
      expect(post.statusCode).toBe(201);
      const record = post.json<Omit<CompanyBody, 'id'> & { id: string; company_id: number }>();
      created.push(record.uuid);
      expect(record.id).toBe(record.uuid);
      const read = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/companies/${record.id}`,
      );
      expect(read.json()).toEqual(record);
      const saved = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/admin/companies/${record.id}`,
        {
          payload: { ...read.json<object>(), name: `Konsol ${tag} AB ändrat` },
        },
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ id: record.uuid, name: `Konsol ${tag} AB ändrat` });
      expect(saved.json<CompanyBody>().products).toEqual(record.products);
      const foreign = await fixtures.as(
        'company-admin@example.com',
        'GET',
        `/api/admin/companies/${DEMO_OTHER_COMPANY.uuid}`,
      );
      expect(foreign.statusCode).toBe(404);
    });
  });
});
