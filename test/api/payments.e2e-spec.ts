import { type LightMyRequestResponse } from 'fastify';
import { Company } from 'src/companies/company.entity';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { DEMO_PLANS, DEMO_PROMOTION_CODE } from 'src/payments/payments.seeder';
import { PricingPlan } from 'src/payments/pricing-plan.entity';
import { PromotionCode } from 'src/payments/promotion-code.entity';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { Program } from 'src/programs/program.entity';
import { stockholmDay } from 'src/reminders/stockholm-time';
import { addDays } from 'src/subscriptions/subscription-dates';
import { User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string | string[]>;
}

interface PlanView {
  _id: string;
  id: number;
  name: string;
  description: string;
  price: { amount: number; currency: string };
  product: string;
  campaign: string | null;
}

interface PlanRecord {
  id: number;
  name_sv: string;
  active: boolean;
  payments: number;
}

interface RecordView {
  paymentId: string;
  paymentMethod: string;
  status: string;
  purpose: string;
  plan_id: number;
  price: { amount: number; currency: string };
  discount: { amount: number; currency: string };
  amount: { amount: number; currency: string };
  promotion_code: string | null;
  idempotency_key: string;
  paid_at: string | null;
}

interface CodeRecord {
  id: number;
  code: string;
  uses: number;
}

const ADMIN = 'admin@example.com';
const today = stockholmDay(new Date());
let keys = 0;
const key = () => `payments-e2e-${process.pid}-${Date.now()}-${(keys += 1)}`;

describe('payments: plans, records, free cards and promotion codes', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let systemCompany: Company;
  let ordinaryCompany: Company;
  let cardClient: User;
  let plainClient: User;
  let otherClient: User;
  let therapy: PlanRecord;
  let selfHelp: PlanRecord;
  let campaign: PlanRecord;
  const planIds: number[] = [];
  const codeIds: number[] = [];

  const as = (
    account: User | string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ): Promise<LightMyRequestResponse> => fixtures.as(account, method, url, { payload, language });

  const createPlan = async (fields: Record<string, unknown>): Promise<PlanRecord> => {
    const icbt = await api.orm.em.fork().findOneOrFail(Program, { uuid: DEMO_PROGRAMS.icbt.uuid });
    const response = await as(ADMIN, 'POST', '/api/admin/pricing-plans', {
      name_sv: 'KBT med terapeut',
      name_en: 'CBT with a therapist',
      description_sv: 'Tolv veckor',
      description_en: 'Twelve weeks',
      price_minor: 99900,
      product: 'digital_treatment',
      subscription_model_uuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
      program_id: icbt.id,
      length_days: 84,
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    const plan = response.json<PlanRecord>();
    planIds.push(plan.id);
    return plan;
  };

  const createCode = async (fields: Record<string, unknown>): Promise<CodeRecord> => {
    const response = await as(ADMIN, 'POST', '/api/admin/promotion-codes', {
      discount_type: 'percent',
      discount_value: 20,
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    const code = response.json<CodeRecord>();
    codeIds.push(code.id);
    return code;
  };

  const log = (
    account: User,
    fields: Record<string, unknown> = {},
  ): Promise<LightMyRequestResponse> =>
    as(account, 'POST', '/client/user/log-payment-request', {
      plan_id: therapy.id,
      idempotency_key: key(),
      ...fields,
    });

  const statusInDb = async (paymentId: string): Promise<string> =>
    (await api.orm.em.fork().findOneOrFail(PaymentRecord, { uuid: paymentId })).status;

  const client = (email: string) =>
    fixtures.user({ email, firstName: 'Frida', lastName: 'Frikort' }, { withPassword: true });

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    ({ company: systemCompany } = await fixtures.company('Betalbolaget System AB', []));
    ({ company: ordinaryCompany } = await fixtures.company('Betalbolaget Vanligt AB', []));
    await api.orm.em
      .fork()
      .nativeUpdate(Company, { id: systemCompany.id }, { systemCompany: true });
    cardClient = await client('frikort-klient@payments.test');
    plainClient = await client('vanlig-klient@payments.test');
    otherClient = await client('annan-klient@payments.test');
    await fixtures.member(cardClient.id, systemCompany.uuid);
    await fixtures.member(plainClient.id, ordinaryCompany.uuid);
    therapy = await createPlan({});
    const stress = await api.orm.em
      .fork()
      .findOneOrFail(Program, { uuid: DEMO_PROGRAMS.selfStudy.uuid });
    selfHelp = await createPlan({
      name_sv: 'Självhjälp stress',
      name_en: 'Self-help stress',
      price_minor: 29900,
      product: 'self_help',
      subscription_model_uuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
      program_id: stress.id,
      length_days: 56,
    });
    campaign = await createPlan({
      name_sv: 'Nyårskampanj',
      name_en: 'New year offer',
      price_minor: 49900,
      campaign: 'new_year_promotion',
      valid_from: addDays(today, -1),
      valid_to: addDays(today, 1),
    });
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(PaymentRecord, { plan: { $in: planIds } });
    await em.nativeDelete(PricingPlan, { id: { $in: planIds } });
    await em.nativeDelete(PromotionCode, { id: { $in: codeIds } });
    await fixtures.cleanUp();
    await api.close();
  });

  describe('GET /client/user/pricing-plans/{lang}', () => {
    it('lists active plans without a campaign, texts in the language, price in öre', async () => {
      const past = await createPlan({
        name_sv: 'Gammal kampanj',
        campaign: 'new_year_promotion',
        valid_from: addDays(today, -30),
        valid_to: addDays(today, -2),
      });
      const inactive = await createPlan({ name_sv: 'Inaktiv', active: false });
      const sv = await as(cardClient, 'GET', '/client/user/pricing-plans/sv');
      expect(sv.statusCode).toBe(200);
      const plans = sv.json<PlanView[]>();
      const ids = plans.map((plan) => plan.id);
      expect(ids).toEqual(expect.arrayContaining([therapy.id, selfHelp.id]));
      expect(ids).not.toContain(campaign.id);
      expect(ids).not.toContain(past.id);
      expect(ids).not.toContain(inactive.id);
      expect(plans.find((plan) => plan.id === therapy.id)).toMatchObject({
        name: 'KBT med terapeut',
        description: 'Tolv veckor',
        price: { amount: 99900, currency: 'SEK' },
        product: 'digital_treatment',
        campaign: null,
      });
      const en = await as(cardClient, 'GET', '/client/user/pricing-plans/en');
      expect(en.json<PlanView[]>().find((plan) => plan.id === selfHelp.id)).toMatchObject({
        name: 'Self-help stress',
        price: { amount: 29900, currency: 'SEK' },
        product: 'self_help',
      });
    });

    it('lists the new year campaign within its days only', async () => {
      const response = await as(
        cardClient,
        'GET',
        '/client/user/pricing-plans/en/new_year_promotion',
      );
      expect(response.statusCode).toBe(200);
      const plans = response.json<PlanView[]>();
      expect(plans.map((plan) => plan.id)).toContain(campaign.id);
      expect(plans.every((plan) => plan.campaign === 'new_year_promotion')).toBe(true);
      expect(plans.find((plan) => plan.id === campaign.id)?.name).toBe('New year offer');
    });

    it('offers the demo shop: a treatment, a self-help program and a new year campaign', async () => {
      const plans = (await as(cardClient, 'GET', '/client/user/pricing-plans/sv')).json<
        PlanView[]
      >();
      const byUuid = new Map(plans.map((plan) => [plan._id, plan]));
      expect(byUuid.get(DEMO_PLANS.therapy)?.product).toBe('digital_treatment');
      expect(byUuid.get(DEMO_PLANS.selfHelp)?.product).toBe('self_help');
      const campaigns = (
        await as(cardClient, 'GET', '/client/user/pricing-plans/sv/new_year_promotion')
      ).json<PlanView[]>();
      expect(campaigns.map((plan) => plan._id)).toContain(DEMO_PLANS.newYear);
      const codes = await as(
        ADMIN,
        'GET',
        `/api/admin/promotion-codes?filter={"q":"${DEMO_PROMOTION_CODE}"}`,
      );
      expect(codes.json<CodeRecord[]>().map((code) => code.code)).toEqual([DEMO_PROMOTION_CODE]);
    });

    it('refuses a language other than sv or en', async () => {
      const response = await as(cardClient, 'GET', '/client/user/pricing-plans/de');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /client/user/log-payment-request', () => {
    it('makes an initiated record whose amount is the plan’s price', async () => {
      const idempotency = key();
      const response = await log(plainClient, { idempotency_key: idempotency });
      expect(response.statusCode).toBe(201);
      expect(response.json<RecordView>()).toMatchObject({
        paymentMethod: 'swish',
        status: 'initiated',
        purpose: 'purchaseNewModule',
        plan_id: therapy.id,
        price: { amount: 99900, currency: 'SEK' },
        discount: { amount: 0, currency: 'SEK' },
        amount: { amount: 99900, currency: 'SEK' },
        idempotency_key: idempotency,
        paid_at: null,
      });
    });

    it('answers the same record for the same key, and 409 for another user’s key', async () => {
      const idempotency = key();
      const first = await log(plainClient, { idempotency_key: idempotency });
      const again = await log(plainClient, { idempotency_key: idempotency });
      expect(again.json<RecordView>().paymentId).toBe(first.json<RecordView>().paymentId);
      const parallel = await Promise.all(
        [1, 2, 3].map(() => log(otherClient, { idempotency_key: `${idempotency}-p` })),
      );
      const ids = new Set(parallel.map((response) => response.json<RecordView>().paymentId));
      expect(ids.size).toBe(1);
      // Two users with one key at once: one gets the record, the other 409, never the other's.
      const shared = `${idempotency}-shared`;
      const [mine, theirs] = await Promise.all([
        log(plainClient, { idempotency_key: shared }),
        log(otherClient, { idempotency_key: shared }),
      ]);
      expect([mine.statusCode, theirs.statusCode].sort()).toEqual([201, 409]);
      const winner = mine.statusCode === 201 ? plainClient : otherClient;
      const row = await api.orm.em
        .fork()
        .findOneOrFail(PaymentRecord, { idempotencyKey: shared }, { populate: ['user'] });
      expect(row.user?.id).toBe(winner.id);
      const stolen = await log(otherClient, { idempotency_key: idempotency });
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json<ErrorBody>().message).toBe(
        'The key has already been used for another purchase',
      );
    });

    it('never takes an amount or a status from the body', async () => {
      for (const extra of [{ amount_minor: 1 }, { status: 'paid' }, { price: { amount: 0 } }]) {
        const response = await log(plainClient, extra);
        expect({ extra, status: response.statusCode }).toEqual({ extra, status: 400 });
      }
    });

    it('refuses a plan that is not on offer, in sv and en', async () => {
      const inactive = await createPlan({ name_sv: 'Avstängd', active: false });
      const sv = await as(
        plainClient,
        'POST',
        '/client/user/log-payment-request',
        { plan_id: inactive.id, idempotency_key: key() },
        'sv',
      );
      expect(sv.statusCode).toBe(400);
      expect(sv.json<ErrorBody>().errors).toEqual({
        plan_id: 'Det finns ingen sådan prisplan att köpa',
      });
      const en = await log(plainClient, { plan_id: 2147483647 });
      expect(en.json<ErrorBody>().errors).toEqual({
        plan_id: 'There is no such pricing plan to buy',
      });
    });

    it('is for clients only', async () => {
      const response = await as(ADMIN, 'POST', '/client/user/log-payment-request', {
        plan_id: therapy.id,
        idempotency_key: key(),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /client/user/update-payment-record/{id}', () => {
    it('changes the method of the caller’s own initiated record', async () => {
      const record = (await log(plainClient)).json<RecordView>();
      const response = await as(
        plainClient,
        'POST',
        `/client/user/update-payment-record/${record.paymentId}`,
        { payment_method: 'credit_card' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<RecordView>()).toMatchObject({
        paymentId: record.paymentId,
        paymentMethod: 'credit_card',
        status: 'initiated',
      });
    });

    it('lets no client mark their own record paid', async () => {
      const record = (await log(plainClient)).json<RecordView>();
      const url = `/client/user/update-payment-record/${record.paymentId}`;
      for (const payload of [
        { status: 'paid' },
        { payment_method: 'swish', status: 'paid' },
        { payment_method: 'swish', paid_at: new Date().toISOString() },
        { payment_method: 'paid' },
      ]) {
        const response = await as(plainClient, 'POST', url, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      }
      // free_card without a system company, and a free-card payment of someone else's record.
      const card = await as(plainClient, 'POST', url, { payment_method: 'free_card' });
      expect(card.statusCode).toBe(403);
      const foreign = await as(cardClient, 'POST', '/client/user/store-freecard-data', {
        free_card_number: '12345678',
        valid_from: addDays(today, -10),
        valid_to: addDays(today, 100),
        region: 'Region Skåne',
        payment_id: record.paymentId,
      });
      expect(foreign.statusCode).toBe(404);
      expect(await statusInDb(record.paymentId)).toBe('initiated');
    });

    it('answers 404 for another client’s record and for none', async () => {
      const record = (await log(plainClient)).json<RecordView>();
      const other = await as(
        otherClient,
        'POST',
        `/client/user/update-payment-record/${record.paymentId}`,
        { payment_method: 'credit_card' },
      );
      expect(other.statusCode).toBe(404);
      const admin = await as(
        ADMIN,
        'POST',
        `/client/user/update-payment-record/${record.paymentId}`,
        { payment_method: 'credit_card' },
      );
      expect(admin.statusCode).toBe(404);
      expect(await statusInDb(record.paymentId)).toBe('initiated');
      const row = await api.orm.em.fork().findOneOrFail(PaymentRecord, { uuid: record.paymentId });
      expect(row.method).toBe('swish');
    });

    it('refuses free_card to a client outside a system company, in sv and en', async () => {
      const record = (await log(plainClient)).json<RecordView>();
      const url = `/client/user/update-payment-record/${record.paymentId}`;
      const sv = await as(plainClient, 'POST', url, { payment_method: 'free_card' }, 'sv');
      expect(sv.statusCode).toBe(403);
      expect(sv.json<ErrorBody>().message).toBe(
        'Frikort kan bara användas av klienter hos ett systemföretag',
      );
      const en = await as(plainClient, 'POST', url, { payment_method: 'free_card' });
      expect(en.json<ErrorBody>().message).toBe(
        'A free card can only be used by clients of a system company',
      );
    });
  });

  describe('free cards', () => {
    const store = (account: User, fields: Record<string, unknown>, language: 'sv' | 'en' = 'en') =>
      as(
        account,
        'POST',
        '/client/user/store-freecard-data',
        {
          free_card_number: '1234 5678-90',
          valid_from: addDays(today, -30),
          valid_to: addDays(today, 300),
          region: 'Region Stockholm',
          ...fields,
        },
        language,
      );

    it('requires all four fields, in sv and en', async () => {
      const sv = await as(cardClient, 'POST', '/client/user/store-freecard-data', {}, 'sv');
      expect(sv.statusCode).toBe(400);
      const svErrors = sv.json<ErrorBody>().errors ?? {};
      expect([svErrors.free_card_number].flat()).toContain('Frikortsnummer är obligatoriskt');
      expect([svErrors.valid_from].flat()).toContain('Giltig från är obligatoriskt');
      expect([svErrors.valid_to].flat()).toContain('Giltig till är obligatoriskt');
      expect([svErrors.region].flat()).toContain('Region är obligatoriskt');
      const en = await as(cardClient, 'POST', '/client/user/store-freecard-data', {});
      const enErrors = en.json<ErrorBody>().errors ?? {};
      expect([enErrors.free_card_number].flat()).toContain('Free Pass Number is required');
      expect([enErrors.valid_from].flat()).toContain('Valid from date is required');
      expect([enErrors.valid_to].flat()).toContain('Valid to date is required');
      expect([enErrors.region].flat()).toContain('Region is required');
    });

    it('checks the number, the dates and the region', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { free_card_number: '12a4' },
          {
            free_card_number:
              'The free pass number must be 5-20 digits (spaces and hyphens allowed)',
          },
        ],
        [
          { valid_from: '31/12/2026' },
          { valid_from: 'Enter the date as YYYY-MM-DD (or MM/DD/YYYY)' },
        ],
        [
          { valid_from: addDays(today, 10), valid_to: addDays(today, 5) },
          { valid_to: 'Valid to cannot be before valid from' },
        ],
        [
          { valid_from: addDays(today, -10), valid_to: addDays(today, 400) },
          { valid_to: 'A free card is valid for at most 12 months' },
        ],
        [{ region: 'Region Oslo' }, { region: 'Choose one of the 21 Swedish regions' }],
      ];
      for (const [fields, errors] of cases) {
        const response = await store(cardClient, fields);
        expect({
          fields,
          status: response.statusCode,
          errors: response.json<ErrorBody>().errors,
        }).toEqual({
          fields,
          status: 400,
          errors,
        });
      }
    });

    it('is only for clients of a system company, in sv and en', async () => {
      const sv = await store(plainClient, {}, 'sv');
      expect(sv.statusCode).toBe(403);
      expect(sv.json<ErrorBody>().message).toBe(
        'Frikort kan bara användas av klienter hos ett systemföretag',
      );
      const en = await store(otherClient, {});
      expect(en.statusCode).toBe(403);
      expect(en.json<ErrorBody>().message).toBe(
        'A free card can only be used by clients of a system company',
      );
      const paying = await log(plainClient, { payment_method: 'free_card' });
      expect(paying.statusCode).toBe(403);
    });

    it('refuses an expired card, in sv and en', async () => {
      const validTo = addDays(today, -1);
      const sv = await store(
        cardClient,
        { valid_from: addDays(today, -100), valid_to: validTo },
        'sv',
      );
      expect(sv.statusCode).toBe(400);
      expect(sv.json<ErrorBody>()).toMatchObject({
        message: `Frikortet gällde till och med ${validTo} och kan inte användas längre`,
        errors: {
          valid_to: `Frikortet gällde till och med ${validTo} och kan inte användas längre`,
        },
      });
      const en = await store(cardClient, { valid_from: addDays(today, -100), valid_to: validTo });
      expect(en.json<ErrorBody>().message).toBe(
        `The free card was valid until ${validTo} and can no longer be used`,
      );
    });

    it('stores a future card, which pays nothing before its first day', async () => {
      const validFrom = addDays(today, 3);
      const stored = await store(cardClient, {
        valid_from: validFrom,
        valid_to: addDays(today, 200),
      });
      expect(stored.statusCode).toBe(200);
      const sv = await as(
        cardClient,
        'POST',
        '/client/user/log-payment-request',
        { plan_id: therapy.id, idempotency_key: key(), payment_method: 'free_card' },
        'sv',
      );
      expect(sv.statusCode).toBe(400);
      expect(sv.json<ErrorBody>().message).toBe(
        `Frikortet gäller från ${validFrom} och kan inte användas ännu`,
      );
      const en = await log(cardClient, { payment_method: 'free_card' });
      expect(en.json<ErrorBody>().message).toBe(
        `The free card is valid from ${validFrom} and cannot be used yet`,
      );
    });

    it('stores a valid card (slash dates read as month/day/year) on the profile', async () => {
      const [y, m, d] = addDays(today, -5).split('-');
      const response = await store(cardClient, { valid_from: `${m}/${d}/${y}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        free_card_number: '1234567890',
        valid_from: addDays(today, -5),
        valid_to: addDays(today, 300),
        region: 'Region Stockholm',
        payment: null,
      });
      const profile = await as(cardClient, 'GET', '/api/users/get-current-user-profile');
      expect(profile.json<{ free_card: unknown }>().free_card).toMatchObject({
        free_card_number: '1234567890',
        region: 'Region Stockholm',
      });
    });

    it('pays 0 kr with a card valid today, at log-payment-request', async () => {
      await store(cardClient, {});
      const response = await log(cardClient, { payment_method: 'free_card' });
      expect(response.statusCode).toBe(201);
      const record = response.json<RecordView>();
      expect(record).toMatchObject({
        paymentMethod: 'free_card',
        status: 'paid',
        price: { amount: 99900, currency: 'SEK' },
        amount: { amount: 0, currency: 'SEK' },
      });
      expect(record.paid_at).not.toBeNull();
      const change = await as(
        cardClient,
        'POST',
        `/client/user/update-payment-record/${record.paymentId}`,
        { payment_method: 'swish' },
      );
      expect(change.statusCode).toBe(409);
      expect(change.json<ErrorBody>().message).toBe(
        'The payment method can only be changed before the payment has started (status: paid)',
      );
    });

    it('pays an initiated record named by payment_id, leaving its promotion code unspent', async () => {
      const code = await createCode({ code: `Frikod${Date.now()}`, discount_value: 10 });
      // A buyer of their own: the paid record starts a subscription of the plan's model, which
      // cardClient already holds from the test before.
      const buyer = await client('frikod-klient@payments.test');
      await fixtures.member(buyer.id, systemCompany.uuid);
      await store(buyer, {});
      const record = (await log(buyer, { promotion_code: code.code })).json<RecordView>();
      expect(record.discount.amount).toBe(9990);
      const response = await store(buyer, { payment_id: record.paymentId });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ payment: RecordView }>().payment).toMatchObject({
        paymentId: record.paymentId,
        paymentMethod: 'free_card',
        status: 'paid',
        discount: { amount: 0, currency: 'SEK' },
        amount: { amount: 0, currency: 'SEK' },
        promotion_code: null,
      });
      const twice = await store(buyer, { payment_id: record.paymentId });
      expect(twice.statusCode).toBe(409);
      // The treatment is held now (409 below); the code is still there for the self-help plan.
      expect((await log(buyer, { promotion_code: code.code })).statusCode).toBe(409);
      const later = await log(buyer, { plan_id: selfHelp.id, promotion_code: code.code });
      expect(later.json<RecordView>()).toMatchObject({
        discount: { amount: 2990, currency: 'SEK' },
        promotion_code: code.code.toUpperCase(),
      });
      const free = await log(buyer, {
        plan_id: selfHelp.id,
        payment_method: 'free_card',
        promotion_code: 'NOPE-X',
      });
      expect(free.json<RecordView>()).toMatchObject({ status: 'paid', promotion_code: null });
    });
  });

  describe('promotion codes', () => {
    const apply = (account: User, code: string, language: 'sv' | 'en' = 'en', user = account) =>
      as(
        account,
        'POST',
        `/api/v1/promotion-codes/${code}/users/${user.uuid}`,
        { default_lang: language },
        language,
      );

    it('applies a code once per user, in any case', async () => {
      const code = await createCode({ code: `Var${Date.now()}`, discount_value: 25 });
      const first = await apply(otherClient, code.code.toLowerCase());
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        code: code.code,
        user_uuid: otherClient.uuid,
        discount_type: 'percent',
        discount_value: 25,
      });
      const sv = await apply(otherClient, code.code, 'sv');
      expect(sv.statusCode).toBe(409);
      expect(sv.json<ErrorBody>()).toMatchObject({
        message: 'Din kod godkändes inte',
        errors: { code: 'Din kod godkändes inte: du har redan använt den' },
      });
      const en = await apply(otherClient, code.code);
      expect(en.json<ErrorBody>().message).toBe('Your code was not accepted');
      const list = await as(
        otherClient,
        'GET',
        `/api/v1/promotion-codes/users/${otherClient.uuid}`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([expect.objectContaining({ code: code.code })]);
      const stored = await api.orm.em.fork().findOneOrFail(User, { id: otherClient.id });
      expect(stored.promotionCode).toBe(code.code);
    });

    it('says it could not verify an unknown code, in sv and en', async () => {
      const sv = await apply(plainClient, 'FINNSINTE123', 'sv');
      expect(sv.statusCode).toBe(400);
      expect(sv.json<ErrorBody>().message).toBe('Vi kunde inte verifiera den här kampanjkoden');
      const en = await apply(plainClient, 'FINNSINTE123');
      expect(en.json<ErrorBody>().message).toBe("We couldn't verify this promotion code");
      const malformed = await apply(plainClient, 'x%21');
      expect(malformed.json<ErrorBody>().message).toBe("We couldn't verify this promotion code");
    });

    it('does not accept an expired code or one not valid yet, in sv and en', async () => {
      const expired = await createCode({
        code: `Gammal${Date.now()}`,
        valid_from: addDays(today, -20),
        valid_to: addDays(today, -1),
      });
      const sv = await apply(plainClient, expired.code, 'sv');
      expect(sv.statusCode).toBe(400);
      expect(sv.json<ErrorBody>()).toMatchObject({
        message: 'Din kod godkändes inte',
        errors: { code: `Din kod godkändes inte: den gällde till och med ${addDays(today, -1)}` },
      });
      const en = await apply(plainClient, expired.code);
      expect(en.json<ErrorBody>().message).toBe('Your code was not accepted');
      const future = await createCode({
        code: `Snart${Date.now()}`,
        valid_from: addDays(today, 2),
      });
      const early = await apply(plainClient, future.code);
      expect(early.json<ErrorBody>().errors).toEqual({
        code: `Your code was not accepted: it is valid from ${addDays(today, 2)}`,
      });
    });

    it('counts uses atomically: parallel requests never pass max_uses', async () => {
      const code = await createCode({ code: `Tre${Date.now()}`, max_uses: 3 });
      const users = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((n) => client(`parallell-${n}@payments.test`)),
      );
      await Promise.all(users.map((user) => fixtures.token(user)));
      const answers = await Promise.all(users.map((user) => apply(user, code.code)));
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409]);
      const refused = answers.find((response) => response.statusCode === 409);
      expect(refused?.json<ErrorBody>().errors).toEqual({
        code: 'Your code was not accepted: it has been used as many times as it may be',
      });
      const stored = await api.orm.em.fork().findOneOrFail(PromotionCode, { id: code.id });
      expect(stored.uses).toBe(3);
      const uses = await api.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>(
          'select count(*) as n from promotion_code_uses where code_id = ?',
          [code.id],
        );
      expect(Number(uses[0]?.n)).toBe(3);
    });

    it('lets one user apply a code once even when the requests arrive together', async () => {
      const code = await createCode({ code: `Samtidigt${Date.now()}` });
      const user = await client(`samtidig@payments.test`);
      await fixtures.token(user);
      const answers = await Promise.all([1, 2, 3, 4].map(() => apply(user, code.code)));
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const stored = await api.orm.em.fork().findOneOrFail(PromotionCode, { id: code.id });
      expect(stored.uses).toBe(1);
    });

    it('reaches only the caller’s own account; admins read every one', async () => {
      const code = await createCode({ code: `Egen${Date.now()}` });
      const foreign = await apply(plainClient, code.code, 'en', otherClient);
      expect(foreign.statusCode).toBe(404);
      const read = await as(
        plainClient,
        'GET',
        `/api/v1/promotion-codes/users/${otherClient.uuid}`,
      );
      expect(read.statusCode).toBe(404);
      const admin = await as(ADMIN, 'GET', `/api/v1/promotion-codes/users/${otherClient.uuid}`);
      expect(admin.statusCode).toBe(200);
      expect(admin.json<unknown[]>().length).toBeGreaterThan(0);
    });

    it('takes the discount off the amount of a purchase, once', async () => {
      const code = await createCode({ code: `Rabatt${Date.now()}`, discount_value: 20 });
      const buyer = await client('rabatt@payments.test');
      const response = await log(buyer, { promotion_code: code.code.toLowerCase() });
      expect(response.statusCode).toBe(201);
      expect(response.json<RecordView>()).toMatchObject({
        price: { amount: 99900, currency: 'SEK' },
        discount: { amount: 19980, currency: 'SEK' },
        amount: { amount: 79920, currency: 'SEK' },
        promotion_code: code.code,
      });
      // The code was applied with the purchase: applying it again is refused.
      const again = await apply(buyer, code.code);
      expect(again.statusCode).toBe(409);
      const fixed = await createCode({
        code: `Fast${Date.now()}`,
        discount_type: 'fixed',
        discount_value: 50000,
      });
      const cheap = await log(buyer, { plan_id: selfHelp.id, promotion_code: fixed.code });
      expect(cheap.json<RecordView>().amount).toEqual({ amount: 0, currency: 'SEK' });
    });
  });

  describe('admin', () => {
    it('lists, edits and deactivates plans; never deletes one with payments', async () => {
      const list = await as(
        ADMIN,
        'GET',
        '/api/admin/pricing-plans?filter={"active":true}&range=[0,99]',
      );
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-range']).toMatch(/^pricing-plans 0-\d+\/\d+$/);
      expect(list.json<PlanRecord[]>().every((plan) => plan.active)).toBe(true);
      const plan = await createPlan({ name_sv: 'Att ta bort' });
      const renamed = await as(ADMIN, 'PUT', `/api/admin/pricing-plans/${plan.id}`, {
        ...plan,
        name_sv: 'Omdöpt',
        active: false,
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<PlanRecord>()).toMatchObject({ name_sv: 'Omdöpt', active: false });
      const removed = await as(ADMIN, 'DELETE', `/api/admin/pricing-plans/${plan.id}`);
      expect(removed.statusCode).toBe(200);
      expect((await as(ADMIN, 'GET', `/api/admin/pricing-plans/${plan.id}`)).statusCode).toBe(404);

      await log(plainClient, { plan_id: selfHelp.id });
      const sv = await as(
        ADMIN,
        'DELETE',
        `/api/admin/pricing-plans/${selfHelp.id}`,
        undefined,
        'sv',
      );
      expect(sv.statusCode).toBe(409);
      expect(sv.json<ErrorBody>().message).toBe(
        'Prisplanen har betalningar och kan inte tas bort; inaktivera den i stället',
      );
      const en = await as(ADMIN, 'DELETE', `/api/admin/pricing-plans/${selfHelp.id}`);
      expect(en.json<ErrorBody>().message).toBe(
        'The pricing plan has payments and cannot be deleted; deactivate it instead',
      );
      const shown = await as(ADMIN, 'GET', `/api/admin/pricing-plans/${selfHelp.id}`);
      expect(shown.json<PlanRecord>().payments).toBeGreaterThan(0);
    });

    it('refuses a program of another subscription model', async () => {
      const stress = await api.orm.em
        .fork()
        .findOneOrFail(Program, { uuid: DEMO_PROGRAMS.selfStudy.uuid });
      const response = await as(ADMIN, 'POST', '/api/admin/pricing-plans', {
        name_sv: 'Fel',
        name_en: 'Wrong',
        price_minor: 100,
        product: 'digital_treatment',
        subscription_model_uuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
        program_id: stress.id,
        length_days: 30,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({
        program_id: 'The program belongs to another subscription model',
      });
    });

    it('manages promotion codes: unique in any case, edits, lists', async () => {
      const name = `Unik${Date.now()}`;
      const code = await createCode({ code: name });
      expect(code.code).toBe(name.toUpperCase());
      const clash = await as(ADMIN, 'POST', '/api/admin/promotion-codes', {
        code: name.toLowerCase(),
        discount_type: 'fixed',
        discount_value: 100,
      });
      expect(clash.statusCode).toBe(409);
      const edited = await as(ADMIN, 'PUT', `/api/admin/promotion-codes/${code.id}`, {
        ...code,
        max_uses: 10,
        active: false,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        code: name.toUpperCase(),
        max_uses: 10,
        active: false,
      });
      const off = await as(
        plainClient,
        'POST',
        `/api/v1/promotion-codes/${name}/users/${plainClient.uuid}`,
        {},
      );
      expect(off.json<ErrorBody>().message).toBe("We couldn't verify this promotion code");
      const list = await as(ADMIN, 'GET', `/api/admin/promotion-codes?filter={"q":"${name}"}`);
      expect(list.json<CodeRecord[]>().map((row) => row.id)).toEqual([code.id]);
    });

    it('lists payment records with filters; a client sees only their own', async () => {
      const paid = await as(
        ADMIN,
        'GET',
        `/api/admin/payment-records?filter={"status":"paid","user_uuid":"${cardClient.uuid}"}`,
      );
      expect(paid.statusCode).toBe(200);
      const rows = paid.json<{ status: string; user_uuid: string; method: string }[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.status === 'paid' && row.user_uuid === cardClient.uuid)).toBe(
        true,
      );
      const own = await as(plainClient, 'GET', '/api/admin/payment-records?range=[0,999]');
      const ownRows = own.json<{ user_uuid: string }[]>();
      expect(ownRows.length).toBeGreaterThan(0);
      expect(ownRows.every((row) => row.user_uuid === plainClient.uuid)).toBe(true);
      const bad = await as(ADMIN, 'GET', '/api/admin/payment-records?filter={"status":"betald"}');
      expect(bad.statusCode).toBe(400);
    });
  });
});
