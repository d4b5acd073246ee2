import { type LightMyRequestResponse } from 'fastify';
import { Notification } from 'src/care-team/notification.entity';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { DEMO_CLINIC } from 'src/database/seeders/demo-accounts';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { ClientHold } from 'src/specialists/client-hold.entity';
import { SpecialistClientNote } from 'src/specialists/specialist-client-note.entity';
import { SpecialistClientState } from 'src/specialists/specialist-client-state.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { addDays, todayUtc } from 'src/subscriptions/subscription-dates';
import { User } from 'src/users/user.entity';
import { chatPair, conversationOf } from '../support/chat-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Row {
  id: number;
  uuid: string;
  email: string;
  passive: boolean;
  ending_soon: boolean;
  days_left: number | null;
  subscription_models: string[];
  badges: {
    waiting_approvals: number;
    unread_risk_flags: number;
    new_reports: number;
    total: number;
  };
  blocked: { active: boolean; message: string | null; end_date: string | null };
  snoozed: { active: boolean; message: string | null; end_date: string | null };
}

/**
 * The specialists' views (backend/src/specialists): each caller sees exactly their clients, a
 * client outside their care answers 404 on every route, notes and summaries are access-logged, and
 * bad input answers 400 in Swedish and English.
 */
describe('Specialists: clients, summaries, notes, passive, block and snooze', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  let demoClient: User;
  let clinicClient: User;
  let therapist: User;
  let mine: User;
  let ending: User;
  const demoIds: number[] = [];

  const emails = (response: LightMyRequestResponse) =>
    response.json<{ data: Row[] }>().data.map((row) => row.email);
  const rowOf = (response: LightMyRequestResponse, email: string) =>
    response.json<{ data: Row[] }>().data.find((row) => row.email === email);
  const accessLog = async (clientUuid: string, resource: string) =>
    api.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string; actor_uuid: string }[]>(
        'select action, actor_uuid from access_log where client_uuid = ? and resource = ? order by id',
        [clientUuid, resource],
      );

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    const em = api.orm.em.fork();
    demoClient = await em.findOneOrFail(User, { email: 'client@example.com' });
    clinicClient = await em.findOneOrFail(User, { email: DEMO_CLINIC.client });
    demoIds.push(demoClient.id, clinicClient.id);
    therapist = await fixtures.user(
      {
        email: 'spec-therapist@sinnro.test',
        firstName: 'Siri',
        lastName: 'Terapeut',
        role: 'therapist-premium',
      },
      { withPassword: true },
    );
    mine = await fixtures.user({
      email: 'spec-mine@sinnro.test',
      firstName: 'Maja',
      lastName: 'Min',
    });
    ending = await fixtures.user({
      email: 'spec-ending@sinnro.test',
      firstName: 'Elis',
      lastName: 'Slut',
    });
    const model = await em.findOneOrFail(SubscriptionModel, { name: 'Therapist assisted' });
    em.create(TherapistAssignment, { client: mine.id, therapist: therapist.id });
    em.create(TherapistAssignment, { client: ending.id, therapist: therapist.id });
    em.create(ProgramSubscription, {
      user: ending.id,
      subscriptionModel: model,
      startDate: addDays(todayUtc(), -30),
      endDate: addDays(todayUtc(), 1),
    });
    em.create(ProgramSubscription, {
      user: mine.id,
      subscriptionModel: model,
      startDate: addDays(todayUtc(), -3),
      endDate: addDays(todayUtc(), 60),
    });
    await em.flush();
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    // Rows about the demo clients made here (the fixtures' own go with their accounts).
    await em.nativeDelete(SpecialistClientNote, { client: { $in: demoIds } });
    await em.nativeDelete(ClientHold, { client: { $in: demoIds } });
    await em.nativeDelete(SpecialistClientState, { client: { $in: demoIds } });
    await fixtures.cleanUp();
    await api.close();
  });

  describe('get-my-candidates', () => {
    it('gives each role exactly its clients', async () => {
      const premium = await as('therapist-premium@example.com', 'POST', '/api/get-my-candidates', {
        payload: {},
      });
      expect(premium.statusCode).toBe(200);
      expect(emails(premium)).toEqual(['client@example.com']);
      expect(rowOf(premium, 'client@example.com')).toMatchObject({
        subscription_models: ['Therapist assisted'],
        ending_soon: false,
        passive: false,
        blocked: { active: false },
      });

      const clinic = await as('clinic-therapist@example.com', 'POST', '/api/get-my-candidates', {
        payload: {},
      });
      expect(emails(clinic)).toEqual([DEMO_CLINIC.client]);
      // The clinic admin reaches the clinic's clients by the clinic membership, never its staff.
      const clinicAdmin = await as('clinic-admin@example.com', 'POST', '/api/get-my-candidates', {
        payload: { per_page: 200 },
      });
      expect(emails(clinicAdmin)).toEqual([DEMO_CLINIC.client]);

      const mineList = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(emails(mineList)).toEqual([mine.email, ending.email]);

      for (const staff of ['hc@example.com', 'admin@example.com']) {
        const all = await as(staff, 'POST', '/api/get-my-candidates', {
          payload: { search: 'klinik', per_page: 200 },
        });
        expect(all.statusCode).toBe(200);
        expect(emails(all)).toContain(DEMO_CLINIC.client);
      }
      for (const other of ['client@example.com', 'company-admin@example.com']) {
        const refused = await as(other, 'POST', '/api/get-my-candidates', { payload: {} });
        expect(refused.statusCode).toBe(403);
      }
      expect(
        (await as('cc@example.com', 'POST', '/api/get-my-candidates', { payload: {} })).statusCode,
      ).toBe(403);
    });

    it('flags clients with fewer than 3 days left', async () => {
      const list = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(rowOf(list, ending.email)).toMatchObject({
        ending_soon: true,
        days_left: 1,
        end_date: addDays(todayUtc(), 1),
      });
      expect(rowOf(list, mine.email)).toMatchObject({ ending_soon: false, days_left: 60 });
    });

    it('searches by name or e-mail, and pages', async () => {
      const found = await as(therapist, 'POST', '/api/get-my-candidates', {
        payload: { search: 'maja' },
      });
      expect(emails(found)).toEqual([mine.email]);
      const paged = await as(therapist, 'POST', '/api/get-my-candidates', {
        payload: { per_page: 1, page: 2 },
      });
      expect(paged.json()).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(emails(paged)).toEqual([ending.email]);
    });

    it('refuses bad filters with 400 in Swedish and English', async () => {
      const sv = await as(therapist, 'POST', '/api/get-my-candidates', {
        payload: { per_page: 0 },
        language: 'sv',
      });
      expect(sv.statusCode).toBe(400);
      expect(sv.json()).toMatchObject({ message: 'De angivna uppgifterna är ogiltiga' });
      const en = await as(therapist, 'POST', '/api/get-my-candidates', {
        payload: { passive: 'maybe' },
        language: 'en',
      });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ message: 'The given data was invalid' });
    });
  });

  describe('passive status', () => {
    it('marks a client passive in the caller’s own list only', async () => {
      const set = await as(therapist, 'GET', `/api/users/changePassiveStatus/${mine.id}/1`);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ id: mine.id, uuid: mine.uuid, passive: true });
      const passive = await as(therapist, 'POST', '/api/get-my-candidates', {
        payload: { passive: 'passive' },
      });
      expect(emails(passive)).toEqual([mine.email]);
      const active = await as(therapist, 'POST', '/api/get-my-candidates', {
        payload: { passive: 'active' },
      });
      expect(emails(active)).toEqual([ending.email]);
      // Another specialist of the same client sees it as active.
      const hc = await as('hc@example.com', 'POST', '/api/get-my-candidates', {
        payload: { search: 'spec-mine' },
      });
      expect(rowOf(hc, mine.email)).toMatchObject({ passive: false });
      await as(therapist, 'GET', `/api/users/changePassiveStatus/${mine.uuid}/0`);
      const back = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(rowOf(back, mine.email)).toMatchObject({ passive: false });
    });

    it('takes only 0 or 1 (400 in Swedish and English)', async () => {
      const sv = await as(therapist, 'GET', `/api/users/changePassiveStatus/${mine.id}/2`, {
        language: 'sv',
      });
      expect(sv.statusCode).toBe(400);
      expect(sv.json()).toMatchObject({
        message: 'Status måste vara 0 (aktiv) eller 1 (passiv)',
      });
      const en = await as(therapist, 'GET', `/api/users/changePassiveStatus/${mine.id}/yes`);
      expect(en.json()).toMatchObject({ message: 'The status must be 0 (active) or 1 (passive)' });
    });
  });

  describe('get-my-single-candidate', () => {
    it('summarises one client by id or uuid and access-logs the read', async () => {
      const byId = await as(
        'therapist-premium@example.com',
        'POST',
        '/api/get-my-single-candidate',
        {
          payload: { user_id: demoClient.id },
        },
      );
      expect(byId.statusCode).toBe(200);
      const summary = byId.json<{
        email: string;
        program_subscriptions: { subscription_model_name: string; modules: object[] }[];
        latest_reports: object[];
        notes_count: number;
      }>();
      expect(summary.email).toBe('client@example.com');
      expect(summary.program_subscriptions[0]?.subscription_model_name).toBe('Therapist assisted');
      expect(summary.program_subscriptions[0]?.modules.length).toBeGreaterThan(0);
      expect(summary.latest_reports.length).toBeGreaterThan(0);
      const byUuid = await as(
        'therapist-premium@example.com',
        'POST',
        '/api/get-my-single-candidate',
        {
          payload: { uuid: demoClient.uuid },
        },
      );
      expect(byUuid.json()).toMatchObject({ id: demoClient.id });
      const therapistUuid = (
        await api.orm.em.fork().findOneOrFail(User, { email: 'therapist-premium@example.com' })
      ).uuid;
      // The second read at once is the same view: logged once (access-log.e2e-spec.ts).
      const logged = await accessLog(demoClient.uuid, 'specialist.client-summary');
      expect(
        logged.filter((row) => row.actor_uuid === therapistUuid).length,
      ).toBeGreaterThanOrEqual(1);
    });

    it('shows the clinic admin the profile but not the treatment', async () => {
      const summary = await as('clinic-admin@example.com', 'POST', '/api/get-my-single-candidate', {
        payload: { user_id: clinicClient.id },
      });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({
        email: DEMO_CLINIC.client,
        program_subscriptions: [],
        latest_reports: [],
      });
      const clinic = await as(
        'clinic-therapist@example.com',
        'POST',
        '/api/get-my-single-candidate',
        {
          payload: { user_id: clinicClient.id },
        },
      );
      expect(clinic.json<{ program_subscriptions: object[] }>().program_subscriptions).toHaveLength(
        1,
      );
    });

    it('needs exactly one of user_id and uuid (400 in Swedish and English)', async () => {
      const sv = await as(therapist, 'POST', '/api/get-my-single-candidate', {
        payload: {},
        language: 'sv',
      });
      expect(sv.statusCode).toBe(400);
      expect(sv.json()).toMatchObject({ message: 'Ange antingen user_id eller uuid för klienten' });
      const en = await as(therapist, 'POST', '/api/get-my-single-candidate', {
        payload: { user_id: mine.id, uuid: mine.uuid },
      });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ message: 'Give either the client’s user_id or uuid' });
      const notUuid = await as(therapist, 'POST', '/api/get-my-single-candidate', {
        payload: { uuid: 'nope' },
      });
      expect(notUuid.statusCode).toBe(400);
    });
  });

  describe('notes', () => {
    it('writes and reads notes with their author and time, access-logging both', async () => {
      const written = await as(therapist, 'POST', `/api/get-specialist-client-notes/${mine.id}`, {
        payload: { text: '  Bra samtal om sömnen.  ' },
      });
      expect(written.statusCode).toBe(201);
      expect(written.json()).toMatchObject({
        client_id: mine.id,
        text: 'Bra samtal om sömnen.',
        author: { uuid: therapist.uuid, name: 'Siri Terapeut' },
      });
      const list = await as(therapist, 'GET', `/api/get-specialist-client-notes/${mine.uuid}`);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ text: string }[]>().map((note) => note.text)).toEqual([
        'Bra samtal om sömnen.',
      ]);
      const logged = await accessLog(mine.uuid, 'specialist.client-notes');
      expect(logged.map((row) => row.action)).toEqual(['create', 'read']);
      expect(logged.every((row) => row.actor_uuid === therapist.uuid)).toBe(true);
      const summary = await as(therapist, 'POST', '/api/get-my-single-candidate', {
        payload: { user_id: mine.id },
      });
      expect(summary.json()).toMatchObject({ notes_count: 1 });
    });

    it('is for the client’s specialists only', async () => {
      // hc is every client's specialist; admin and the clinic admin are not specialists.
      expect(
        (await as('hc@example.com', 'GET', `/api/get-specialist-client-notes/${mine.id}`))
          .statusCode,
      ).toBe(200);
      expect(
        (await as('admin@example.com', 'GET', `/api/get-specialist-client-notes/${mine.id}`))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await as(
            'clinic-admin@example.com',
            'GET',
            `/api/get-specialist-client-notes/${clinicClient.id}`,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await as(
            'clinic-therapist@example.com',
            'GET',
            `/api/get-specialist-client-notes/${clinicClient.id}`,
          )
        ).statusCode,
      ).toBe(200);
    });

    it('takes 1 to 5000 characters (400 in Swedish and English)', async () => {
      const empty = await as(therapist, 'POST', `/api/get-specialist-client-notes/${mine.id}`, {
        payload: { text: '   ' },
        language: 'sv',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        errors: { text: 'Anteckningen får inte vara tom' },
      });
      const long = await as(therapist, 'POST', `/api/get-specialist-client-notes/${mine.id}`, {
        payload: { text: 'x'.repeat(5001) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        errors: { text: 'The note must be at most 5000 characters' },
      });
      const max = await as(therapist, 'POST', `/api/get-specialist-client-notes/${mine.id}`, {
        payload: { text: 'y'.repeat(5000) },
      });
      expect(max.statusCode).toBe(201);
    });
  });

  describe('module summaries and the pick list', () => {
    it('summarises each module of the client’s subscriptions in the asked language', async () => {
      const sv = await as(
        'therapist-premium@example.com',
        'GET',
        `/api/get-single-clint-module-summaries/${demoClient.id}/sv`,
      );
      expect(sv.statusCode).toBe(200);
      const modules = sv.json<{
        modules: { name: string; reports_count: number; progress: number; instances: object[] }[];
      }>().modules;
      expect(modules.length).toBeGreaterThan(1);
      expect(modules.some((item) => item.reports_count > 0)).toBe(true);
      expect(modules.some((item) => item.instances.length > 0)).toBe(true);
      const logged = await accessLog(demoClient.uuid, 'specialist.module-summaries');
      expect(logged.length).toBeGreaterThan(0);
    });

    it('refuses an unknown locale with 400 in Swedish and English', async () => {
      for (const language of ['sv', 'en'] as const) {
        const bad = await as(
          'therapist-premium@example.com',
          'GET',
          `/api/get-single-clint-module-summaries/${demoClient.id}/de`,
          { language },
        );
        expect(bad.statusCode).toBe(400);
        expect(bad.json<{ message: string }>().message).toMatch(
          language === 'sv' ? /språk|Språk/ : /language/i,
        );
      }
      expect((await as(therapist, 'GET', '/api/clients/xx')).statusCode).toBe(400);
    });

    it('lists the caller’s clients compactly', async () => {
      const list = await as(therapist, 'GET', '/api/clients/sv');
      expect(list.statusCode).toBe(200);
      expect(list.json<{ email: string }[]>().map((row) => row.email)).toEqual([
        ending.email,
        mine.email,
      ]);
    });
  });

  describe('block, unblock and snooze', () => {
    it('blocks with a message and end date, shows it, and unblocks', async () => {
      const until = addDays(todayUtc(), 7);
      const blocked = await as(therapist, 'POST', `/api/specialist/clients/${mine.id}/block`, {
        payload: { message: 'Vi pausar till nästa samtal', end_date: until },
      });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toMatchObject({
        blocked: { active: true, message: 'Vi pausar till nästa samtal', end_date: until },
        snoozed: { active: false },
      });
      const list = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(rowOf(list, mine.email)).toMatchObject({ blocked: { active: true, end_date: until } });
      const unblocked = await as(therapist, 'POST', `/api/specialist/clients/${mine.id}/unblock`);
      expect(unblocked.json()).toMatchObject({ blocked: { active: false } });
      const again = await as(therapist, 'POST', `/api/specialist/clients/${mine.id}/unblock`, {
        language: 'sv',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'Klienten är inte blockerad' });
      const audited = await api.orm.em
        .fork()
        .getConnection()
        .execute<{ event: string }[]>(
          `select event from audit_events where subject_id = ? and event like 'client.%' order by id`,
          [mine.uuid],
        );
      expect(audited.map((row) => row.event)).toEqual(['client.block', 'client.unblock']);
    });

    it('holds a blocked client’s treatment: no module, no page, no chat message until unblocked', async () => {
      const pair = await chatPair(api, fixtures, 'block');
      const conversationId = await conversationOf(api, pair);
      const em = api.orm.em.fork();
      const module = em.create(ContentModule, { isPublished: true });
      em.create(ModuleText, { module, language: 'sv', name: 'Blockmodul' });
      const model = await em.findOneOrFail(SubscriptionModel, { name: 'Therapist assisted' });
      const subscription = em.create(ProgramSubscription, {
        user: pair.client.id,
        subscriptionModel: model,
        startDate: todayUtc(),
        endDate: addDays(todayUtc(), 30),
      });
      em.create(SubscriptionModule, { subscription, module, position: 1, isOpen: true });
      await em.flush();
      const moduleUrl = `/client/module/${subscription.uuid}/${module.id}/sv`;
      const pageUrl = `/client/page/${subscription.uuid}/${module.id}/sv`;
      const message = (text: string, language: 'sv' | 'en' = 'sv') =>
        as(pair.client, 'POST', '/api/messages', {
          payload: { conversation_id: conversationId, message: text },
          language,
        });
      expect((await as(pair.client, 'GET', moduleUrl)).statusCode).toBe(200);
      expect((await message('Hej innan')).statusCode).toBe(201);

      const blocked = await as(
        pair.therapist,
        'POST',
        `/api/specialist/clients/${pair.client.id}/block`,
        {
          payload: {},
        },
      );
      expect(blocked.statusCode).toBe(200);
      const held =
        'Din behandling är pausad av din terapeut: du kan inte läsa moduler eller skriva i chatten just nu';
      for (const url of [moduleUrl, pageUrl]) {
        const refused = await as(pair.client, 'GET', url, { language: 'sv' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: held });
      }
      const answer = await as(
        pair.client,
        'POST',
        `/client/page/${subscription.uuid}/${module.id}/1/1/sv`,
        {
          payload: { module_instance_id: 1 },
        },
      );
      expect(answer.statusCode).toBe(403);
      const chat = await message('Hej under blocket');
      expect(chat.statusCode).toBe(403);
      expect(chat.json()).toMatchObject({ message: held });
      // The specialist can still write to the client (to say why), and the client reads it.
      expect(
        (
          await as(pair.therapist, 'POST', '/api/messages', {
            payload: { conversation_id: conversationId, message: 'Vi hörs på mötet' },
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (await as(pair.client, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode,
      ).toBe(200);

      // With a last day, the text names it (English here).
      const until = addDays(todayUtc(), 3);
      await as(pair.therapist, 'POST', `/api/specialist/clients/${pair.client.id}/block`, {
        payload: { end_date: until },
      });
      const english = await message('Hello', 'en');
      expect(english.statusCode).toBe(403);
      expect(english.json()).toMatchObject({
        message: `Your treatment has been put on hold by your therapist until ${until}: you cannot read modules or write in the chat right now`,
      });

      // A snooze stops nothing on the client's side; lifting the block opens everything again.
      await as(pair.therapist, 'POST', `/api/specialist/clients/${pair.client.id}/unblock`);
      await as(pair.therapist, 'POST', `/api/specialist/clients/${pair.client.id}/snooze`, {
        payload: {},
      });
      expect((await as(pair.client, 'GET', moduleUrl)).statusCode).toBe(200);
      expect((await message('Hej efter')).statusCode).toBe(201);
    });

    it('snoozes without a message or end date, and lifts it', async () => {
      const snoozed = await as(therapist, 'POST', `/api/specialist/clients/${mine.uuid}/snooze`, {
        payload: {},
      });
      expect(snoozed.json()).toMatchObject({
        snoozed: { active: true, message: null, end_date: null },
      });
      const lifted = await as(therapist, 'POST', `/api/specialist/clients/${mine.uuid}/unsnooze`);
      expect(lifted.json()).toMatchObject({ snoozed: { active: false } });
    });

    it('refuses an end date in the past or not a date (400 in Swedish and English)', async () => {
      const sv = await as(therapist, 'POST', `/api/specialist/clients/${mine.id}/block`, {
        payload: { end_date: addDays(todayUtc(), -1) },
        language: 'sv',
      });
      expect(sv.statusCode).toBe(400);
      expect(sv.json()).toMatchObject({
        errors: { end_date: 'Slutdatumet måste vara ett datum (ÅÅÅÅ-MM-DD) från och med i dag' },
      });
      const en = await as(therapist, 'POST', `/api/specialist/clients/${mine.id}/snooze`, {
        payload: { end_date: '2026-02-30' },
      });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        errors: { end_date: 'The end date must be a date (YYYY-MM-DD) from today on' },
      });
    });

    it('is not for the clinic admin', async () => {
      const refused = await as(
        'clinic-admin@example.com',
        'POST',
        `/api/specialist/clients/${clinicClient.id}/block`,
        {
          payload: {},
        },
      );
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('get-my-notifications', () => {
    it('puts open risk flags first, then the rest by time', async () => {
      const em = api.orm.em.fork();
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const approval = em.create(Notification, {
        recipient: therapist.id,
        client: mine.id,
        kind: 'approval_needed',
        payload: { page_id: 1 },
        createdAt: at(1),
      });
      const risk = em.create(Notification, {
        recipient: therapist.id,
        client: mine.id,
        kind: 'risk_flag',
        priority: 'high',
        payload: { question_id: 9 },
        createdAt: at(30),
      });
      await em.flush();
      const list = await as(therapist, 'POST', '/api/get-my-notifications');
      expect(list.statusCode).toBe(200);
      expect(list.json<{ id: number }[]>().map((row) => row.id)).toEqual([risk.id, approval.id]);
      const candidates = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(rowOf(candidates, mine.email)?.badges).toMatchObject({ unread_risk_flags: 1 });
      await as(therapist, 'POST', `/api/notifications/${risk.id}/acknowledge`);
      const after = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(rowOf(after, mine.email)?.badges).toMatchObject({ unread_risk_flags: 0 });
      await em.nativeDelete(Notification, { id: { $in: [risk.id, approval.id] } });
    });
  });

  describe('scope', () => {
    const routes = (client: User): [string, string, object | undefined][] => [
      ['POST', '/api/get-my-single-candidate', { user_id: client.id }],
      ['POST', '/api/get-my-single-candidate', { uuid: client.uuid }],
      ['GET', `/api/get-specialist-client-notes/${client.id}`, undefined],
      ['POST', `/api/get-specialist-client-notes/${client.id}`, { text: 'Inte min klient' }],
      ['GET', `/api/get-single-clint-module-summaries/${client.id}/sv`, undefined],
      ['GET', `/api/users/changePassiveStatus/${client.id}/1`, undefined],
      ['POST', `/api/specialist/clients/${client.id}/block`, {}],
      ['POST', `/api/specialist/clients/${client.id}/unblock`, undefined],
      ['POST', `/api/specialist/clients/${client.id}/snooze`, {}],
      ['POST', `/api/specialist/clients/${client.id}/unsnooze`, undefined],
    ];

    it('answers 404 on every route to a therapist reading a client who is not theirs', async () => {
      for (const [caller, client] of [
        [therapist, demoClient],
        ['therapist-premium@example.com', clinicClient],
        ['clinic-therapist@example.com', demoClient],
        ['therapist-premium@example.com', mine],
      ] as const) {
        for (const [method, url, payload] of routes(client)) {
          const response = await as(caller, method as 'GET' | 'POST', url, { payload });
          expect(`${method} ${url}: ${response.statusCode}`).toBe(`${method} ${url}: 404`);
        }
      }
      const notes = await api.orm.em
        .fork()
        .count(SpecialistClientNote, { text: 'Inte min klient' });
      expect(notes).toBe(0);
      expect(
        emails(await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} })),
      ).not.toContain(demoClient.email);
    });

    it('answers 404 for staff users, and for unknown ids', async () => {
      const staff = await api.orm.em
        .fork()
        .findOneOrFail(User, { email: 'clinic-therapist@example.com' });
      const summary = await as('clinic-admin@example.com', 'POST', '/api/get-my-single-candidate', {
        payload: { user_id: staff.id },
      });
      expect(summary.statusCode).toBe(404);
      const unknown = await as('hc@example.com', 'POST', '/api/get-my-single-candidate', {
        payload: { user_id: 2147483647 },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('keeps a therapist who is also a clinic member to their own assigned clients', async () => {
      // The membership adds company grants (chat.read.[company]) but no user.read beyond [therapist].
      await fixtures.member(therapist.id, DEMO_CLINIC.uuid);
      const list = await as(therapist, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(emails(list)).toEqual([mine.email, ending.email]);
      const clinic = await as(
        therapist,
        'GET',
        `/api/get-specialist-client-notes/${clinicClient.id}`,
      );
      expect(clinic.statusCode).toBe(404);
    });

    it('gives a clinic admin with two clinic memberships the clients of both, and no one else', async () => {
      const admin = await fixtures.user(
        {
          email: 'spec-clinic-admin@sinnro.test',
          firstName: 'Clara',
          lastName: 'Klinik',
          role: 'clinic-admin',
        },
        { withPassword: true },
      );
      const { company } = await fixtures.company('Andra kliniken', []);
      const other = await fixtures.user({
        email: 'spec-other-clinic@sinnro.test',
        firstName: 'Olga',
        lastName: 'Annan',
      });
      await fixtures.member(admin.id, DEMO_CLINIC.uuid);
      await fixtures.member(admin.id, company.uuid);
      await fixtures.member(other.id, company.uuid);
      const list = await as(admin, 'POST', '/api/get-my-candidates', { payload: {} });
      expect(emails(list)).toEqual([other.email, DEMO_CLINIC.client]);
      const foreign = await as(admin, 'POST', '/api/get-my-single-candidate', {
        payload: { user_id: demoClient.id },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });
});
