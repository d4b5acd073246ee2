import { type LightMyRequestResponse } from 'fastify';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { PaymentProviderMessage } from 'src/payments/payment-provider-message.entity';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { PricingPlan } from 'src/payments/pricing-plan.entity';
import { SwishSimulator } from 'src/payments/simulators/swish-simulator';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { Program } from 'src/programs/program.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { type User } from 'src/users/user.entity';
import { freePort } from '../support/free-port';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface RecordView {
  paymentId: string;
  status: string;
  amount: { amount: number; currency: string };
}

interface AttemptView {
  payment: RecordView;
  instruction_id: string;
  swish_status: string;
}

const ADMIN = 'admin@example.com';
const RECEIPTS = ['Kvitto på ditt köp hos Sinnro', 'Receipt for your purchase from Sinnro'];
let keys = 0;
const key = () => `swish-e2e-${process.pid}-${Date.now()}-${(keys += 1)}`;

describe('payments: Swish (Commerce API v2) through the simulator', () => {
  let api: TestApp;
  let swish: SwishSimulator;
  let fixtures: UserFixtures;
  let plan: { id: number };
  let people = 0;
  let port = 0;

  const as = (
    account: User | string,
    url: string,
    payload?: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ): Promise<LightMyRequestResponse> => fixtures.as(account, 'POST', url, { payload, language });

  const client = () =>
    fixtures.user(
      {
        email: `swish-${process.pid}-${(people += 1)}@payments.test`,
        firstName: 'Sara',
        lastName: 'Swish',
      },
      { withPassword: true },
    );

  /** A client's initiated Swish record of the plan. */
  const initiated = async (buyer: User): Promise<RecordView> => {
    const response = await as(buyer, '/client/user/log-payment-request', {
      plan_id: plan.id,
      idempotency_key: key(),
      payment_method: 'swish',
    });
    expect(response.statusCode).toBe(201);
    return response.json<RecordView>();
  };

  const attempt = (buyer: User, record: RecordView, language: 'sv' | 'en' = 'en') =>
    as(buyer, '/client/user/process-payment-attempt', { payment_id: record.paymentId }, language);

  /** A client whose record is pending at the simulator: the record and its instruction id. */
  const pending = async (): Promise<{ buyer: User; record: RecordView; id: string }> => {
    const buyer = await client();
    const record = await initiated(buyer);
    const response = await attempt(buyer, record);
    expect(response.statusCode).toBe(200);
    return { buyer, record, id: response.json<AttemptView>().instruction_id };
  };

  const stored = (uuid: string) =>
    api.orm.em.fork().findOneOrFail(PaymentRecord, { uuid }, { refresh: true });
  const subscriptionsOf = (buyer: User) =>
    api.orm.em.fork().count(ProgramSubscription, { user: buyer.id, paymentRecord: { $ne: null } });
  const receiptsOf = (buyer: User) =>
    api.orm.em.fork().count(OutgoingMail, { recipient: buyer.email, subject: { $in: RECEIPTS } });
  const callback = (body: Record<string, unknown>) =>
    api.request({ method: 'POST', url: '/api/v1/payments/swish/callback', payload: body });

  beforeAll(async () => {
    swish = await SwishSimulator.start();
    port = await freePort();
    api = await startTestApp({
      SWISH_BASE_URL: swish.url,
      SWISH_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
    });
    await api.app.listen({ port, host: '127.0.0.1' });
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const em = api.orm.em.fork();
    const icbt = await em.findOneOrFail(Program, { uuid: DEMO_PROGRAMS.icbt.uuid });
    const created = await as(ADMIN, '/api/admin/pricing-plans', {
      name_sv: 'KBT med terapeut (Swish)',
      name_en: 'CBT with a therapist (Swish)',
      price_minor: 149900,
      product: 'digital_treatment',
      subscription_model_uuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
      program_id: icbt.id,
      length_days: 84,
    });
    expect(created.statusCode).toBe(201);
    plan = created.json<{ id: number }>();
  });

  afterEach(() => {
    swish.behaviour = 'normal';
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(PaymentRecord, { plan: plan.id });
    await em.nativeDelete(PricingPlan, { id: plan.id });
    await fixtures.cleanUp();
    await api.close();
    await swish.close();
  });

  it('an attempt creates the payment request as Swish expects and makes the record pending', async () => {
    const buyer = await client();
    const record = await initiated(buyer);
    const response = await attempt(buyer, record);
    expect(response.statusCode).toBe(200);
    const answer = response.json<AttemptView>();
    expect(answer).toMatchObject({
      payment: { paymentId: record.paymentId, status: 'pending' },
      swish_status: 'CREATED',
    });
    expect(answer.instruction_id).toMatch(/^[0-9A-F]{32}$/);
    expect(swish.requests.get(answer.instruction_id)).toMatchObject({
      payeePaymentReference: record.paymentId.replace(/-/g, ''),
      payeeAlias: '1231181189',
      amount: '1499.00',
      currency: 'SEK',
      message: 'KBT med terapeut (Swish)',
      status: 'CREATED',
    });
    expect(swish.requests.get(answer.instruction_id)?.callbackUrl).toMatch(
      /\/api\/v1\/payments\/swish\/callback$/,
    );
    const row = await stored(record.paymentId);
    expect(row.providerReference).toBe(answer.instruction_id);
    // A second attempt on the pending record is refused.
    expect((await attempt(buyer, record)).statusCode).toBe(409);
  });

  it('approved in the simulator, its callback makes the record paid with one subscription and one receipt, also when delivered three times', async () => {
    const { buyer, record, id } = await pending();
    expect(await swish.settle(id, 'PAID')).toBe(200);
    const paid = await stored(record.paymentId);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(await subscriptionsOf(buyer)).toBe(1);
    const request = swish.requests.get(id);
    if (!request) throw new Error('no request');
    for (let i = 0; i < 2; i += 1) expect(await swish.postCallback(request)).toBe(200);
    expect((await stored(record.paymentId)).status).toBe('paid');
    expect(await subscriptionsOf(buyer)).toBe(1);
    expect(await receiptsOf(buyer)).toBe(1);
    const messages = await api.orm.em
      .fork()
      .find(PaymentProviderMessage, { record: paid.id }, { orderBy: { id: 'asc' } });
    expect(messages).toHaveLength(6);
    expect(messages.map((message) => message.verified)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(messages[0].provider).toBe('swish');
    expect(messages[1].body).toMatchObject({ id, status: 'PAID' });
  });

  it('a forged callback claiming PAID while Swish says CREATED pays nothing', async () => {
    const { buyer, record, id } = await pending();
    const response = await callback({
      id,
      payeePaymentReference: record.paymentId.replace(/-/g, ''),
      status: 'PAID',
      amount: '1499.00',
      currency: 'SEK',
      datePaid: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect((await stored(record.paymentId)).status).toBe('pending');
    expect(await subscriptionsOf(buyer)).toBe(0);
  });

  it('a callback for an unknown id, or a body that is no object, answers 200 and changes nothing', async () => {
    expect((await callback({ id: 'F'.repeat(32), status: 'PAID' })).statusCode).toBe(200);
    const odd = await api.request({
      method: 'POST',
      url: '/api/v1/payments/swish/callback',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(odd.statusCode).toBe(200);
  });

  it('a PAID request of another amount is refused: the record stays pending', async () => {
    const { buyer, record, id } = await pending();
    const request = swish.requests.get(id);
    if (!request) throw new Error('no request');
    request.amount = '1.00';
    expect(await swish.settle(id, 'PAID')).toBe(200);
    expect((await stored(record.paymentId)).status).toBe('pending');
    expect(await subscriptionsOf(buyer)).toBe(0);
  });

  it('declined in the simulator, the record is declined; a late PAID callback does not pay it', async () => {
    const { buyer, record, id } = await pending();
    expect(await swish.settle(id, 'DECLINED')).toBe(200);
    expect((await stored(record.paymentId)).status).toBe('declined');
    const request = swish.requests.get(id);
    if (!request) throw new Error('no request');
    expect(await swish.postCallback({ ...request, status: 'PAID' })).toBe(200);
    expect((await stored(record.paymentId)).status).toBe('declined');
    expect(await subscriptionsOf(buyer)).toBe(0);
  });

  it('the simulator page approves with "Godkänn"', async () => {
    const { buyer, record, id } = await pending();
    const page = await fetch(`${swish.url}/swish-simulator/paymentrequests/${id}`);
    const html = await page.text();
    expect(html).toContain('Godkänn');
    expect(html).toContain('Avböj');
    expect(html).toContain('1499,00 kr');
    const approved = await fetch(`${swish.url}/swish-simulator/paymentrequests/${id}/approve`, {
      method: 'POST',
    });
    expect(await approved.text()).toContain('Status: PAID');
    expect((await stored(record.paymentId)).status).toBe('paid');
    expect(await subscriptionsOf(buyer)).toBe(1);
  });

  it('Swish answering 500 gives "Third party API error" (sv and en); the record stays initiated and can be tried again', async () => {
    const buyer = await client();
    const record = await initiated(buyer);
    swish.behaviour = 'server-error';
    const en = await attempt(buyer, record, 'en');
    expect(en.statusCode).toBe(502);
    expect(en.json()).toMatchObject({ message: 'Third party API error' });
    const sv = await attempt(buyer, record, 'sv');
    expect(sv.json()).toMatchObject({ message: 'Fel från tredjepartstjänst' });
    const row = await stored(record.paymentId);
    expect(row.status).toBe('initiated');
    expect(row.providerReference).toBeNull();
    swish.behaviour = 'normal';
    const again = await attempt(buyer, record);
    expect(again.statusCode).toBe(200);
    expect(again.json<AttemptView>().payment.status).toBe('pending');
  });

  it('Swish not answering in time gives "Third party API error"; the record stays initiated', async () => {
    const buyer = await client();
    const record = await initiated(buyer);
    swish.behaviour = 'slow';
    const response = await attempt(buyer, record);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: 'Third party API error' });
    expect((await stored(record.paymentId)).status).toBe('initiated');
  }, 30_000);

  it('two attempts at once make one payment request: the other is a 409', async () => {
    const buyer = await client();
    const record = await initiated(buyer);
    const answers = await Promise.all([attempt(buyer, record), attempt(buyer, record)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const reference = record.paymentId.replace(/-/g, '');
    const made = [...swish.requests.values()].filter(
      (request) => request.payeePaymentReference === reference,
    );
    expect(made).toHaveLength(1);
  });

  it('a request Swish made although the attempt failed (a timeout after receipt) still pays its record when paid', async () => {
    const buyer = await client();
    const record = await initiated(buyer);
    const id = 'C'.repeat(24) + String(process.pid % 100000000).padStart(8, '0');
    const created = await fetch(`${swish.url}/swish-cpcapi/api/v2/paymentrequests/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        payeePaymentReference: record.paymentId.replace(/-/g, ''),
        callbackUrl: `http://127.0.0.1:${port}/api/v1/payments/swish/callback`,
        payeeAlias: '1231181189',
        amount: '1499.00',
        currency: 'SEK',
        message: 'KBT',
      }),
    });
    expect(created.status).toBe(201);
    expect((await stored(record.paymentId)).status).toBe('initiated');
    expect(await swish.settle(id, 'PAID')).toBe(200);
    expect((await stored(record.paymentId)).status).toBe('paid');
    expect(await subscriptionsOf(buyer)).toBe(1);
  });

  it('a payer alias not a Swish number is a 400 under the field; nothing is sent to Swish', async () => {
    const buyer = await client();
    const record = await initiated(buyer);
    const before = swish.requests.size;
    const local = await as(buyer, '/client/user/process-payment-attempt', {
      payment_id: record.paymentId,
      payer_alias: '0701234567',
    });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toMatchObject({
      errors: { payer_alias: 'Enter the Swish number as 46 followed by 7-13 digits' },
    });
    expect(swish.requests.size).toBe(before);
    expect((await stored(record.paymentId)).status).toBe('initiated');
  });

  it('the simulator validates a payment request like Swish (422 with a list of error codes)', async () => {
    const put = async (id: string, body: Record<string, unknown>) => {
      const response = await fetch(`${swish.url}/swish-cpcapi/api/v2/paymentrequests/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const good = {
      payeePaymentReference: 'abc123',
      callbackUrl: 'https://example.com/callback',
      payeeAlias: '1231181189',
      amount: '100.00',
      currency: 'SEK',
      message: 'Test',
    };
    const codes = async (body: Record<string, unknown>) =>
      (await put('A'.repeat(31) + String(keys++ % 10), body)).body;
    expect(await codes({ ...good, amount: '100' })).toEqual([
      expect.objectContaining({ errorCode: 'PA02' }),
    ]);
    expect(await codes({ ...good, payeeAlias: undefined })).toEqual([
      expect.objectContaining({ errorCode: 'PA01' }),
    ]);
    expect(await codes({ ...good, currency: 'EUR' })).toEqual([
      expect.objectContaining({ errorCode: 'AM03', errorMessage: 'Invalid or missing Currency' }),
    ]);
    expect((await put('not-an-id', good)).status).toBe(400);
    const created = await fetch(
      `${swish.url}/swish-cpcapi/api/v2/paymentrequests/${'B'.repeat(32)}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(good),
      },
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(
      `${swish.url}/swish-cpcapi/api/v2/paymentrequests/${'B'.repeat(32)}`,
    );
  });

  it('a client cannot start an attempt on someone else’s record; a card record is refused', async () => {
    const owner = await client();
    const record = await initiated(owner);
    const other = await client();
    const foreign = await attempt(other, record);
    expect(foreign.statusCode).toBe(404);
    const admin = await attempt(
      await fixtures.user(
        {
          email: `swish-admin-${process.pid}@payments.test`,
          firstName: 'A',
          lastName: 'A',
          role: 'admin',
        },
        { withPassword: true },
      ),
      record,
    );
    expect(admin.statusCode).toBe(404);
    expect((await stored(record.paymentId)).status).toBe('initiated');
    const changed = await as(owner, `/client/user/update-payment-record/${record.paymentId}`, {
      payment_method: 'credit_card',
    });
    expect(changed.statusCode).toBe(200);
    expect((await attempt(owner, record)).statusCode).toBe(409);
  });

  it('the body is checked: payment_id a uuid, nothing else', async () => {
    const buyer = await client();
    expect(
      (await as(buyer, '/client/user/process-payment-attempt', { payment_id: 'x' })).statusCode,
    ).toBe(400);
    const record = await initiated(buyer);
    const extra = await as(buyer, '/client/user/process-payment-attempt', {
      payment_id: record.paymentId,
      status: 'paid',
    });
    expect(extra.statusCode).toBe(400);
    expect((await stored(record.paymentId)).status).toBe('initiated');
  });
});
