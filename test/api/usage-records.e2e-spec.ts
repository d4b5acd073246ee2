import { type CompanyUnit } from 'src/companies/company-unit.entity';
import { DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import {
  type CreditCompany,
  creditCompany,
  creditMember,
  ensureCreditProducts,
  subscriptionForm,
} from '../support/credit-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface UsageBody {
  uuid: string;
  company_uuid: string;
  company_unit_uuid: string;
  user: { uuid: string };
  credits: number;
  meta: Record<string, unknown>;
  products: {
    code: string;
    name: string;
    quantity: number;
    credit_value: number;
    credits: number;
  }[];
}

interface PageBody {
  data: UsageBody[];
  total: number;
  page: number;
  per_page: number;
}

interface ErrorBody {
  message: string;
  errors: Record<string, string | string[]>;
}

interface Setup {
  company: CreditCompany;
  unit: CompanyUnit;
  user: User;
}

describe('usage records', () => {
  let api: TestApp;
  let fixtures: UserFixtures;

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);
  const usageUrl = (companyUuid: string, userUuid: string) =>
    `/api/v1/companies/${companyUuid}/users/${userUuid}/usage-records`;
  /** The user's totals as GET .../credits answers them. */
  const creditsOf = async ({ company, user }: Setup) => {
    const response = await fixtures.as(
      'admin@example.com',
      'GET',
      `/api/v1/companies/${company.uuid}/users/${user.uuid}/credits`,
    );
    const { total, taken, available } = response.json<{
      total: number;
      taken: number;
      available: number;
    }>();
    return { total, taken, available };
  };
  const use = (
    { company, unit, user }: Setup,
    products: Record<string, unknown>[],
    options: { language?: 'sv' | 'en'; as?: string; meta?: unknown } = {},
  ) =>
    fixtures.as(options.as ?? 'admin@example.com', 'POST', usageUrl(company.uuid, user.uuid), {
      payload: { products, company_unit_uuid: unit.uuid, meta: options.meta ?? { minutes: 25 } },
      language: options.language,
    });
  const usageCount = async (user: User) =>
    Number(
      (
        await sql<{ n: string }>(
          'select count(*) as n from usage_records r join users u on u.id = r.user_id where u.uuid = ?',
          [user.uuid],
        )
      )[0]?.n,
    );

  /** A company with a subscription and one member holding `grant` credits. */
  async function setup(
    grant: number,
    subscription: Record<string, unknown> = {},
    unitNames = ['Ledning'],
  ): Promise<Setup> {
    const company = await creditCompany(fixtures, unitNames);
    const unit = company.units[0];
    const user = await creditMember(fixtures, company, unit);
    const saved = await fixtures.as(
      'admin@example.com',
      'POST',
      `/api/v1/companies/${company.uuid}/subscription`,
      { payload: subscriptionForm(subscription) },
    );
    expect(saved.statusCode).toBe(201);
    if (grant > 0) {
      const granted = await fixtures.as(
        'admin@example.com',
        'POST',
        `/api/v1/companies/${company.uuid}/users/${user.uuid}/credits`,
        { payload: { quantity: grant, company_unit_uuid: unit.uuid } },
      );
      expect(granted.statusCode).toBe(201);
    }
    return { company, unit, user };
  }

  beforeAll(async () => {
    api = await startTestApp({ DB_POOL_MAX: '20' });
    await seedDemo(api);
    await ensureCreditProducts(api);
    fixtures = new UserFixtures(api);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('POST takes the products’ credit values', () => {
    let account: Setup;
    beforeAll(async () => {
      account = await setup(20);
    });

    it('a 45-minute session takes 2 credits; the answer names products in the caller’s language', async () => {
      const response = await use(account, [{ code: 'session_45', quantity: 1 }], {
        meta: { minutes: 45 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<UsageBody>()).toMatchObject({
        company_uuid: account.company.uuid,
        company_unit_uuid: account.unit.uuid,
        user: { uuid: account.user.uuid },
        credits: 2,
        meta: { minutes: 45 },
        products: [
          {
            code: 'session_45',
            name: '45-minute session',
            quantity: 1,
            credit_value: 2,
            credits: 2,
          },
        ],
      });
      expect(await creditsOf(account)).toEqual({ total: 20, taken: 2, available: 18 });
    });

    it('a session takes 1 credit per call; several products add up', async () => {
      const calls = await use(account, [{ code: 'session', quantity: 3 }], {
        meta: { calls: 3 },
        language: 'sv',
      });
      expect(calls.statusCode).toBe(201);
      expect(calls.json<UsageBody>()).toMatchObject({
        credits: 3,
        products: [{ code: 'session', name: 'Samtal', quantity: 3, credits: 3 }],
      });
      const mixed = await use(account, [
        { code: 'therapist_call_25', quantity: 1 },
        { code: 'icbt_two_weeks', quantity: 2 },
        { code: 'assessment', quantity: 1 },
      ]);
      expect(mixed.statusCode).toBe(201);
      expect(mixed.json<UsageBody>().credits).toBe(4);
      expect(await creditsOf(account)).toEqual({ total: 20, taken: 9, available: 11 });
    });

    it('accepts a product by numeric id or uuid as well as by code', async () => {
      const [product] = await sql<{ id: number; uuid: string }>(
        "select id, uuid from products where code = 'assessment'",
      );
      const byId = await use(account, [{ id: product.id, quantity: 1 }]);
      expect(byId.statusCode).toBe(201);
      const byUuid = await use(account, [{ id: product.uuid, quantity: 1 }]);
      expect(byUuid.statusCode).toBe(201);
      expect(byUuid.json<UsageBody>().products[0]?.code).toBe('assessment');
    });

    it('audits the record and logs the access to the user’s service data', async () => {
      const audit = await sql<{ n: string }>(
        "select count(*) as n from audit_events where event = 'usage-record.create' and subject_id = ?",
        [account.user.uuid],
      );
      expect(Number(audit[0]?.n)).toBe(await usageCount(account.user));
      const log = await sql<{ action: string; resource: string }>(
        "select action, resource from access_log where client_uuid = ? and resource = 'user.usage-record'",
        [account.user.uuid],
      );
      expect(log.length).toBeGreaterThan(0);
      expect(log.every((row) => row.action === 'create')).toBe(true);
    });
  });

  describe('refusals', () => {
    it.each([
      ['en', 'There are not enough credits: 3 available, 4 needed'],
      ['sv', 'Det finns inte tillräckligt med krediter: 3 kvar, 4 behövs'],
    ] as const)(
      'more than the available credits (%s): 409, nothing written',
      async (language, text) => {
        const account = await setup(3);
        const response = await use(account, [{ code: 'session_45', quantity: 2 }], { language });
        expect(response.statusCode).toBe(409);
        expect(response.json<ErrorBody>()).toMatchObject({
          message: text,
          errors: { products: text },
        });
        expect(await usageCount(account.user)).toBe(0);
        expect(await creditsOf(account)).toEqual({ total: 3, taken: 0, available: 3 });
      },
    );

    it.each([
      ['en', 'This would exceed the credit limit per user (5 credits, 4 already used)'],
      ['sv', 'Det skulle överskrida kreditgränsen per användare (5 krediter, 4 redan använda)'],
    ] as const)('more than the per-user limit of the subscription (%s)', async (language, text) => {
      const account = await setup(10, { credit_limit_per_user: 5 });
      expect((await use(account, [{ code: 'session_45', quantity: 2 }])).statusCode).toBe(201);
      const over = await use(account, [{ code: 'session_45', quantity: 1 }], { language });
      expect(over.statusCode).toBe(409);
      expect(over.json<ErrorBody>().message).toBe(text);
      const last = await use(account, [{ code: 'assessment', quantity: 1 }]);
      expect(last.statusCode).toBe(201);
      expect(await creditsOf(account)).toEqual({ total: 10, taken: 5, available: 5 });
    });

    it('more than the company has left', async () => {
      const account = await setup(10, { credit_amount: 3 });
      expect((await use(account, [{ code: 'session', quantity: 3 }])).statusCode).toBe(201);
      const over = await use(account, [{ code: 'assessment', quantity: 1 }]);
      expect(over.statusCode).toBe(409);
      expect(over.json<ErrorBody>().message).toBe(
        'The company does not have enough credits left: 0 available, 1 needed',
      );
      expect(await creditsOf(account)).toEqual({ total: 10, taken: 3, available: 7 });
    });

    it('a company without a subscription', async () => {
      const company = await creditCompany(fixtures, ['Enhet']);
      const user = await creditMember(fixtures, company, company.units[0]);
      const response = await use({ company, unit: company.units[0], user }, [
        { code: 'assessment', quantity: 1 },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().message).toBe(
        'The company has no subscription with credits',
      );
    });

    it('refuses lowering the credit amount below what the company already used', async () => {
      const account = await setup(10);
      expect((await use(account, [{ code: 'session_45', quantity: 2 }])).statusCode).toBe(201);
      const lowered = await fixtures.as(
        'admin@example.com',
        'POST',
        `/api/v1/companies/${account.company.uuid}/subscription`,
        { payload: subscriptionForm({ credit_amount: 3 }) },
      );
      expect(lowered.statusCode).toBe(400);
      expect(lowered.json<ErrorBody>().errors).toEqual({
        credit_amount: 'The credit amount cannot be lower than the 4 credits already used',
      });
    });
  });

  describe('validation', () => {
    let account: Setup;
    beforeAll(async () => {
      account = await setup(5, {}, ['Ledning', 'Lager']);
    });

    it.each([
      ['en', 'Choose at least one product'],
      ['sv', 'Välj minst en produkt'],
    ] as const)('needs at least one product (%s)', async (language, text) => {
      const response = await use(account, [], { language });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ products: text });
    });

    it('names the bad product and quantity by position', async () => {
      const response = await use(account, [
        { code: 'no_such_product', quantity: 1 },
        { code: 'assessment', quantity: 0 },
        { quantity: 1 },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({
        'products.1.quantity': 'The quantity must be a whole number, at least 1',
      });
      const unknown = await use(account, [
        { code: 'no_such_product', quantity: 1 },
        { quantity: 1 },
      ]);
      expect(unknown.json<ErrorBody>().errors).toEqual({
        'products.1.code': 'Name the product by either code or id',
      });
      const missing = await use(account, [{ code: 'no_such_product', quantity: 1 }]);
      expect(missing.json<ErrorBody>().errors).toEqual({
        'products.0.code': 'There is no such product',
      });
    });

    it('keeps meta flat and small, and requires a unit of the user', async () => {
      const nested = await use(account, [{ code: 'assessment', quantity: 1 }], {
        meta: { notes: { diagnosis: 'x' } },
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json<ErrorBody>().errors).toEqual({
        meta: 'Meta must be an object of at most 20 short values (numbers, text, true/false)',
      });
      const otherUnit = await fixtures.as(
        'admin@example.com',
        'POST',
        usageUrl(account.company.uuid, account.user.uuid),
        {
          payload: {
            products: [{ code: 'assessment', quantity: 1 }],
            company_unit_uuid: account.company.units[1].uuid,
          },
        },
      );
      expect(otherUnit.statusCode).toBe(400);
      expect(otherUnit.json<ErrorBody>().errors).toEqual({
        company_unit_uuid: 'The user is not a member of this unit of the company',
      });
      expect(await usageCount(account.user)).toBe(0);
    });
  });

  describe('scope', () => {
    it('a company admin records usage for their unit only; other units and companies are 404', async () => {
      const account = await setup(5, {}, ['Ledning', 'Lager']);
      const lager = account.company.units[1];
      const companyAdmin = await creditMember(
        fixtures,
        account.company,
        account.unit,
        'company-admin',
      );
      const lagerUser = await creditMember(fixtures, account.company, lager);
      const own = await use(account, [{ code: 'assessment', quantity: 1 }], {
        as: companyAdmin.email,
      });
      expect(own.statusCode).toBe(201);
      const otherUnit = await use(
        { ...account, unit: lager, user: lagerUser },
        [{ code: 'assessment', quantity: 1 }],
        { as: companyAdmin.email },
      );
      expect(otherUnit.statusCode).toBe(404);
      const foreign = await setup(5);
      const otherCompany = await use(foreign, [{ code: 'assessment', quantity: 1 }], {
        as: companyAdmin.email,
      });
      expect(otherCompany.statusCode).toBe(404);
      expect(await usageCount(foreign.user)).toBe(0);
      const client = await use(account, [{ code: 'assessment', quantity: 1 }], {
        as: account.user.email,
      });
      expect(client.statusCode).toBe(403);
    });

    it('keeps the demo company admin out of the second demo company (404)', async () => {
      const otherMember = await api.orm.em
        .fork()
        .findOneOrFail(User, { email: DEMO_OTHER_COMPANY.member.email });
      const response = await fixtures.as(
        'company-admin@example.com',
        'POST',
        usageUrl(DEMO_OTHER_COMPANY.uuid, otherMember.uuid),
        {
          payload: {
            products: [{ code: 'assessment', quantity: 1 }],
            company_unit_uuid: DEMO_OTHER_COMPANY.unit.uuid,
          },
        },
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/v1/usage-records/{lang}', () => {
    let account: Setup;
    let lagerAccount: Setup;
    let companyAdmin: User;

    beforeAll(async () => {
      account = await setup(10, {}, ['Ledning', 'Lager']);
      const lager = account.company.units[1];
      const lagerUser = await creditMember(fixtures, account.company, lager);
      lagerAccount = { company: account.company, unit: lager, user: lagerUser };
      await fixtures.as(
        'admin@example.com',
        'POST',
        `/api/v1/companies/${account.company.uuid}/users/${lagerUser.uuid}/credits`,
        { payload: { quantity: 10, company_unit_uuid: lager.uuid } },
      );
      companyAdmin = await creditMember(fixtures, account.company, account.unit, 'company-admin');
      for (const code of ['session_45', 'assessment', 'therapist_call_25']) {
        expect((await use(account, [{ code, quantity: 1 }])).statusCode).toBe(201);
      }
      expect((await use(lagerAccount, [{ code: 'session', quantity: 2 }])).statusCode).toBe(201);
    });

    it('lists a company’s records newest first, pages them, names products in the language', async () => {
      const first = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/usage-records/sv?company_uuid=${account.company.uuid}&per_page=2`,
      );
      expect(first.statusCode).toBe(200);
      const body = first.json<PageBody>();
      expect(body).toMatchObject({ total: 4, page: 1, per_page: 2 });
      expect(body.data.map((row) => row.products[0]?.code)).toEqual([
        'session',
        'therapist_call_25',
      ]);
      expect(body.data[0]?.products[0]).toMatchObject({
        code: 'session',
        name: 'Samtal',
        credits: 2,
      });
      const second = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/usage-records/en?company_uuid=${account.company.uuid}&per_page=2&page=2`,
      );
      const names = second.json<PageBody>().data.map((row) => row.products[0]?.name);
      expect(names).toEqual(['Assessment', '45-minute session']);
      const byUser = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/v1/usage-records/en?user_uuid=${lagerAccount.user.uuid}`,
      );
      expect(byUser.json<PageBody>().data.map((row) => row.user.uuid)).toEqual([
        lagerAccount.user.uuid,
      ]);
    });

    it('shows a company admin only the records of their units, and logs the access', async () => {
      const response = await fixtures.as(companyAdmin.email, 'GET', '/api/v1/usage-records/en');
      expect(response.statusCode).toBe(200);
      const body = response.json<PageBody>();
      expect(body.total).toBe(3);
      expect(new Set(body.data.map((row) => row.user.uuid))).toEqual(new Set([account.user.uuid]));
      const log = await sql<{ actor_uuid: string }>(
        "select actor_uuid from access_log where client_uuid = ? and resource = 'user.usage-record' and action = 'read'",
        [account.user.uuid],
      );
      expect(log.map((row) => row.actor_uuid)).toContain(companyAdmin.uuid);
      const filteredAway = await fixtures.as(
        companyAdmin.email,
        'GET',
        `/api/v1/usage-records/en?user_uuid=${lagerAccount.user.uuid}`,
      );
      expect(filteredAway.json<PageBody>()).toMatchObject({ total: 0, data: [] });
    });

    it('refuses callers without the grant (403) and an unknown language (400)', async () => {
      expect(
        (await fixtures.as(account.user.email, 'GET', '/api/v1/usage-records/sv')).statusCode,
      ).toBe(403);
      expect(
        (await fixtures.as('admin@example.com', 'GET', '/api/v1/usage-records/de')).statusCode,
      ).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('50 concurrent uses of 1 credit against a balance of 10: exactly 10 accepted, balance 0', async () => {
      const account = await setup(10);
      const token = await fixtures.login('admin@example.com');
      const knex = api.orm.em.getConnection().getKnex();
      const connections = new Set<unknown>();
      const onQuery = (query: { sql: string; __knexUid?: unknown }) => {
        if (
          query.sql.startsWith('update "user_credit_balances"') ||
          query.sql.startsWith('update user_credit_balances')
        ) {
          connections.add(query.__knexUid);
        }
      };
      knex.on('query', onQuery);
      let inFlight = 0;
      let maxInFlight = 0;
      const responses = await Promise.all(
        Array.from({ length: 50 }, async () => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          const response = await api.request({
            method: 'POST',
            url: usageUrl(account.company.uuid, account.user.uuid),
            payload: {
              products: [{ code: 'therapist_call_25', quantity: 1 }],
              company_unit_uuid: account.unit.uuid,
              meta: { minutes: 25 },
            },
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
          });
          inFlight--;
          return response;
        }),
      );
      knex.off('query', onQuery);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      const refusals = responses.filter((response) => response.statusCode === 409);
      expect(new Set(refusals.map((response) => response.json<ErrorBody>().message))).toEqual(
        new Set(['There are not enough credits: 0 available, 1 needed']),
      );
      expect(maxInFlight).toBe(50);
      expect(connections.size).toBeGreaterThan(1);
      expect(await creditsOf(account)).toEqual({ total: 10, taken: 10, available: 0 });
      expect(await usageCount(account.user)).toBe(10);
      const [company] = await sql<{ credits_taken: number }>(
        'select s.credits_taken from company_subscriptions s join companies c on c.id = s.company_id where c.uuid = ?',
        [account.company.uuid],
      );
      expect(company?.credits_taken).toBe(10);
    });
  });
});
