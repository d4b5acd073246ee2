import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { Chapter } from 'src/content/chapter.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { PageText } from 'src/content/page-text.entity';
import { type AnswerType, Page } from 'src/content/page.entity';
import { QuestionText } from 'src/content/question-text.entity';
import { Question } from 'src/content/question.entity';
import { Section } from 'src/content/section.entity';
import { PHQ9 } from 'src/database/seeders/demo-instruments.data';
import { Meeting } from 'src/meetings/meeting.entity';
import { Product } from 'src/products/product.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { buildReports } from 'src/client-reports/report-builder';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { User } from 'src/users/user.entity';
import { chatPair, conversationOf } from '../support/chat-fixtures';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface NextSteps {
  steps: {
    kind: string;
    subscription_uuid: string;
    subscription_model_uuid: string;
    module_id: number;
    module_name: string;
    module_type: string;
    progress: number;
    page: { id: number; name: string; number: number; count: number } | null;
  }[];
  has_programs: boolean;
  locked_modules: number;
  unread_messages: number;
  next_meeting: {
    uuid: string;
    ext_meeting_id: string;
    room_state: string;
    specialist: { first_name: string };
  } | null;
  unread_reports: { id: number; name: string | null; created_at: string }[];
}

interface Player {
  module_instance_id: number;
  page: { id: number; questions: { id: number; options: { id: number }[] }[] };
}

/**
 * GET /api/v1/client/next-steps/{lang} on real rows: a newly invited client has nothing to do and
 * is told so; a client in a module is sent on at their next page, or told their therapist is
 * reviewing; a due assessment, an unread report, unread messages and the next meeting appear for
 * their client only; staff are refused.
 */
describe('the client’s next steps (GET /api/v1/client/next-steps/:lang)', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const userIds: number[] = [];
  const moduleIds: number[] = [];
  let phq9: ContentModule;
  let learner: User;
  let reader: User;
  let therapist: User;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);

  const nextSteps = async (account: User | string, lang: 'sv' | 'en' = 'sv') => {
    const response = await as(account, 'GET', `/api/v1/client/next-steps/${lang}`, {
      language: lang,
    });
    return { status: response.statusCode, body: response.json<NextSteps>() };
  };

  async function account(role: User['role'] = 'client'): Promise<User> {
    const user = await createAccount(api, { role });
    userIds.push(user.id);
    return user;
  }

  /** A published module: one chapter, one section, its pages in order, named in sv and en. */
  async function module(name: string, specs: { type: AnswerType | null; approval?: boolean }[]) {
    const em = api.orm.em.fork();
    const mod = em.create(ContentModule, { isPublished: true });
    em.create(ModuleText, { module: mod, language: 'sv', name });
    const chapter = em.create(Chapter, { module: mod, position: 0 });
    const section = em.create(Section, { chapter, position: 0 });
    const pages = specs.map((spec, position) => {
      const page = em.create(Page, {
        section,
        position,
        pageType: spec.type ? 'questions' : 'content',
        answerType: spec.type,
        therapistApprovalRequired: spec.approval ?? false,
      });
      em.create(PageText, { page, language: 'sv', name: `Sida ${position + 1}` });
      em.create(PageText, { page, language: 'en', name: `Page ${position + 1}` });
      const question = spec.type ? em.create(Question, { page, position: 0 }) : null;
      if (question) em.create(QuestionText, { question, language: 'sv', text: 'Fråga' });
      return { page, question };
    });
    await em.flush();
    moduleIds.push(mod.id);
    return { mod, chapter, pages };
  }

  async function subscribe(user: User, modules: { id: number; isOpen?: boolean }[]) {
    const em = api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const sub = em.create(ProgramSubscription, { user: user.id, subscriptionModel: model });
    modules.forEach((item, position) =>
      em.create(SubscriptionModule, {
        subscription: sub,
        module: item.id,
        position,
        isOpen: item.isOpen ?? true,
      }),
    );
    await em.flush();
    return sub;
  }

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    phq9 = await api.orm.em.fork().findOneOrFail(ContentModule, { uuid: PHQ9.moduleUuid });
    learner = await account();
    reader = await account();
    therapist = await account('therapist-premium');
    const em = api.orm.em.fork();
    em.create(TherapistAssignment, { client: learner.id, therapist: therapist.id });
    await em.flush();
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    try {
      await em.nativeDelete(User, { id: { $in: userIds } });
      await em.nativeDelete(ContentModule, { id: { $in: moduleIds } });
      await fixtures.cleanUp();
    } finally {
      await api.close();
    }
  });

  it('tells a newly invited client there is nothing yet: no programs, steps, messages, meetings or reports', async () => {
    const fresh = await account();
    const { status, body } = await nextSteps(fresh);
    expect(status).toBe(200);
    expect(body).toEqual({
      steps: [],
      has_programs: false,
      locked_modules: 0,
      unread_messages: 0,
      next_meeting: null,
      unread_reports: [],
    });
  });

  it('sends a client in a module on at their next page, then says when the therapist is reviewing', async () => {
    const course = await module('Må bättre-kurs', [
      { type: null },
      { type: 'long_text', approval: true },
      { type: null },
    ]);
    const locked = await module('Låst modul', [{ type: null }]);
    const sub = await subscribe(learner, [
      { id: course.mod.id },
      { id: locked.mod.id, isOpen: false },
    ]);
    // Before the first visit the opened module is there to start; the locked one is counted only.
    const before = await nextSteps(learner);
    expect(before.body.has_programs).toBe(true);
    expect(before.body.locked_modules).toBe(1);
    expect(before.body.steps).toEqual([
      expect.objectContaining({ kind: 'start', module_id: course.mod.id, page: null }),
    ]);

    const first = await as(learner, 'GET', `/client/page/${sub.uuid}/${course.mod.id}/sv`);
    const instance = first.json<Player>().module_instance_id;
    const read = await as(
      learner,
      'POST',
      `/client/page/${sub.uuid}/${course.mod.id}/${course.chapter.id}/${course.pages[0].page.id}/sv`,
      { payload: { module_instance_id: instance, answers: {} } },
    );
    expect(read.statusCode).toBe(200);

    const going = await nextSteps(learner);
    expect(going.body.steps).toEqual([
      {
        kind: 'continue',
        subscription_uuid: sub.uuid,
        subscription_model_uuid: THERAPIST_ASSISTED,
        module_id: course.mod.id,
        module_name: 'Må bättre-kurs',
        module_type: 'module',
        // One page of three done.
        progress: 33,
        page: { id: course.pages[1].page.id, name: 'Sida 2', number: 2, count: 3 },
      },
    ]);
    // The page player opens at that very page.
    const player = await as(learner, 'GET', `/client/page/${sub.uuid}/${course.mod.id}/sv`);
    expect(player.json<Player>().page.id).toBe(course.pages[1].page.id);
    // In English the page keeps its English name.
    expect((await nextSteps(learner, 'en')).body.steps[0].page?.name).toBe('Page 2');

    const question = course.pages[1].question!.id;
    await as(
      learner,
      'POST',
      `/client/page/${sub.uuid}/${course.mod.id}/${course.chapter.id}/${course.pages[1].page.id}/sv`,
      { payload: { module_instance_id: instance, answers: { [question]: 'Mina mål' } } },
    );
    const waiting = await nextSteps(learner);
    expect(waiting.body.steps).toEqual([
      expect.objectContaining({
        kind: 'waiting',
        module_id: course.mod.id,
        page: { id: course.pages[1].page.id, name: 'Sida 2', number: 2, count: 3 },
      }),
    ]);
  });

  it('offers a due assessment, then the unread report it makes until the client opens it', async () => {
    await subscribe(reader, [{ id: phq9.id }]);
    const due = await nextSteps(reader);
    expect(due.body.steps).toEqual([
      expect.objectContaining({ kind: 'assessment_due', module_id: phq9.id, page: null }),
    ]);

    const sub = (await api.orm.em.fork().findOneOrFail(ProgramSubscription, { user: reader.id }))
      .uuid;
    const first = (await as(reader, 'GET', `/client/page/${sub}/${phq9.id}/sv`)).json<Player>();
    const answers = Object.fromEntries(
      first.page.questions.map((question) => [question.id, question.options[1].id]),
    );
    const done = await as(reader, 'POST', `/client/page/${sub}/${phq9.id}/0/${first.page.id}/sv`, {
      payload: { module_instance_id: first.module_instance_id, answers },
    });
    expect(done.json()).toMatchObject({ completed: true });
    await api.orm.em.fork().transactional((tx) => buildReports(tx, first.module_instance_id));

    const after = await nextSteps(reader);
    // Done, and not due again for its 14 days: nothing to do in it now.
    expect(after.body.steps).toEqual([]);
    const [made] = await api.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from generated_reports where module_instance_id = ?', [
        first.module_instance_id,
      ]);
    expect(after.body.unread_reports).toHaveLength(1);
    expect(after.body.unread_reports[0]).toMatchObject({
      id: made.id,
      name: 'PHQ-9 – skattning av nedstämdhet',
    });
    const reportId = made.id;
    // Another client's report never appears in the learner's answer.
    const learnerView = await nextSteps(learner);
    expect(learnerView.body.unread_reports).toEqual([]);
    expect(learnerView.body.steps.map((step) => step.module_id)).not.toContain(phq9.id);
    // Nor the learner's modules in the reader's.
    expect(after.body.steps).toEqual([]);

    expect((await as(reader, 'GET', `/client/reports/viewed/${reportId}`)).statusCode).toBe(200);
    expect((await nextSteps(reader)).body.unread_reports).toEqual([]);
  });

  it('counts unread messages and shows the next meeting, for that client only', async () => {
    const pair = await chatPair(api, fixtures, 'next-steps');
    const conversation = await conversationOf(api, pair);
    const em = api.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into messages (conversation_id, sender_id, body) values (?, ?, 'Hej!'), (?, ?, 'Hur går det?')`,
        [conversation, pair.therapist.id, conversation, pair.therapist.id],
      );
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    const meeting = em.create(Meeting, {
      extMeetingId: `next-steps-${Math.random().toString(36).slice(2, 10)}`,
      specialist: pair.therapist.id,
      client: pair.client.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      durationMinutes: 45,
      product: await em.findOneOrFail(Product, { code: 'session_45' }),
      createdByUuid: pair.therapist.uuid,
    });
    await em.flush();

    const { status, body } = await nextSteps(pair.client);
    expect(status).toBe(200);
    expect(body.unread_messages).toBe(2);
    expect(body.next_meeting).toMatchObject({
      uuid: meeting.uuid,
      ext_meeting_id: meeting.extMeetingId,
      room_state: 'not_open',
      specialist: { first_name: 'Tera' },
    });
    const other = await nextSteps(learner);
    expect(other.body.unread_messages).toBe(0);
    expect(other.body.next_meeting).toBeNull();
  });

  it.each(['hc@example.com', 'therapist-premium@example.com', 'admin@example.com'])(
    'refuses staff (%s) with 403 in their language',
    async (staff) => {
      const sv = await nextSteps(staff, 'sv');
      expect(sv.status).toBe(403);
      expect(sv.body).toMatchObject({
        message: 'Nästa steg finns bara för klienter: de gäller ens egen behandling',
      });
      const en = await nextSteps(staff, 'en');
      expect(en.body).toMatchObject({
        message: 'Next steps are for clients only: they are about one’s own treatment',
      });
    },
  );

  it('refuses a therapist of the client too, and anyone not logged in', async () => {
    expect((await nextSteps(therapist)).status).toBe(403);
    const anonymous = await api.request({ method: 'GET', url: '/api/v1/client/next-steps/sv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
