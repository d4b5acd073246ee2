import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { type User } from 'src/users/user.entity';
import {
  type CreditCompany,
  creditCompany,
  creditMember,
  subscriptionForm,
} from '../support/credit-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface SubscriptionBody {
  id: string;
  uuid: string;
  company_uuid: string;
  name: string;
  billing_start_date: string;
  price_per_user: number;
  price_per_credit: number;
  prices: { usage_type: string; amount: number; price_id: string | null }[];
  credit_amount: number;
  credit_limit_per_user: number;
  subscription_model_uuid: string;
  credits: { total: number; taken: number; available: number };
  credits_granted_to_users: number;
}

interface ErrorBody {
  message: string;
  errors: Record<string, string | string[]>;
}

describe('company subscriptions', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let company: CreditCompany;
  let other: CreditCompany;
  let companyAdmin: User;

  const url = (uuid: string) => `/api/v1/companies/${uuid}/subscription`;
  const auditEvents = (subjectId: string) =>
    api.orm.em
      .getConnection()
      .execute<{ event: string; actor_uuid: string }[]>(
        'select event, actor_uuid from audit_events where subject_id = ? order by id',
        [subjectId],
      );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    company = await creditCompany(fixtures, ['Ledning', 'Lager']);
    other = await creditCompany(fixtures, ['Kontor']);
    companyAdmin = await creditMember(fixtures, company, company.units[0], 'company-admin');
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('POST and GET /api/v1/companies/{uuid}/subscription', () => {
    it('creates the subscription (201), answers it with the company’s credit totals, audits it', async () => {
      const created = await fixtures.as('admin@example.com', 'POST', url(company.uuid), {
        payload: subscriptionForm({ credit_amount: 40, credit_limit_per_user: 8 }),
      });
      expect(created.statusCode).toBe(201);
      const body = created.json<SubscriptionBody>();
      expect(body).toMatchObject({
        company_uuid: company.uuid,
        name: 'Företagsavtal',
        billing_start_date: '2026-01-01',
        price_per_user: 4900,
        price_per_credit: 95000,
        credit_amount: 40,
        credit_limit_per_user: 8,
        subscription_model_uuid: '0b7d8a1e-5c2f-4a7e-9a61-3f1d2c4b5a60',
        credits: { total: 40, taken: 0, available: 40 },
        credits_granted_to_users: 0,
        prices: [
          { usage_type: 'licensed', amount: 4900, price_id: 'price_licensed_test' },
          { usage_type: 'metered', amount: 95000, price_id: 'price_metered_test' },
        ],
      });
      expect(body.id).toBe(body.uuid);

      const read = await fixtures.as('admin@example.com', 'GET', url(company.uuid));
      expect(read.statusCode).toBe(200);
      expect(read.json<SubscriptionBody>()).toEqual(body);
      expect((await auditEvents(company.uuid)).map((row) => row.event)).toContain(
        'company-subscription.create',
      );
    });

    it('updates the one subscription on a second POST (200) and keeps its uuid', async () => {
      const before = (
        await fixtures.as('admin@example.com', 'GET', url(company.uuid))
      ).json<SubscriptionBody>();
      const updated = await fixtures.as('admin@example.com', 'POST', url(company.uuid), {
        payload: subscriptionForm({
          name: 'Nytt avtal',
          credit_amount: '60',
          credit_limit_per_user: 12,
          price_per_credit: 90000,
          metered_price_id: null,
        }),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<SubscriptionBody>()).toMatchObject({
        uuid: before.uuid,
        name: 'Nytt avtal',
        credit_amount: 60,
        credit_limit_per_user: 12,
        price_per_credit: 90000,
        credits: { total: 60, taken: 0, available: 60 },
      });
      const rows = await api.orm.em.getConnection().execute<{ n: string }[]>(
        `select count(*) as n from company_subscriptions s join companies c on c.id = s.company_id
            where c.uuid = ?`,
        [company.uuid],
      );
      expect(Number(rows[0]?.n)).toBe(1);
      expect((await auditEvents(company.uuid)).map((row) => row.event)).toContain(
        'company-subscription.update',
      );
    });

    it('answers 404 for a company without a subscription and for one that does not exist', async () => {
      expect((await fixtures.as('admin@example.com', 'GET', url(other.uuid))).statusCode).toBe(404);
      const missing = await fixtures.as(
        'admin@example.com',
        'GET',
        url('5e1d0c0a-0000-4000-8000-00000000dead'),
      );
      expect(missing.statusCode).toBe(404);
    });

    it('lets a health coach create (201) but not update (403: no update grant)', async () => {
      const created = await fixtures.as('hc@example.com', 'POST', url(other.uuid), {
        payload: subscriptionForm(),
      });
      expect(created.statusCode).toBe(201);
      const again = await fixtures.as('hc@example.com', 'POST', url(other.uuid), {
        payload: subscriptionForm({ credit_amount: 1 }),
      });
      expect(again.statusCode).toBe(403);
      const read = await fixtures.as('admin@example.com', 'GET', url(other.uuid));
      expect(read.json<SubscriptionBody>().credit_amount).toBe(1000);
    });

    it('lets a company admin read their own company’s subscription, not another’s (404), and not write (403)', async () => {
      const own = await fixtures.as(companyAdmin.email, 'GET', url(company.uuid));
      expect(own.statusCode).toBe(200);
      expect(own.json<SubscriptionBody>().credits.total).toBe(60);
      expect((await fixtures.as(companyAdmin.email, 'GET', url(other.uuid))).statusCode).toBe(404);
      const write = await fixtures.as(companyAdmin.email, 'POST', url(company.uuid), {
        payload: subscriptionForm(),
      });
      expect(write.statusCode).toBe(403);
    });

    it('keeps the demo company admin out of the second demo company (404)', async () => {
      const foreign = await fixtures.as(
        'company-admin@example.com',
        'GET',
        url(DEMO_OTHER_COMPANY.uuid),
      );
      expect(foreign.statusCode).toBe(404);
      const own = await fixtures.as('company-admin@example.com', 'GET', url(DEMO_COMPANY.uuid));
      expect(own.statusCode).toBe(200);
      expect(own.json<SubscriptionBody>()).toMatchObject({
        company_uuid: DEMO_COMPANY.uuid,
        credits: { total: 100 },
      });
    });
  });

  describe('validation (administration document, Company and subscription forms)', () => {
    it.each([
      [
        'en',
        {
          name: 'Name is required',
          credit_amount: 'Credit amount is required',
          credit_limit_per_user: 'Credit limit is required',
          subscription_model_uuid: 'Subscription model is required',
          billing_start_date: 'Start date is required',
          price_per_credit: 'Price for 1 credit is required',
          price_per_user: 'Price for user is required',
        },
      ],
      [
        'sv',
        {
          name: 'Namn är obligatoriskt',
          credit_amount: 'Antal krediter är obligatoriskt',
          credit_limit_per_user: 'Kreditgräns är obligatorisk',
          subscription_model_uuid: 'Prenumerationsmodell är obligatorisk',
          billing_start_date: 'Startdatum är obligatoriskt',
          price_per_credit: 'Pris för 1 kredit är obligatoriskt',
          price_per_user: 'Pris per användare är obligatoriskt',
        },
      ],
    ] as const)('names every missing field in %s', async (language, expected) => {
      const response = await fixtures.as('admin@example.com', 'POST', url(company.uuid), {
        payload: {},
        language,
      });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<ErrorBody>();
      expect(errors).toEqual(
        Object.fromEntries(Object.entries(expected).map(([field, text]) => [field, text])),
      );
    });

    it.each([
      ['en', 'Credits should contain only numbers'],
      ['sv', 'Krediter får bara innehålla siffror'],
    ] as const)('says credits should contain only numbers (%s)', async (language, text) => {
      const response = await fixtures.as('admin@example.com', 'POST', url(company.uuid), {
        payload: subscriptionForm({ credit_amount: '12a', credit_limit_per_user: -1 }),
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({
        credit_amount: text,
        credit_limit_per_user: text,
      });
    });

    it('refuses a date that is not a calendar date and a subscription model that is not a uuid', async () => {
      const response = await fixtures.as('admin@example.com', 'POST', url(company.uuid), {
        payload: subscriptionForm({
          billing_start_date: '2026-02-30',
          subscription_model_uuid: 'self-study',
          price_per_user: 12.5,
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({
        billing_start_date: 'Enter a date as YYYY-MM-DD',
        subscription_model_uuid: 'The subscription model must be a uuid',
        price_per_user: 'The price is given in öre, as a whole number (0 or more)',
      });
    });
  });

  describe('react-admin resource /api/admin/company-subscriptions', () => {
    it('lists subscriptions in scope with Content-Range, filters by company and getMany ids', async () => {
      const list = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-subscriptions?filter=${encodeURIComponent(
          JSON.stringify({ company_uuid: company.uuid }),
        )}&range=[0,9]&sort=["name","ASC"]`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-range']).toBe('company-subscriptions 0-0/1');
      const [row] = list.json<SubscriptionBody[]>();
      expect(row).toMatchObject({ company_uuid: company.uuid, name: 'Nytt avtal' });

      const many = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-subscriptions?filter=${encodeURIComponent(
          JSON.stringify({ id: [row.id] }),
        )}`,
      );
      expect(many.json<SubscriptionBody[]>().map((item) => item.id)).toEqual([row.id]);

      const scoped = await fixtures.as(
        companyAdmin.email,
        'GET',
        '/api/admin/company-subscriptions',
      );
      expect(scoped.statusCode).toBe(200);
      expect(scoped.json<SubscriptionBody[]>().map((item) => item.company_uuid)).toEqual([
        company.uuid,
      ]);
    });

    it('gets one, updates it with the whole record sent back, and creates for a company', async () => {
      const list = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-subscriptions?filter=${encodeURIComponent(
          JSON.stringify({ company_uuid: company.uuid }),
        )}`,
      );
      const id = list.json<SubscriptionBody[]>()[0].id;
      const one = await fixtures.as(
        'admin@example.com',
        'GET',
        `/api/admin/company-subscriptions/${id}`,
      );
      expect(one.statusCode).toBe(200);
      const record = one.json<SubscriptionBody>();
      const updated = await fixtures.as(
        'admin@example.com',
        'PUT',
        `/api/admin/company-subscriptions/${id}`,
        { payload: { ...record, name: 'Ändrat i konsolen' } },
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json<SubscriptionBody>()).toMatchObject({ id, name: 'Ändrat i konsolen' });

      const third = await creditCompany(fixtures, ['Enhet']);
      const created = await fixtures.as(
        'admin@example.com',
        'POST',
        '/api/admin/company-subscriptions',
        {
          payload: { ...subscriptionForm({ credit_amount: 5 }), company_uuid: third.uuid },
        },
      );
      expect(created.statusCode).toBe(201);
      expect(created.json<SubscriptionBody>()).toMatchObject({
        company_uuid: third.uuid,
        credits: { total: 5, taken: 0, available: 5 },
      });

      const foreign = await fixtures.as(
        companyAdmin.email,
        'GET',
        `/api/admin/company-subscriptions/${created.json<SubscriptionBody>().id}`,
      );
      expect(foreign.statusCode).toBe(404);
    });
  });
});
