import { type LightMyRequestResponse } from 'fastify';
import { Company } from 'src/companies/company.entity';
import { Environment } from 'src/config/environment';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { PaymentExpiry } from 'src/payments/payment-expiry.service';
import { PaymentRecord } from 'src/payments/payment-record.entity';
import { PricingPlan } from 'src/payments/pricing-plan.entity';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { ContentModule } from 'src/content/content-module.entity';
import { Program } from 'src/programs/program.entity';
import { stockholmDay } from 'src/reminders/stockholm-time';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { addDays, todayUtc } from 'src/subscriptions/subscription-dates';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type User } from 'src/users/user.entity';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { ProgramFixtures } from '../support/program-fixtures';
import { UserFixtures } from '../support/user-fixtures';

interface RecordView {
  paymentId: string;
  status: string;
  amount: { amount: number; currency: string };
}

interface ProgramsView {
  uuid: string;
  subscription_model_uuid: string;
  status: string;
  end_date: string | null;
  programs: { id: number }[];
  modules: { id: number; instances: unknown[] }[];
}

const ADMIN = 'admin@example.com';
const RECEIPT_SV = 'Kvitto på ditt köp hos Sinnro';
const RECEIPT_EN = 'Receipt for your purchase from Sinnro';
let keys = 0;
const key = () => `fulfilment-e2e-${process.pid}-${Date.now()}-${(keys += 1)}`;

describe('payments: a paid record starts what it bought, mails a receipt; unpaid ones expire', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let systemCompany: Company;
  let icbt: Program;
  let selfStudy: Program;
  let therapy: { id: number };
  let selfHelp: { id: number };
  /** A self-study program of its own: a free module, then a paid (billable) one. */
  let paidProgram: { id: number; free: number; paid: number; plan: { id: number } };
  const planIds: number[] = [];
  const emails: string[] = [];
  let people = 0;

  const as = (
    account: User | string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ): Promise<LightMyRequestResponse> => fixtures.as(account, method, url, { payload, language });

  const createPlan = async (fields: Record<string, unknown>): Promise<{ id: number }> => {
    const response = await as(ADMIN, 'POST', '/api/admin/pricing-plans', {
      name_sv: 'KBT med terapeut (kvitto)',
      name_en: 'CBT with a therapist (receipt)',
      price_minor: 149900,
      product: 'digital_treatment',
      subscription_model_uuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
      program_id: icbt.id,
      length_days: 84,
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    const plan = response.json<{ id: number }>();
    planIds.push(plan.id);
    return plan;
  };

  /** A client of the system company with a free card valid today. */
  const cardClient = async (defaultLang: 'sv' | 'en' = 'sv'): Promise<User> => {
    const email = `fulfil-${process.pid}-${(people += 1)}@payments.test`;
    emails.push(email);
    const user = await fixtures.user(
      { email, firstName: 'Frida', lastName: 'Frikort', defaultLang },
      { withPassword: true },
    );
    await fixtures.member(user.id, systemCompany.uuid);
    const stored = await as(user, 'POST', '/client/user/store-freecard-data', {
      free_card_number: '1234567890',
      valid_from: addDays(stockholmDay(new Date()), -10),
      valid_to: addDays(stockholmDay(new Date()), 200),
      region: 'Region Stockholm',
    });
    expect(stored.statusCode).toBe(200);
    return user;
  };

  const buy = (
    account: User,
    plan: { id: number },
    fields: Record<string, unknown> = {},
    language: 'sv' | 'en' = 'en',
  ) =>
    as(
      account,
      'POST',
      '/client/user/log-payment-request',
      { plan_id: plan.id, idempotency_key: key(), payment_method: 'free_card', ...fields },
      language,
    );

  const subscriptionsOf = (user: User) =>
    api.orm.em
      .fork()
      .find(ProgramSubscription, { user: user.id }, { populate: ['paymentRecord', 'programs'] });

  const receiptsOf = (user: User) =>
    api.orm.em
      .fork()
      .find(OutgoingMail, { recipient: user.email, subject: { $in: [RECEIPT_SV, RECEIPT_EN] } });

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    ({ company: systemCompany } = await fixtures.company('Kvittobolaget System AB', []));
    await api.orm.em
      .fork()
      .nativeUpdate(Company, { id: systemCompany.id }, { systemCompany: true });
    const em = api.orm.em.fork();
    icbt = await em.findOneOrFail(Program, { uuid: DEMO_PROGRAMS.icbt.uuid });
    selfStudy = await em.findOneOrFail(Program, { uuid: DEMO_PROGRAMS.selfStudy.uuid });
    therapy = await createPlan({});
    selfHelp = await createPlan({
      name_sv: 'Självhjälp (kvitto)',
      name_en: 'Self-help (receipt)',
      price_minor: 39900,
      product: 'self_help',
      subscription_model_uuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
      program_id: selfStudy.id,
      length_days: 56,
    });
    const programs = new ProgramFixtures(api);
    const free = await programs.module(`${programs.tag} Gratis`, { en: 'Free' });
    const paid = await programs.module(`${programs.tag} Betald`, { en: 'Paid' });
    await em.nativeUpdate(ContentModule, { id: { $in: [free, paid] } }, { isPublished: true });
    await em.nativeUpdate(ContentModule, { id: paid }, { billable: true });
    const programId = await programs.program({
      subscription_model_uuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
      modules: [free, paid],
    });
    paidProgram = {
      id: programId,
      free,
      paid,
      plan: await createPlan({
        name_sv: 'Självhjälp med betald modul (kvitto)',
        product: 'self_help',
        subscription_model_uuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
        program_id: programId,
        length_days: 56,
      }),
    };
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(OutgoingMail, { recipient: { $in: emails } });
    await em.nativeDelete(PaymentRecord, { plan: { $in: planIds } });
    await em.nativeDelete(PricingPlan, { id: { $in: planIds } });
    await fixtures.cleanUp();
    await em.nativeDelete(Program, { id: paidProgram.id });
    await em.nativeDelete(ContentModule, { id: { $in: [paidProgram.free, paidProgram.paid] } });
    await api.close();
  });

  it('a free-card purchase starts one subscription of the plan, shown in the client’s programs', async () => {
    const buyer = await cardClient('sv');
    const idempotency = key();
    const response = await buy(buyer, therapy, { idempotency_key: idempotency });
    expect(response.statusCode).toBe(201);
    const record = response.json<RecordView>();
    expect(record.status).toBe('paid');
    // The same key again answers the same record and starts nothing more.
    const again = await buy(buyer, therapy, { idempotency_key: idempotency });
    expect(again.json<RecordView>().paymentId).toBe(record.paymentId);

    const subscriptions = await subscriptionsOf(buyer);
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription.paymentRecord?.uuid).toBe(record.paymentId);
    expect(subscription.isTrial).toBe(false);
    expect(subscription.startDate).toBe(todayUtc());
    expect(subscription.endDate).toBe(addDays(todayUtc(), 84));
    expect(subscription.programs.getItems().map((program) => program.id)).toEqual([icbt.id]);

    const programs = await as(buyer, 'GET', '/client/programs');
    expect(programs.statusCode).toBe(200);
    const views = programs.json<ProgramsView[]>();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      uuid: subscription.uuid,
      subscription_model_uuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
      status: 'active',
      end_date: addDays(todayUtc(), 84),
      programs: [{ id: icbt.id }],
    });
    expect(views[0].modules.length).toBeGreaterThan(0);

    const receipts = await receiptsOf(buyer);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe(RECEIPT_SV);
    expect(receipts[0].text).toContain('Köpt: KBT med terapeut (kvitto)');
    expect(receipts[0].text).toContain('Belopp: 0,00 kr');
    expect(receipts[0].text).toContain(`Datum: ${stockholmDay(new Date())}`);
    expect(receipts[0].text).toContain(`Betalnings-id: ${record.paymentId}`);
  });

  it('refuses to sell a model the client already holds, in sv and en', async () => {
    const buyer = await cardClient('en');
    expect((await buy(buyer, therapy)).statusCode).toBe(201);
    const en = await buy(buyer, therapy, { payment_method: 'swish' });
    expect(en.statusCode).toBe(409);
    expect(en.json<{ message: string }>().message).toBe(
      'You already have an active Therapist assisted subscription',
    );
    const sv = await buy(buyer, therapy, {}, 'sv');
    expect(sv.statusCode).toBe(409);
    expect(sv.json<{ message: string }>().message).toBe(
      'Du har redan en aktiv prenumeration av typen Therapist assisted',
    );
    // The other model is still for sale.
    expect((await buy(buyer, selfHelp)).statusCode).toBe(201);
    expect(await subscriptionsOf(buyer)).toHaveLength(2);
    const receipts = await receiptsOf(buyer);
    expect(receipts).toHaveLength(2);
    expect(receipts.every((mail) => mail.subject === RECEIPT_EN)).toBe(true);
  });

  it('fulfils a record paid by two requests at once only once', async () => {
    const buyer = await cardClient();
    const made = await buy(buyer, therapy, { payment_method: 'swish' });
    const { paymentId } = made.json<RecordView>();
    const pay = () =>
      as(buyer, 'POST', '/client/user/store-freecard-data', {
        free_card_number: '1234567890',
        valid_from: addDays(stockholmDay(new Date()), -10),
        valid_to: addDays(stockholmDay(new Date()), 200),
        region: 'Region Stockholm',
        payment_id: paymentId,
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toBe(
      'The payment method can only be changed before the payment has started (status: paid)',
    );
    expect(await subscriptionsOf(buyer)).toHaveLength(1);
    expect(await receiptsOf(buyer)).toHaveLength(1);
  });

  it('lengthens the subscription when two records of one model are both paid', async () => {
    const buyer = await cardClient();
    const first = (await buy(buyer, therapy, { payment_method: 'swish' })).json<RecordView>();
    const second = (await buy(buyer, therapy, { payment_method: 'swish' })).json<RecordView>();
    for (const record of [first, second]) {
      const paid = await as(buyer, 'POST', '/client/user/store-freecard-data', {
        free_card_number: '1234567890',
        valid_from: addDays(stockholmDay(new Date()), -10),
        valid_to: addDays(stockholmDay(new Date()), 200),
        region: 'Region Stockholm',
        payment_id: record.paymentId,
      });
      expect(paid.statusCode).toBe(200);
    }
    const subscriptions = await subscriptionsOf(buyer);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].endDate).toBe(addDays(todayUtc(), 168));
    expect(subscriptions[0].paymentRecord?.uuid).toBe(second.paymentId);
    expect(await receiptsOf(buyer)).toHaveLength(2);
  });

  it('turns an active trial into the paid subscription, keeping its module instances', async () => {
    const buyer = await cardClient();
    const trial = await as(
      buyer,
      'POST',
      `/api/users/${buyer.id}/program-subscriptions?self-flag=true`,
      {
        subscription_model_uuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
        program_ids: [paidProgram.id],
      },
    );
    expect(trial.statusCode).toBe(201);
    // A trial leaves the paid module out.
    expect(trial.json<{ modules: { id: number }[] }>().modules.map((item) => item.id)).toEqual([
      paidProgram.free,
    ]);
    const trialUuid = trial.json<{ uuid: string }>().uuid;
    const em = api.orm.em.fork();
    const first = await em.findOneOrFail(
      SubscriptionModule,
      { subscription: { uuid: trialUuid } },
      { orderBy: { position: 'asc' } },
    );
    em.create(ModuleInstance, { subscriptionModule: first, num: 1 });
    await em.flush();

    const paid = await buy(buyer, paidProgram.plan);
    expect(paid.statusCode).toBe(201);
    const subscriptions = await subscriptionsOf(buyer);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      uuid: trialUuid,
      isTrial: false,
      status: 'active',
      endDate: addDays(todayUtc(), 56),
    });
    expect(subscriptions[0].paymentRecord?.uuid).toBe(paid.json<RecordView>().paymentId);
    // The instance (and the answers hanging off it) stays on the same module of the subscription.
    expect(await em.fork().count(ModuleInstance, { subscriptionModule: first.id })).toBe(1);
    // The paid module is appended after the trial's, locked until its turn.
    const held = await em
      .fork()
      .find(
        SubscriptionModule,
        { subscription: { uuid: trialUuid } },
        { orderBy: { position: 'asc' } },
      );
    expect(held.map((item) => [item.module.id, item.isOpen])).toEqual([
      [paidProgram.free, true],
      [paidProgram.paid, false],
    ]);
    const views = (await as(buyer, 'GET', '/client/programs')).json<ProgramsView[]>();
    expect(views).toHaveLength(1);
    expect(views[0].end_date).toBe(addDays(todayUtc(), 56));
    const module = views[0].modules.find((item) => item.id === first.module.id);
    expect(module?.instances).toHaveLength(1);
    // Paid now: no second trial of the model, and no second purchase.
    const trialAgain = await as(
      buyer,
      'POST',
      `/api/users/${buyer.id}/program-subscriptions?self-flag=true`,
      {
        subscription_model_uuid: SUBSCRIPTION_MODELS.selfStudy.uuid,
        program_ids: [paidProgram.id],
      },
    );
    expect(trialAgain.statusCode).toBe(409);
    expect((await buy(buyer, paidProgram.plan)).statusCode).toBe(409);
    expect((await buy(buyer, selfHelp)).statusCode).toBe(409);
  });

  it('the expiry job marks records left initiated or pending 30 minutes expired, no others', async () => {
    const buyer = await cardClient();
    const swish = (plan: { id: number }) =>
      buy(buyer, plan, { payment_method: 'swish' }).then((r) => r.json<RecordView>().paymentId);
    const old = await swish(therapy);
    const oldPending = await swish(therapy);
    const fresh = await swish(selfHelp);
    const em = api.orm.em.fork();
    const ago = new Date(Date.now() - 31 * 60 * 1000);
    await em.nativeUpdate(PaymentRecord, { uuid: old }, { createdAt: ago });
    await em.nativeUpdate(
      PaymentRecord,
      { uuid: oldPending },
      { createdAt: ago, status: 'pending' },
    );
    const paidLongAgo = (await buy(buyer, therapy)).json<RecordView>().paymentId;
    await em.nativeUpdate(PaymentRecord, { uuid: paidLongAgo }, { createdAt: ago });

    const expiry = new PaymentExpiry(api.orm.em.fork(), api.app.get(Environment));
    expect(await expiry.askProviderOnceMore(new PaymentRecord())).toBe('unknown');
    expect(await expiry.run()).toBeGreaterThanOrEqual(2);
    const status = async (uuid: string) =>
      (await api.orm.em.fork().findOneOrFail(PaymentRecord, { uuid })).status;
    expect(await status(old)).toBe('expired');
    expect(await status(oldPending)).toBe('expired');
    expect(await status(fresh)).toBe('initiated');
    expect(await status(paidLongAgo)).toBe('paid');
  });
});
