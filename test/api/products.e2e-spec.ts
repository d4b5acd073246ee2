import { Company } from 'src/companies/company.entity';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface ProductRow {
  id: number;
  code: string;
  type: string;
  category: string;
  category_name: string;
  name: string;
  default_price: number;
  credit_value: number | null;
  per_call: boolean;
  starting_at: boolean;
  sort_order: number;
}

const BUSINESS_CODES = [
  'therapist_call_25',
  'session_45',
  'session',
  'icbt_two_weeks',
  'assessment',
  'work_ability_assessment',
  'rehab_counselling',
  'health_check',
  'leadership_coaching',
  'coaching',
  'nutrition_counselling',
];

describe('the product catalogue', () => {
  let api: TestApp;
  let fixtures: UserFixtures;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
  });
  afterAll(() => api.close());

  describe('GET /api/v1/products/{lang}', () => {
    it('answers the business products by sort order with the specification’s credit values', async () => {
      const response = await fixtures.as(
        'client@example.com',
        'GET',
        '/api/v1/products/en?type=business',
      );
      expect(response.statusCode).toBe(200);
      const rows = response.json<ProductRow[]>();
      expect(rows.map((row) => row.code)).toEqual(BUSINESS_CODES);
      const byCode = new Map(rows.map((row) => [row.code, row]));
      expect(byCode.get('therapist_call_25')).toMatchObject({
        name: '25 minutes with a therapist',
        credit_value: 1,
        type: 'business',
        category: 'therapy',
        category_name: 'Therapy',
      });
      expect(byCode.get('icbt_two_weeks')).toMatchObject({
        credit_value: 1,
        name: 'Two weeks of iCBT',
      });
      expect(byCode.get('assessment')?.credit_value).toBe(1);
      expect(byCode.get('session_45')?.credit_value).toBe(2);
      expect(byCode.get('session')).toMatchObject({ credit_value: 1, per_call: true });
      expect(byCode.get('rehab_counselling')).toMatchObject({ credit_value: 3, starting_at: true });
      expect(byCode.get('health_check')).toMatchObject({
        default_price: 400_000,
        starting_at: true,
      });
      expect(byCode.get('leadership_coaching')).toMatchObject({
        default_price: 120_000,
        per_call: true,
      });
      const orders = rows.map((row) => row.sort_order);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    });

    it('names products in the language of the path', async () => {
      const sv = (
        await fixtures.as('client@example.com', 'GET', '/api/v1/products/sv?type=business', {
          language: 'en',
        })
      ).json<ProductRow[]>();
      expect(sv.find((row) => row.code === 'therapist_call_25')).toMatchObject({
        name: '25 minuter med en terapeut',
        category_name: 'Terapi',
      });
    });

    it('answers the private products with type=private, and every active one without a type', async () => {
      const privateRows = (
        await fixtures.as('client@example.com', 'GET', '/api/v1/products/en?type=private')
      ).json<ProductRow[]>();
      expect(privateRows.map((row) => row.code)).toEqual(['digital_treatment', 'self_help']);
      const all = (await fixtures.as('hc@example.com', 'GET', '/api/v1/products/en')).json<
        ProductRow[]
      >();
      expect(all.map((row) => row.code)).toEqual([
        ...BUSINESS_CODES,
        'digital_treatment',
        'self_help',
      ]);
    });

    it('refuses an unknown type or language in the caller’s language, and anonymous callers', async () => {
      const en = await fixtures.as('client@example.com', 'GET', '/api/v1/products/en?type=gift');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        errors: { type: 'Unknown product type: use business or private' },
      });
      const sv = await fixtures.as('client@example.com', 'GET', '/api/v1/products/en?type=gift', {
        language: 'sv',
      });
      expect(sv.json()).toMatchObject({
        errors: { type: 'Okänd produkttyp: använd business eller private' },
      });
      const lang = await fixtures.as('client@example.com', 'GET', '/api/v1/products/de');
      expect(lang.statusCode).toBe(400);
      expect(lang.json()).toMatchObject({
        errors: { lang: 'Unknown language "de": use sv or en' },
      });
      const anonymous = await api.request({ method: 'GET', url: '/api/v1/products/sv' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('the demo data', () => {
    it('gives Exempelbolaget AB its e-mail domain and selected products', async () => {
      const company = await api.orm.em.fork().findOneOrFail(Company, { uuid: DEMO_COMPANY.uuid });
      expect(company.emailDomain).toBe('exempelbolaget.se');
      const response = await fixtures.as(
        'company-admin@example.com',
        'GET',
        `/api/v1/companies/${DEMO_COMPANY.uuid}/products/en`,
      );
      expect(response.statusCode).toBe(200);
      const products =
        response.json<(ProductRow & { is_selected: boolean; external_id: string })[]>();
      expect(products.filter((row) => row.is_selected).map((row) => row.code)).toEqual([
        'therapist_call_25',
        'session_45',
        'icbt_two_weeks',
        'assessment',
        'session',
        'health_check',
      ]);
      expect(products.find((row) => row.code === 'health_check')).toMatchObject({
        external_id: 'EX-HC-001',
        number_of_test_kits: 20,
        name: 'Health check',
      });
    });
  });

  describe('/api/admin/products (react-admin)', () => {
    it('lists the catalogue with Content-Range, filters by type and q, and reads one', async () => {
      const response = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/products?filter=${encodeURIComponent('{"type":"private"}')}&range=[0,9]`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBe('products 0-1/2');
      const rows = response.json<ProductRow[]>();
      expect(rows.map((row) => row.code)).toEqual(['digital_treatment', 'self_help']);
      const searched = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/products?filter=${encodeURIComponent('{"q":"coach"}')}`,
      );
      expect(searched.json<ProductRow[]>().map((row) => row.code)).toEqual([
        'leadership_coaching',
        'coaching',
      ]);
      const one = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/products/${rows[0]?.id}`,
      );
      expect(one.json()).toMatchObject({ code: 'digital_treatment', name: 'Digital treatment' });
      const missing = await fixtures.as('admin@example.com', 'GET', '/api/admin/products/999999');
      expect(missing.statusCode).toBe(404);
      const badType = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/products?filter=${encodeURIComponent('{"type":"gift"}')}`,
      );
      expect(badType.json()).toMatchObject({
        errors: { 'filter.type': 'Unknown product type: use business or private' },
      });
      const client = await fixtures.as('client@example.com', 'GET', '/api/admin/products');
      expect(client.statusCode).toBe(403);
    });
  });
});
