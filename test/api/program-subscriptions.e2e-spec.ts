import { type LightMyRequestResponse } from 'fastify';
import { SUBSCRIPTION_MODELS } from 'src/programs/program-reference-data';
import { DEMO_PROGRAMS } from 'src/database/seeders/demo-programs.data';
import { User } from 'src/users/user.entity';
import { ProgramFixtures, SELF_STUDY, THERAPIST_ASSISTED } from '../support/program-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface ModuleView {
  id: number;
  name: string;
  position: number;
  is_open: boolean;
  locked: boolean;
  module_status: number;
  progress: number;
}

interface SubscriptionView {
  id: number;
  uuid: string;
  user_id: number;
  subscription_model_name: string;
  subscription_model_uuid: string;
  status: string;
  display_status: string;
  start_date: string | null;
  end_date: string | null;
  days_left: number | null;
  few_days_left: boolean;
  is_trial: boolean;
  temporary: boolean;
  progress: number;
  end_reason: string | null;
  end_comment: string | null;
  programs: { id: number; name: string }[];
  modules: ModuleView[];
}

const ADMIN = 'admin@example.com';
const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('client program subscriptions', () => {
  let api: TestApp;
  let users: UserFixtures;
  let programs: ProgramFixtures;
  let clientA: User;
  let clientB: User;
  let moduleIds: number[];
  let extraModule: number;
  let programId: number;
  let secondProgram: number;
  let selfStudyProgram: number;

  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    language: 'sv' | 'en' = 'en',
  ) => users.as(email, method, url, { payload, language });
  const body = (response: LightMyRequestResponse) => response.json<SubscriptionView>();
  const failure = (response: LightMyRequestResponse) =>
    response.json<{ message: string; errors?: Record<string, string | string[]> }>();
  const base = (user: { id: number }) => `/api/users/${user.id}/program-subscriptions`;
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  async function subscribe(
    user: { id: number },
    payload: Record<string, unknown>,
    email = ADMIN,
  ): Promise<SubscriptionView> {
    const response = await as(email, 'POST', base(user), payload);
    expect(response.statusCode).toBe(201);
    return body(response);
  }

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    users = new UserFixtures(api);
    programs = new ProgramFixtures(api);
    clientA = await users.user(
      { email: `a-${programs.tag}@sub.test`, firstName: 'A', lastName: 'Client' },
      { withPassword: true },
    );
    clientB = await users.user(
      { email: `b-${programs.tag}@sub.test`, firstName: 'B', lastName: 'Client' },
      { withPassword: true },
    );
    moduleIds = [
      await programs.module(`${programs.tag} Ett`, { en: 'One' }),
      await programs.module(`${programs.tag} Två`, { en: 'Two' }),
      await programs.module(`${programs.tag} Tre`, { en: 'Three' }),
    ];
    extraModule = await programs.module(`${programs.tag} Extra`, { en: 'Extra' });
    // Only published modules are given to clients (fixture modules are drafts).
    await sql('update modules set is_published = true where id = ?', [extraModule]);
    programId = await programs.program({ modules: moduleIds.slice(0, 2), duration: 56 });
    secondProgram = await programs.program({ modules: [moduleIds[2]], duration: 28 });
    selfStudyProgram = await programs.program({
      subscription_model_uuid: SELF_STUDY,
      modules: [moduleIds[0]],
    });
  });
  afterAll(async () => {
    await users.cleanUp();
    await api.close();
  });

  describe('creating', () => {
    let created: SubscriptionView;

    it('gives a client a subscription with its programs’ modules, the first one open', async () => {
      created = await subscribe(clientA, {
        subscription_model_uuid: THERAPIST_ASSISTED,
        program_ids: [programId],
        lang: 'en',
      });
      expect(created).toMatchObject({
        user_id: clientA.id,
        subscription_model_name: 'Therapist assisted',
        subscription_model_uuid: THERAPIST_ASSISTED,
        status: 'active',
        display_status: 'active',
        start_date: TODAY,
        end_date: inDays(56),
        days_left: 56,
        few_days_left: false,
        is_trial: false,
        temporary: false,
        progress: 0,
      });
      expect(created.programs.map((program) => program.id)).toEqual([programId]);
      expect(created.modules.map((module) => [module.id, module.name, module.is_open])).toEqual([
        [moduleIds[0], 'One', true],
        [moduleIds[1], 'Two', false],
      ]);
    });

    it('refuses a second subscription of a kind the client holds (append rule), in sv and en', async () => {
      const payload = { subscription_model_uuid: THERAPIST_ASSISTED };
      const sv = await as(ADMIN, 'POST', base(clientA), payload, 'sv');
      const en = await as(ADMIN, 'POST', base(clientA), payload, 'en');
      expect(sv.statusCode).toBe(409);
      expect(failure(sv).message).toBe(
        'Klienten har redan en aktiv prenumeration av typen Therapist assisted. Bara den typ som saknas kan läggas till',
      );
      expect(en.statusCode).toBe(409);
      expect(failure(en).message).toBe(
        'The client already has an active Therapist assisted subscription. Only the kind that is missing can be added',
      );
    });

    it('adds the kind that is missing', async () => {
      const selfStudy = await subscribe(clientA, {
        subscription_model_uuid: SELF_STUDY,
        program_ids: [selfStudyProgram],
        end_date: inDays(10),
      });
      expect(selfStudy).toMatchObject({
        subscription_model_name: 'Self study',
        end_date: inDays(10),
      });
      const types = await as(ADMIN, 'GET', `/api/users/${clientA.id}/program-subscriptions-types`);
      expect(types.statusCode).toBe(200);
      expect(types.json<{ subscription_types: unknown[] }>().subscription_types).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            subscription_model_uuid: SELF_STUDY,
            active: true,
            can_add: false,
          }),
          expect.objectContaining({
            subscription_model_uuid: THERAPIST_ASSISTED,
            active: true,
            can_add: false,
          }),
        ]),
      );
    });

    it('answers 400 naming the field for bad input', async () => {
      const missing = await as(ADMIN, 'POST', base(clientB), {}, 'sv');
      expect(missing.statusCode).toBe(400);
      expect(failure(missing).errors?.subscription_model_uuid).toContain(
        'Prenumerationsmodell är obligatorisk',
      );
      const otherModel = await as(ADMIN, 'POST', base(clientB), {
        subscription_model_uuid: SELF_STUDY,
        program_ids: [programId],
      });
      expect(otherModel.statusCode).toBe(400);
      expect(failure(otherModel).errors?.program_ids).toEqual(
        `Program ${programId} belongs to another subscription model`,
      );
      const badDate = await as(ADMIN, 'POST', base(clientB), {
        subscription_model_uuid: SELF_STUDY,
        end_date: '2026-02-30',
      });
      expect(badDate.statusCode).toBe(400);
      expect(failure(badDate).errors?.end_date).toEqual('Give a date as YYYY-MM-DD');
      const staff = await as(
        ADMIN,
        'POST',
        `/api/users/${await users.id('hc@example.com')}/program-subscriptions`,
        {
          subscription_model_uuid: SELF_STUDY,
        },
      );
      expect(staff.statusCode).toBe(409);
      expect(failure(staff).message).toBe('Program subscriptions can only be given to clients');
    });

    it('writes the access log with the client as subject and audits the change', async () => {
      const log = await sql<{ action: string; resource: string }>(
        `select action, resource from access_log where client_uuid = ? and resource_id = ?`,
        [clientA.uuid, created.uuid],
      );
      expect(log).toContainEqual({ action: 'create', resource: 'program-subscription' });
      const audit = await sql<{ event: string }>(
        `select event from audit_events where subject_id = ?`,
        [created.uuid],
      );
      expect(audit).toContainEqual({ event: 'program-subscription.create' });
    });
  });

  describe('reading', () => {
    it('lists the subscriptions in the locale, filtered by model name, Swedish without a locale', async () => {
      const en = await as(ADMIN, 'GET', `${base(clientA)}/en`);
      expect(en.statusCode).toBe(200);
      const list = en.json<{ program_subscriptions: SubscriptionView[] }>().program_subscriptions;
      expect(list.map((item) => item.subscription_model_name).sort()).toEqual([
        'Self study',
        'Therapist assisted',
      ]);
      const filtered = await as(
        ADMIN,
        'GET',
        `${base(clientA)}/en?subscription_model_name=Self%20study`,
      );
      expect(
        filtered.json<{ program_subscriptions: SubscriptionView[] }>().program_subscriptions,
      ).toHaveLength(1);
      const sv = await as(ADMIN, 'GET', base(clientA));
      const assisted = sv
        .json<{ program_subscriptions: SubscriptionView[] }>()
        .program_subscriptions.find((item) => item.subscription_model_uuid === THERAPIST_ASSISTED);
      expect(assisted?.modules[0].name).toBe(`${programs.tag} Ett`);
      const log = await sql<{ action: string }>(
        `select action from access_log where client_uuid = ? and resource = 'program-subscription' and action = 'read'`,
        [clientA.uuid],
      );
      expect(log.length).toBeGreaterThan(0);
    });

    it('lets a client read their own subscriptions only (another’s is 404)', async () => {
      const own = await as(clientA.email, 'GET', `${base(clientA)}/sv`);
      expect(own.statusCode).toBe(200);
      expect(
        own.json<{ program_subscriptions: SubscriptionView[] }>().program_subscriptions,
      ).toHaveLength(2);
      const other = await as(clientB.email, 'GET', `${base(clientA)}/sv`);
      expect(other.statusCode).toBe(404);
      const change = await as(
        clientA.email,
        'POST',
        `${base(clientA)}/${THERAPIST_ASSISTED}/cancel`,
      );
      expect(change.statusCode).toBe(403);
    });

    it('estimates an end date from today (400 for a bad number of days)', async () => {
      const ok = await as(
        ADMIN,
        'GET',
        `/api/users/get-estimated-subscription-end-date/30/${clientA.id}`,
      );
      expect(ok.json()).toEqual({
        user_id: clientA.id,
        number_of_days: 30,
        start_date: TODAY,
        end_date: inDays(30),
      });
      const bad = await as(
        ADMIN,
        'GET',
        `/api/users/get-estimated-subscription-end-date/0/${clientA.id}`,
      );
      expect(bad.statusCode).toBe(400);
      expect(failure(bad).errors?.numberOfDays).toBe(
        'The number of days must be a whole number between 1 and 3650',
      );
    });
  });

  describe('modules and programs', () => {
    const url = () => `${base(clientA)}/${THERAPIST_ASSISTED}`;

    it('adds modules closed or open, once per subscription', async () => {
      const added = await as(ADMIN, 'POST', `${url()}/modules`, {
        module_ids: [extraModule],
        is_open: false,
        lang: 'en',
      });
      expect(added.statusCode).toBe(201);
      expect(body(added).modules.at(-1)).toMatchObject({
        id: extraModule,
        name: 'Extra',
        position: 3,
        is_open: false,
        locked: true,
      });
      const again = await as(ADMIN, 'POST', `${url()}/modules`, { module_ids: [extraModule] });
      expect(again.statusCode).toBe(409);
      expect(failure(again).message).toBe(`Module ${extraModule} is already in the subscription`);
      const unknown = await as(ADMIN, 'POST', `${url()}/modules`, { module_ids: [2147483000] });
      expect(unknown.statusCode).toBe(400);
      expect(failure(unknown).errors?.module_ids).toBe('There is no module 2147483000');
    });

    it('offers only published modules to add, and refuses a draft in sv and en', async () => {
      const draft = await programs.module(`${programs.tag} Utkast`, { en: 'Draft' });
      const options = await as(ADMIN, 'GET', '/api/programs/options/modules/sv?published=true');
      expect(options.statusCode).toBe(200);
      const offered = options.json<{ id: number; name: string; is_published: boolean }[]>();
      expect(offered.map((option) => option.id)).toContain(extraModule);
      expect(offered.map((option) => option.id)).not.toContain(draft);
      // The demo data's draft module.
      expect(offered.map((option) => option.name)).not.toContain('Stresshantering (utkast)');
      expect(offered.every((option) => option.is_published)).toBe(true);
      // The program editor still lists drafts.
      const all = await as(ADMIN, 'GET', '/api/programs/options/modules/sv');
      expect(all.json<{ id: number }[]>().map((option) => option.id)).toContain(draft);

      const sv = await as(ADMIN, 'POST', `${url()}/modules`, { module_ids: [draft] }, 'sv');
      expect(sv.statusCode).toBe(400);
      expect(failure(sv).errors?.module_ids).toBe(
        `Modulen ${draft} är inte publicerad och kan inte ges till en klient`,
      );
      const en = await as(ADMIN, 'POST', `${url()}/modules`, { module_ids: [draft] }, 'en');
      expect(en.statusCode).toBe(400);
      expect(failure(en).errors?.module_ids).toBe(
        `Module ${draft} is not published and cannot be given to a client`,
      );
      const created = await as(ADMIN, 'POST', base(clientB), {
        subscription_model_uuid: THERAPIST_ASSISTED,
        module_ids: [draft],
      });
      expect(created.statusCode).toBe(400);
      expect(failure(created).errors?.module_ids).toBe(
        `Module ${draft} is not published and cannot be given to a client`,
      );
      const [held] = await sql<{ n: number }>(
        'select count(*)::int as n from subscription_modules where module_id = ?',
        [draft],
      );
      expect(held?.n).toBe(0);
    });

    it('reorders to exactly the order sent and refuses a list that is not a permutation', async () => {
      const order = [extraModule, moduleIds[1], moduleIds[0]];
      const ok = await as(ADMIN, 'PUT', `${url()}/modules`, { modules: order });
      expect(ok.statusCode).toBe(200);
      expect(body(ok).modules.map((module) => [module.id, module.position])).toEqual([
        [extraModule, 1],
        [moduleIds[1], 2],
        [moduleIds[0], 3],
      ]);
      const missing = await as(ADMIN, 'PUT', `${url()}/modules`, { modules: [extraModule] }, 'sv');
      expect(missing.statusCode).toBe(400);
      expect(failure(missing).errors?.modules).toBe(
        `Listan måste innehålla varje modul i prenumerationen exakt en gång: ${moduleIds[1]}, ${moduleIds[0]} saknas, - hör inte till den`,
      );
      const doubled = await as(ADMIN, 'PUT', `${url()}/modules`, {
        modules: [extraModule, extraModule, moduleIds[0]],
      });
      expect(doubled.statusCode).toBe(400);
      expect(failure(doubled).errors?.modules).toBe(
        `Module ${extraModule} appears more than once in the list`,
      );
    });

    it('locks, unlocks (an empty body opens) and removes a module; the rest close up', async () => {
      const locked = await as(ADMIN, 'PUT', `${url()}/modules/${moduleIds[1]}`, { is_open: false });
      expect(body(locked).modules.find((m) => m.id === moduleIds[1])?.is_open).toBe(false);
      const opened = await as(ADMIN, 'PUT', `${url()}/modules/${moduleIds[1]}`, {});
      expect(body(opened).modules.find((m) => m.id === moduleIds[1])?.is_open).toBe(true);
      const notThere = await as(ADMIN, 'PUT', `${url()}/modules/${moduleIds[2]}`, {});
      expect(notThere.statusCode).toBe(404);
      const removed = await as(ADMIN, 'DELETE', `${url()}/modules/${extraModule}`);
      expect(removed.statusCode).toBe(200);
      expect(body(removed).modules.map((module) => [module.id, module.position])).toEqual([
        [moduleIds[1], 1],
        [moduleIds[0], 2],
      ]);
    });

    it('answers progress as the average of its modules’ progress', async () => {
      await sql(
        `update subscription_modules set progress = case module_id when ? then 100 else 50 end
          where subscription_id = (select id from program_subscriptions where user_id = ? and subscription_model_id = (select id from subscription_models where uuid = ?))`,
        [moduleIds[0], clientA.id, THERAPIST_ASSISTED],
      );
      const list = (await as(ADMIN, 'GET', `${base(clientA)}/en`)).json<{
        program_subscriptions: SubscriptionView[];
      }>().program_subscriptions;
      expect(
        list.find((item) => item.subscription_model_uuid === THERAPIST_ASSISTED)?.progress,
      ).toBe(75);
    });

    it('adds a program with its modules and cancels it again', async () => {
      const wrong = await as(ADMIN, 'POST', `${url()}/programs`, { program_id: selfStudyProgram });
      expect(wrong.statusCode).toBe(400);
      const added = await as(ADMIN, 'POST', `${url()}/programs`, { program_id: secondProgram });
      expect(added.statusCode).toBe(201);
      expect(body(added).programs.map((program) => program.id)).toEqual([programId, secondProgram]);
      expect(body(added).modules.map((module) => module.id)).toEqual([
        moduleIds[1],
        moduleIds[0],
        moduleIds[2],
      ]);
      const twice = await as(ADMIN, 'POST', `${url()}/programs`, { program_id: secondProgram });
      expect(twice.statusCode).toBe(409);
      const cancelled = await as(ADMIN, 'POST', `${url()}/programs/${secondProgram}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(body(cancelled).programs.map((program) => program.id)).toEqual([programId]);
      expect(body(cancelled).modules.map((module) => module.id)).toEqual([
        moduleIds[1],
        moduleIds[0],
      ]);
      const gone = await as(ADMIN, 'POST', `${url()}/programs/${secondProgram}/cancel`);
      expect(gone.statusCode).toBe(404);
    });

    it('keeps a module the client has started: removing it is refused, cancelling its program leaves it', async () => {
      const added = await as(ADMIN, 'POST', `${url()}/programs`, { program_id: secondProgram });
      expect(added.statusCode).toBe(201);
      // A round of the second program's module, reset to 0 % (as a new round starts).
      await sql(
        `insert into module_instances (subscription_module_id, num, completed_at, progress)
         select sm.id, 1, now(), 100 from subscription_modules sm
           join program_subscriptions ps on ps.id = sm.subscription_id
          where ps.user_id = ? and sm.module_id = ?`,
        [clientA.id, moduleIds[2]],
      );
      await sql(
        `update subscription_modules set progress = 0 where module_id = ?
           and subscription_id in (select id from program_subscriptions where user_id = ?)`,
        [moduleIds[2], clientA.id],
      );
      const refused = await as(
        ADMIN,
        'DELETE',
        `${url()}/modules/${moduleIds[2]}`,
        undefined,
        'sv',
      );
      expect(refused.statusCode).toBe(409);
      expect(failure(refused).message).toBe(
        'Klienten har påbörjat modulen, så den kan inte tas bort: svaren och rapporterna ska finnas kvar. Lås modulen i stället',
      );
      const english = await as(ADMIN, 'DELETE', `${url()}/modules/${moduleIds[2]}`);
      expect(failure(english).message).toBe(
        'The client has started this module, so it cannot be removed: the answers and reports must be kept. Lock the module instead',
      );
      const cancelled = await as(ADMIN, 'POST', `${url()}/programs/${secondProgram}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(body(cancelled).modules.map((module) => module.id)).toEqual([
        moduleIds[1],
        moduleIds[0],
        moduleIds[2],
      ]);
      const [rounds] = await sql<{ count: string }>(
        `select count(*) from module_instances i join subscription_modules sm on sm.id = i.subscription_module_id
           join program_subscriptions ps on ps.id = sm.subscription_id
          where ps.user_id = ? and sm.module_id = ?`,
        [clientA.id, moduleIds[2]],
      );
      expect(Number(rounds.count)).toBe(1);
    });
  });

  describe('dates and states', () => {
    const selfStudy = () => `${base(clientA)}/${SELF_STUDY}`;

    it('extends the end date and flags fewer than 3 days left', async () => {
      const soon = await as(ADMIN, 'PUT', selfStudy(), { end_date: inDays(2) });
      expect(soon.statusCode).toBe(200);
      expect(body(soon)).toMatchObject({ end_date: inDays(2), days_left: 2, few_days_left: true });
      const later = await as(ADMIN, 'PUT', selfStudy(), { end_date: inDays(40) });
      expect(body(later)).toMatchObject({ days_left: 40, few_days_left: false });
      const past = await as(ADMIN, 'PUT', selfStudy(), { end_date: '2020-01-01' });
      expect(past.statusCode).toBe(400);
      expect(failure(past).errors?.end_date).toBe('The end date must not be in the past');
    });

    it('answers an active subscription past its end date as expired (inactive), refuses changes, and an extension reactivates it', async () => {
      await sql(
        `update program_subscriptions set end_date = ? where user_id = ? and subscription_model_id = (select id from subscription_models where uuid = ?)`,
        [inDays(-1), clientA.id, SELF_STUDY],
      );
      const list = (
        await as(ADMIN, 'GET', `${base(clientA)}/en?subscription_model_name=Self%20study`)
      ).json<{
        program_subscriptions: SubscriptionView[];
      }>().program_subscriptions;
      expect(list[0]).toMatchObject({
        status: 'expired',
        display_status: 'inactive',
        days_left: 0,
      });
      const change = await as(ADMIN, 'POST', `${selfStudy()}/modules`, {
        module_ids: [extraModule],
      });
      expect(change.statusCode).toBe(409);
      expect(failure(change).message).toBe(
        'The subscription is not active (expired) and cannot be changed',
      );
      const extended = await as(ADMIN, 'PUT', selfStudy(), { end_date: inDays(5) });
      expect(body(extended)).toMatchObject({ status: 'active', days_left: 5 });
    });

    it('cancels; a cancelled subscription cannot be changed (sv and en)', async () => {
      const cancelled = await as(ADMIN, 'POST', `${selfStudy()}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(body(cancelled).status).toBe('cancelled');
      const sv = await as(ADMIN, 'PUT', selfStudy(), { end_date: inDays(9) }, 'sv');
      expect(sv.statusCode).toBe(409);
      expect(failure(sv).message).toBe(
        'Prenumerationen är inte aktiv (cancelled) och kan inte ändras',
      );
      const en = await as(ADMIN, 'POST', `${selfStudy()}/cancel`, undefined, 'en');
      expect(en.statusCode).toBe(409);
      expect(failure(en).message).toBe(
        'The subscription is not active (cancelled) and cannot be changed',
      );
    });

    it('ends a treatment with an end_treatment reason, for good', async () => {
      const url = `${base(clientA)}/${THERAPIST_ASSISTED}/end-treatment`;
      const missing = await as(ADMIN, 'POST', url, {}, 'sv');
      expect(missing.statusCode).toBe(400);
      expect(failure(missing).errors?.reason).toBe(
        'Välj en anledning till att behandlingen avslutas',
      );
      const unknown = await as(ADMIN, 'POST', url, { reason: 'bored' });
      expect(unknown.statusCode).toBe(400);
      expect(failure(unknown).errors?.reason).toBe(
        'Unknown reason: choose one of the reasons in the list',
      );
      const ended = await as(ADMIN, 'POST', url, { reason: 'completed', comment: 'Klar' });
      expect(ended.statusCode).toBe(200);
      expect(body(ended)).toMatchObject({
        status: 'ended',
        display_status: 'ended',
        end_reason: 'completed',
        end_comment: 'Klar',
      });
      const again = await as(ADMIN, 'POST', url, { reason: 'completed' }, 'sv');
      expect(again.statusCode).toBe(409);
      expect(failure(again).message).toBe('Behandlingen är redan avslutad');
      const change = await as(
        ADMIN,
        'PUT',
        `${base(clientA)}/${THERAPIST_ASSISTED}/modules/${moduleIds[0]}`,
        {},
      );
      expect(change.statusCode).toBe(409);
      // Ended and cancelled subscriptions no longer hold their kind.
      await subscribe(clientA, { subscription_model_uuid: THERAPIST_ASSISTED });
    });
  });

  describe('a client buying for themself (self-flag)', () => {
    it('gets a 30-day trial, for their own id only', async () => {
      const buyer = await users.user(
        { email: `buyer-${programs.tag}@sub.test`, firstName: 'K', lastName: 'Köpare' },
        { withPassword: true },
      );
      const trial = await as(buyer.email, 'POST', `${base(buyer)}?self-flag=true`, {
        subscription_model_uuid: SELF_STUDY,
        program_ids: [selfStudyProgram],
      });
      expect(trial.statusCode).toBe(201);
      expect(body(trial)).toMatchObject({
        subscription_model_name: 'Self study',
        is_trial: true,
        start_date: TODAY,
        end_date: inDays(30),
        days_left: 30,
      });
      expect(body(trial).modules.map((module) => module.id)).toEqual([moduleIds[0]]);
      const forOther = await as(
        buyer.email,
        'POST',
        `${base(clientB)}?self-flag=true`,
        {
          subscription_model_uuid: SELF_STUDY,
        },
        'sv',
      );
      expect(forOther.statusCode).toBe(403);
      expect(failure(forOther).message).toBe('Du kan bara köpa en prenumeration till dig själv');
      const withoutFlag = await as(buyer.email, 'POST', base(buyer), {
        subscription_model_uuid: THERAPIST_ASSISTED,
      });
      expect(withoutFlag.statusCode).toBe(403);
      const dates = await as(buyer.email, 'POST', `${base(buyer)}?self-flag=true`, {
        subscription_model_uuid: THERAPIST_ASSISTED,
        end_date: inDays(90),
      });
      expect(dates.statusCode).toBe(400);
      expect(failure(dates).errors?.end_date).toBe(
        'A trial starts today and lasts 30 days: dates cannot be given',
      );
      const twice = await as(buyer.email, 'POST', `${base(buyer)}?self-flag=true`, {
        subscription_model_uuid: SELF_STUDY,
      });
      expect(twice.statusCode).toBe(409);
      // Once the trial has run out, asking again does not renew it.
      await sql(`update program_subscriptions set end_date = ? where uuid = ?`, [
        inDays(-1),
        body(trial).uuid,
      ]);
      const again = await as(
        buyer.email,
        'POST',
        `${base(buyer)}?self-flag=true`,
        { subscription_model_uuid: SELF_STUDY },
        'sv',
      );
      expect(again.statusCode).toBe(409);
      expect(failure(again).message).toBe('Du har redan haft en provperiod av Self study');
    });

    it('never opens a module a therapist locked, nor grants a paid one', async () => {
      const buyer = await users.user(
        { email: `locked-${programs.tag}@sub.test`, firstName: 'L', lastName: 'Låst' },
        { withPassword: true },
      );
      const paid = await programs.module(`${programs.tag} Betald`, { en: 'Paid' });
      await sql('update modules set billable = true where id = ?', [paid]);
      // The real subscription: the therapist locks the first module, the second is not yet open.
      const real = await subscribe(buyer, {
        subscription_model_uuid: THERAPIST_ASSISTED,
        program_ids: [programId],
      });
      const lock = await as(ADMIN, 'PUT', `${base(buyer)}/${real.uuid}/modules/${moduleIds[0]}`, {
        is_open: false,
      });
      expect(lock.statusCode).toBe(200);
      const url = `${base(buyer)}?self-flag=true`;

      // The probe's call: extra modules and every module open.
      const probe = await as(
        buyer.email,
        'POST',
        url,
        {
          subscription_model_uuid: SELF_STUDY,
          program_ids: [selfStudyProgram],
          module_ids: [moduleIds[1], paid, extraModule],
          open_all_modules: true,
        },
        'sv',
      );
      expect(probe.statusCode).toBe(400);
      expect(failure(probe).errors?.module_ids).toBe(
        'Du kan inte själv lägga till moduler: de kommer med programmen',
      );
      const openAll = await as(buyer.email, 'POST', url, {
        subscription_model_uuid: SELF_STUDY,
        open_all_modules: true,
      });
      expect(openAll.statusCode).toBe(400);
      expect(failure(openAll).errors?.open_all_modules).toBe(
        'You cannot open every module yourself',
      );

      // A program that opens all its modules: the locked ones stay locked, the paid one is left out.
      const openProgram = await programs.program({
        subscription_model_uuid: SELF_STUDY,
        modules: [moduleIds[0], paid, moduleIds[1], moduleIds[2]],
        open_all_modules: true,
      });
      const own = await as(buyer.email, 'POST', url, {
        subscription_model_uuid: SELF_STUDY,
        program_ids: [openProgram],
      });
      expect(own.statusCode).toBe(201);
      expect(
        body(own).modules.map((module) => ({ id: module.id, is_open: module.is_open })),
      ).toEqual([
        { id: moduleIds[0], is_open: false },
        { id: moduleIds[1], is_open: false },
        { id: moduleIds[2], is_open: true },
      ]);
      const [granted] = await sql<{ count: string }>(
        `select count(*) from subscription_modules sm
           join program_subscriptions s on s.id = sm.subscription_id
          where s.user_id = ? and sm.module_id = ?`,
        [buyer.id, paid],
      );
      expect(Number(granted?.count)).toBe(0);

      // A module the therapist adds locked to the real subscription later is locked in the trial
      // as well (here it was in the trial already, open).
      const later = await programs.module(`${programs.tag} Senare`, { en: 'Later' });
      await sql('update modules set is_published = true where id = ?', [later]);
      const laterProgram = await programs.program({
        subscription_model_uuid: THERAPIST_ASSISTED,
        modules: [later],
      });
      await sql(
        `insert into subscription_modules (subscription_id, module_id, position, is_open)
         select id, ?, 10, true from program_subscriptions where uuid = ?`,
        [later, body(own).uuid],
      );
      const laterUrl = `/client/module/${body(own).uuid}/${later}/en`;
      expect((await as(buyer.email, 'GET', laterUrl)).statusCode).toBe(200);
      const added = await as(ADMIN, 'POST', `${base(buyer)}/${real.uuid}/programs`, {
        program_id: laterProgram,
      });
      expect(added.statusCode).toBeLessThan(300);
      const closed = await as(buyer.email, 'GET', laterUrl);
      expect(closed.statusCode).toBe(409);
      expect(failure(closed).message).toBe(
        'The module is locked: your therapist opens it when it is time',
      );
    });
  });

  describe('temporary subscriptions (a user not yet activated)', () => {
    it('are listed on the edit-temp screens until the user activates', async () => {
      const invitee = await users.user({
        email: `invitee-${programs.tag}@sub.test`,
        firstName: 'I',
        lastName: 'Inbjuden',
      });
      const created = await subscribe(invitee, {
        subscription_model_uuid: THERAPIST_ASSISTED,
        program_ids: [programId],
      });
      expect(created.temporary).toBe(true);
      const list = await as(ADMIN, 'GET', `/api/users/program_subscription_temp/${invitee.id}`);
      expect(list.statusCode).toBe(200);
      expect(
        list
          .json<{ program_subscription_temp: SubscriptionView[] }>()
          .program_subscription_temp.map((item) => item.uuid),
      ).toEqual([created.uuid]);
      const one = await as(
        ADMIN,
        'GET',
        `/api/users/program_subscription_temp/${invitee.id}/edit/${created.id}`,
      );
      expect(one.statusCode).toBe(200);
      expect(body(one).uuid).toBe(created.uuid);
      const editTemp = await as(ADMIN, 'GET', `/api/users/${invitee.id}/edit-temp`);
      expect(editTemp.statusCode).toBe(200);
      expect(
        editTemp
          .json<{ program_subscription_temp: SubscriptionView[] }>()
          .program_subscription_temp.map((item) => item.uuid),
      ).toEqual([created.uuid]);
      // Not temporary for an activated user.
      const activeUser = await as(
        ADMIN,
        'GET',
        `/api/users/program_subscription_temp/${clientA.id}`,
      );
      expect(
        activeUser.json<{ program_subscription_temp: SubscriptionView[] }>()
          .program_subscription_temp,
      ).toEqual([]);
      await sql('update users set activated_at = now() where id = ?', [invitee.id]);
      const after = await as(ADMIN, 'GET', `/api/users/program_subscription_temp/${invitee.id}`);
      expect(
        after.json<{ program_subscription_temp: SubscriptionView[] }>().program_subscription_temp,
      ).toEqual([]);
      const oneAfter = await as(
        ADMIN,
        'GET',
        `/api/users/program_subscription_temp/${invitee.id}/edit/${created.id}`,
      );
      expect(oneAfter.statusCode).toBe(404);
    });
  });

  describe('therapists', () => {
    it('reach the clients they are responsible for, and no one else', async () => {
      const therapistId = await users.id('therapist-premium@example.com');
      const own = await users.user({
        email: `own-${programs.tag}@sub.test`,
        firstName: 'E',
        lastName: 'Egen',
        healthCoach: therapistId,
      });
      const created = await as('therapist-premium@example.com', 'POST', base(own), {
        subscription_model_uuid: THERAPIST_ASSISTED,
      });
      expect(created.statusCode).toBe(201);
      const read = await as('therapist-premium@example.com', 'GET', `${base(own)}/sv`);
      expect(read.statusCode).toBe(200);
      const foreign = await as('therapist-premium@example.com', 'GET', `${base(clientA)}/sv`);
      expect(foreign.statusCode).toBe(404);
      const foreignChange = await as(
        'clinic-therapist@example.com',
        'POST',
        `${base(own)}/${THERAPIST_ASSISTED}/cancel`,
      );
      expect(foreignChange.statusCode).toBe(404);
    });
  });

  describe('the demo data', () => {
    it('gives the demo client an active Therapist assisted subscription to Må bättre with progress', async () => {
      const client = await api.orm.em.fork().findOneOrFail(User, { email: 'client@example.com' });
      const list = (
        await as(ADMIN, 'GET', `${base(client)}/sv?subscription_model_name=Therapist%20assisted`)
      ).json<{
        program_subscriptions: SubscriptionView[];
      }>().program_subscriptions;
      const demo = list.find((item) =>
        item.programs.some((program) => program.name.startsWith('Må bättre')),
      );
      expect(demo).toMatchObject({
        status: 'active',
        subscription_model_uuid: SUBSCRIPTION_MODELS.therapistAssisted.uuid,
      });
      expect(demo?.progress).toBeGreaterThan(0);
      const [program] = await sql<{ id: number }>('select id from programs where uuid = ?', [
        DEMO_PROGRAMS.icbt.uuid,
      ]);
      expect(demo?.programs.map((item) => item.id)).toEqual([program.id]);
    });
  });
});
