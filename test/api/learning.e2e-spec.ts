import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { AnswerOptionText } from 'src/content/answer-option-text.entity';
import { AnswerOption } from 'src/content/answer-option.entity';
import { Chapter } from 'src/content/chapter.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { PageText } from 'src/content/page-text.entity';
import { type AnswerType, Page } from 'src/content/page.entity';
import { QuestionText } from 'src/content/question-text.entity';
import { Question } from 'src/content/question.entity';
import { Section } from 'src/content/section.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { User } from 'src/users/user.entity';
import { THERAPIST_ASSISTED } from '../support/program-fixtures';
import { createAccount } from '../support/test-accounts';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface Player {
  module_instance_id: number | null;
  awaiting_approval: boolean;
  completed: boolean;
  progress: number;
  page: {
    id: number;
    name: string;
    fallback: boolean;
    questions: { id: number; options: { id: number; label: string }[]; answer: unknown }[];
  } | null;
  next_page: { id: number; chapter_id: number } | null;
  instance: { num: number; active: boolean; start_new: boolean; is_completed: boolean } | null;
}

const PHQ9_MODULE = 'dc0c0de0-0000-4000-8000-000000000091';

describe('Client learning: instances, the page player, answers and approval', () => {
  let api: TestApp;
  const userIds: number[] = [];
  const moduleIds: number[] = [];
  let client: User;
  let other: User;
  let therapist: User;
  let outsider: User;
  let moduleId: number;
  let chapterId: number;
  let pages: { read: number; quiz: number; approval: number; count: number };
  let quiz: { question: number; right: number; wrong: number };
  let subscription: ProgramSubscription;

  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);

  async function account(role: User['role'] = 'client'): Promise<User> {
    const user = await createAccount(api, { role });
    userIds.push(user.id);
    return user;
  }

  /** A published module: one chapter, one section, pages in order. */
  async function module(
    specs: { type: AnswerType | null; approval?: boolean; options?: [string, boolean][] }[],
    repeatable = true,
  ) {
    const em = api.orm.em.fork();
    const mod = em.create(ContentModule, { isPublished: true, repeatable });
    em.create(ModuleText, { module: mod, language: 'sv', name: 'Lärmodul' });
    const chapter = em.create(Chapter, { module: mod, position: 0 });
    const section = em.create(Section, { chapter, position: 0 });
    const made = specs.map((spec, position) => {
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
      const options = (spec.options ?? []).map(([label, isCorrect], index) => {
        const option = em.create(AnswerOption, { question: question!, position: index, isCorrect });
        em.create(AnswerOptionText, { option, language: 'sv', label });
        return option;
      });
      return { page, question, options };
    });
    await em.flush();
    moduleIds.push(mod.id);
    return { mod, chapter, made };
  }

  async function subscribe(
    user: User,
    modules: { id: number; isOpen?: boolean }[],
    status: ProgramSubscription['status'] = 'active',
  ): Promise<ProgramSubscription> {
    const em = api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const sub = em.create(ProgramSubscription, { user: user.id, subscriptionModel: model, status });
    modules.forEach((item, index) =>
      em.create(SubscriptionModule, {
        subscription: sub,
        module: item.id,
        position: index,
        isOpen: item.isOpen ?? true,
      }),
    );
    await em.flush();
    return sub;
  }

  const pageUrl = (sub: ProgramSubscription, page: number, mod = moduleId, chapter = chapterId) =>
    `/client/page/${sub.uuid}/${mod}/${chapter}/${page}/sv`;

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    client = await account();
    other = await account();
    therapist = await account('therapist-premium');
    outsider = await account('clinic-therapist');
    const em = api.orm.em.fork();
    em.create(TherapistAssignment, { client: client.id, therapist: therapist.id });
    await em.flush();
    const built = await module([
      { type: null },
      {
        type: 'single_choice',
        options: [
          ['Rätt', true],
          ['Fel', false],
        ],
      },
      { type: 'long_text', approval: true },
      { type: 'number' },
    ]);
    moduleId = built.mod.id;
    chapterId = built.chapter.id;
    const [read, quizPage, approval, last] = built.made;
    pages = { read: read.page.id, quiz: quizPage.page.id, approval: approval.page.id, count: 4 };
    quiz = {
      question: quizPage.question!.id,
      right: quizPage.options[0].id,
      wrong: quizPage.options[1].id,
    };
    void last;
    subscription = await subscribe(client, [{ id: moduleId }]);
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(User, { id: { $in: userIds } });
    await em.nativeDelete(ContentModule, { id: { $in: moduleIds } });
    await api.close();
  });

  let instanceId: number;

  it('starts the first instance on the first visit and shows the first page', async () => {
    const response = await as(client, 'GET', `/client/page/${subscription.uuid}/${moduleId}/en`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Player>();
    expect(body).toMatchObject({
      awaiting_approval: false,
      completed: false,
      progress: 0,
      page: { id: pages.read, name: 'Page 1', fallback: false },
      next_page: { id: pages.quiz, chapter_id: chapterId },
      instance: { num: 1, active: true, start_new: false, is_completed: false },
    });
    instanceId = body.module_instance_id as number;
    expect(instanceId).toEqual(expect.any(Number));
    // The subscription model's uuid names the newest subscription of that model too.
    const byModel = await as(client, 'GET', `/client/page/${THERAPIST_ASSISTED}/${moduleId}/sv`);
    expect(byModel.json<Player>().module_instance_id).toBe(instanceId);
  });

  it('refuses a page not open yet with 409, in English and Swedish, storing nothing', async () => {
    const payload = { module_instance_id: instanceId, answers: { [quiz.question]: quiz.right } };
    const en = await as(client, 'POST', pageUrl(subscription, pages.quiz), { payload });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      message: 'This page is not open yet: answer the pages before it first',
    });
    const sv = await as(client, 'POST', pageUrl(subscription, pages.quiz), {
      payload,
      language: 'sv',
    });
    expect(sv.json()).toMatchObject({
      message: 'Sidan är inte öppen än: svara på sidorna före den först',
    });
    const shown = await as(
      client,
      'GET',
      `/client/page/${subscription.uuid}/${moduleId}/${pages.quiz}/en`,
    );
    expect(shown.statusCode).toBe(409);
  });

  it('marks a page without questions read and moves on, writing the progress', async () => {
    const response = await as(client, 'POST', pageUrl(subscription, pages.read), {
      payload: { module_instance_id: instanceId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      saved: true,
      progress: 25,
      next_page: { id: pages.quiz },
      crisis_message: null,
    });
    const [row] = await sql<{ progress: number }>(
      'select progress from subscription_modules where subscription_id = ?',
      [subscription.id],
    );
    expect(row.progress).toBe(25);
  });

  it('answers a wrong choice with “Oops, wrong answer. Try again!” and stores nothing', async () => {
    const payload = { module_instance_id: instanceId, answers: { [quiz.question]: quiz.wrong } };
    const en = await as(client, 'POST', pageUrl(subscription, pages.quiz), { payload });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      message: 'Oops, wrong answer. Try again!',
      errors: { [quiz.question]: 'Oops, wrong answer. Try again!' },
    });
    const sv = await as(client, 'POST', pageUrl(subscription, pages.quiz), {
      payload,
      language: 'sv',
    });
    expect(sv.json()).toMatchObject({ message: 'Hoppsan, fel svar. Försök igen!' });
    const stored = await sql('select id from question_answers where instance_id = ?', [instanceId]);
    expect(stored).toHaveLength(0);
  });

  it('names the question of an answer of the wrong type or out of range (400)', async () => {
    const typed = await as(client, 'POST', pageUrl(subscription, pages.quiz), {
      payload: { module_instance_id: instanceId, answers: { [quiz.question]: 'many' } },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({
      errors: { [quiz.question]: 'Choose one of the question’s options (its id)' },
    });
    const foreign = await as(client, 'POST', pageUrl(subscription, pages.quiz), {
      payload: { module_instance_id: instanceId, answers: { [quiz.question]: 2147483000 } },
      language: 'sv',
    });
    expect(foreign.json()).toMatchObject({
      errors: { [quiz.question]: 'Svarsalternativet hör inte till frågan' },
    });
  });

  it('stores the right choice by option id and shows it back', async () => {
    const response = await as(client, 'POST', pageUrl(subscription, pages.quiz), {
      payload: { module_instance_id: instanceId, answers: { [quiz.question]: quiz.right } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ progress: 50, next_page: { id: pages.approval } });
    const back = await as(
      client,
      'GET',
      `/client/page/${subscription.uuid}/${moduleId}/${pages.quiz}/sv`,
    );
    expect(back.json<Player>().page?.questions[0].answer).toMatchObject({
      option_ids: [quiz.right],
      answer_text: 'Rätt',
    });
  });

  it('blocks the client after a page that needs approval until the therapist approves it', async () => {
    const approvalQuestion = (
      await sql<{ id: number }>('select id from questions where page_id = ?', [pages.approval])
    )[0].id;
    const answered = await as(client, 'POST', pageUrl(subscription, pages.approval), {
      payload: { module_instance_id: instanceId, answers: { [approvalQuestion]: 'Mina mål' } },
    });
    expect(answered.json()).toMatchObject({ awaiting_approval: true, next_page: null });
    const waiting = await as(client, 'GET', `/client/page/${subscription.uuid}/${moduleId}/en`);
    expect(waiting.json<Player>()).toMatchObject({
      awaiting_approval: true,
      page: { id: pages.approval },
    });
    const lastPage = waiting.json<Player>().next_page!.id;
    const refused = await as(client, 'POST', pageUrl(subscription, lastPage), {
      payload: { module_instance_id: instanceId, answers: {} },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Your therapist needs to review your answers before you can go on',
    });
    const [notice] = await sql<{ kind: string; priority: string }>(
      'select kind, priority from notifications where client_id = ? and recipient_id = ?',
      [client.id, therapist.id],
    );
    expect(notice).toEqual({ kind: 'approval_needed', priority: 'normal' });

    // A chat message is only a message: the client still waits until the approval itself.
    const conversation = await as(therapist, 'POST', '/api/conversations', {
      payload: { participant_uuid: client.uuid },
    });
    expect(conversation.statusCode).toBe(201);
    const message = await as(therapist, 'POST', '/api/messages', {
      payload: { conversation_id: conversation.json<{ id: number }>().id, message: 'Bra jobbat!' },
    });
    expect(message.statusCode).toBe(201);
    const stillWaiting = await as(
      client,
      'GET',
      `/client/page/${subscription.uuid}/${moduleId}/en`,
    );
    expect(stillWaiting.json<Player>()).toMatchObject({ awaiting_approval: true });

    const action = { module_instance_id: instanceId, page_id: pages.approval };
    const foreign = await as(outsider, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: action,
    });
    expect(foreign.statusCode).toBe(404);
    const byClient = await as(client, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: action,
    });
    expect(byClient.statusCode).toBe(403);
    const approved = await as(therapist, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: action,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ page_id: pages.approval, approved_by: therapist.uuid });
    const again = await as(therapist, 'POST', `/api/users/${client.uuid}/therapist-action`, {
      payload: action,
    });
    expect(again.statusCode).toBe(409);
    const audit = await sql('select id from audit_events where event = ? and subject_id = ?', [
      'learning.page_approved',
      client.uuid,
    ]);
    expect(audit).toHaveLength(1);

    const open = await as(client, 'GET', `/client/page/${subscription.uuid}/${moduleId}/en`);
    expect(open.json<Player>()).toMatchObject({ awaiting_approval: false, page: { id: lastPage } });
    const bad = await as(client, 'POST', pageUrl(subscription, lastPage), {
      payload: {
        module_instance_id: instanceId,
        answers: { [open.json<Player>().page!.questions[0].id]: 'tio' },
      },
    });
    expect(bad.statusCode).toBe(400);
    const done = await as(client, 'POST', pageUrl(subscription, lastPage), {
      payload: {
        module_instance_id: instanceId,
        answers: { [open.json<Player>().page!.questions[0].id]: 7 },
      },
    });
    expect(done.json()).toMatchObject({ progress: 100, completed: true, next_page: null });
  });

  it('lets staff in the client’s care view the client’s page and answers, access-logged', async () => {
    const url = `/client/page/${subscription.uuid}/${moduleId}/sv/${client.id}`;
    const view = await as(therapist, 'GET', url);
    expect(view.statusCode).toBe(200);
    expect(view.json<Player>()).toMatchObject({ module_instance_id: instanceId, completed: true });
    const page = await as(
      therapist,
      'GET',
      `/client/page/${subscription.uuid}/${moduleId}/${pages.quiz}/sv/${client.uuid}`,
    );
    expect(page.json<Player>().page?.questions[0].answer).toMatchObject({
      option_ids: [quiz.right],
    });
    expect((await as(outsider, 'GET', url)).statusCode).toBe(404);
    const logged = await sql<{ actor_uuid: string }>(
      `select actor_uuid from access_log where client_uuid = ? and resource = 'learning.answers' and action = 'read'`,
      [client.uuid],
    );
    expect(logged.map((row) => row.actor_uuid)).toContain(therapist.uuid);
    const writes = await sql(
      `select id from access_log where client_uuid = ? and resource = 'learning.answers' and action = 'update'`,
      [client.uuid],
    );
    expect(writes.length).toBeGreaterThanOrEqual(4);
  });

  it('starts a new instance of a completed repeatable module; the old one takes no answers', async () => {
    const started = await as(
      client,
      'POST',
      `/client/page/new-instance/${subscription.uuid}/${moduleId}/sv`,
    );
    expect(started.statusCode).toBe(201);
    expect(started.json<Player>()).toMatchObject({
      instance: { num: 2, active: true },
      progress: 0,
      page: { id: pages.read },
    });
    const twice = await as(
      client,
      'POST',
      `/client/page/new-instance/${subscription.uuid}/${moduleId}/sv`,
    );
    expect(twice.statusCode).toBe(409);
    const old = await as(client, 'POST', pageUrl(subscription, pages.read), {
      payload: { module_instance_id: instanceId },
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      message: 'The answers are not for the module’s active instance',
    });
    const programs = await as(client, 'GET', '/client/programs');
    const [listed] = programs.json<
      {
        uuid: string;
        modules: { progress: number; instances: { num: number; active: boolean }[] }[];
      }[]
    >();
    expect(listed.uuid).toBe(subscription.uuid);
    expect(listed.modules[0]).toMatchObject({
      progress: 0,
      instances: [
        { num: 2, active: true },
        { num: 1, active: false },
      ],
    });
  });

  it('keeps a non-repeatable module to one instance', async () => {
    const single = await module([{ type: null }], false);
    const sub = await subscribe(other, [{ id: single.mod.id }]);
    const first = await as(other, 'GET', `/client/page/${sub.uuid}/${single.mod.id}/sv`);
    const id = first.json<Player>().module_instance_id;
    await as(
      other,
      'POST',
      pageUrl(sub, single.made[0].page.id, single.mod.id, single.chapter.id),
      {
        payload: { module_instance_id: id },
      },
    );
    const again = await as(
      other,
      'POST',
      `/client/page/new-instance/${sub.uuid}/${single.mod.id}/en`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message:
        'A new instance can be started only in a repeatable module, once the latest instance is completed',
    });
  });

  it('hides another client’s subscription (404) and refuses locked modules and ended subscriptions (409)', async () => {
    expect(
      (await as(other, 'GET', `/client/page/${subscription.uuid}/${moduleId}/sv`)).statusCode,
    ).toBe(404);
    expect(
      (await as(other, 'GET', `/client/module/${subscription.uuid}/${moduleId}/sv`)).statusCode,
    ).toBe(404);

    const locked = await subscribe(other, [{ id: moduleId, isOpen: false }]);
    const lockedAnswer = await as(other, 'GET', `/client/page/${locked.uuid}/${moduleId}/sv`, {
      language: 'sv',
    });
    expect(lockedAnswer.statusCode).toBe(409);
    expect(lockedAnswer.json()).toMatchObject({
      message: 'Modulen är låst: din terapeut öppnar den när det är dags',
    });
    const ended = await subscribe(other, [{ id: moduleId }], 'cancelled');
    const refused = await as(other, 'POST', pageUrl(ended, pages.read), {
      payload: { module_instance_id: instanceId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'The subscription is not active (ended, cancelled or expired): no answers can be saved',
    });
    const wrongPage = await as(client, 'POST', pageUrl(subscription, 2147483000), {
      payload: { module_instance_id: instanceId },
    });
    expect(wrongPage.statusCode).toBe(409);
    expect(wrongPage.json()).toMatchObject({ message: 'The page does not belong to this module' });
  });

  it('shows a module of the subscription and a module for purchase without answers', async () => {
    const shown = await as(client, 'GET', `/client/module/${subscription.uuid}/${moduleId}/en`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      _id: moduleId,
      name: 'Lärmodul',
      fallback: true,
      is_open: true,
      page_count: 4,
      instances: [{ num: 2 }, { num: 1, is_completed: true, progress: 100 }],
    });
    const purchase = await as(client, 'GET', `/client/modules/purchase/${moduleId}/sv`);
    expect(purchase.json()).toMatchObject({ id: moduleId, name: 'Lärmodul', page_count: 4 });
    expect(purchase.body).not.toContain('instances');
  });

  it('flags a PHQ-9 item 9 answer above 0 to the therapist at once and shows the crisis text', async () => {
    const em = api.orm.em.fork();
    const phq9 = await em.findOneOrFail(ContentModule, { uuid: PHQ9_MODULE });
    const sub = await subscribe(client, [{ id: phq9.id }]);
    const first = await as(client, 'GET', `/client/page/${sub.uuid}/${phq9.id}/sv`);
    const body = first.json<Player>();
    const page = body.page!;
    const answers = Object.fromEntries(
      page.questions.map((question, index) => [
        question.id,
        question.options[index === 8 ? 2 : 0].id,
      ]),
    );
    const response = await as(
      client,
      'POST',
      `/client/page/${sub.uuid}/${phq9.id}/0/${page.id}/sv`,
      {
        payload: { module_instance_id: body.module_instance_id, answers },
      },
    );
    expect(response.statusCode).toBe(200);
    const crisis = response.json<{ crisis_message: string }>().crisis_message;
    expect(crisis).toContain('112');
    expect(crisis).toContain('1177');
    const list = await as(therapist, 'GET', '/api/notifications');
    const rows =
      list.json<{ id: number; kind: string; priority: string; client: { uuid: string } }[]>();
    expect(rows[0]).toMatchObject({
      kind: 'risk_flag',
      priority: 'high',
      client: { uuid: client.uuid },
    });
    expect(rows.map((row) => row.kind)).toContain('approval_needed');
    expect(list.body).not.toContain('Nästan');
    expect(
      (await as(other, 'POST', `/api/notifications/${rows[0].id}/acknowledge`)).statusCode,
    ).toBe(404);
    const ack = await as(therapist, 'POST', `/api/notifications/${rows[0].id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ acknowledged_by: therapist.uuid });
    // Acknowledged, the flag goes behind every open notice (the approval test's notice was
    // acknowledged when its page was approved, and older acknowledged ones follow the flag).
    const after = (await as(therapist, 'GET', '/api/notifications')).json<
      { id: number; acknowledged_at: string | null }[]
    >();
    const flagAt = after.findIndex((row) => row.id === rows[0].id);
    expect(after.slice(0, flagAt).every((row) => row.acknowledged_at === null)).toBe(true);
    expect(after[flagAt]?.acknowledged_at).not.toBeNull();
    const audited = await sql('select id from audit_events where event in (?, ?)', [
      'notification.risk_flag',
      'notification.acknowledged',
    ]);
    expect(audited.length).toBeGreaterThanOrEqual(2);

    // A calm answer raises nothing (the next repetition opens iteration_days after completion).
    await sql(
      `update module_instances set completed_at = completed_at - interval '30 days'
        where id = ?`,
      [body.module_instance_id],
    );
    const next = await as(client, 'POST', `/client/page/new-instance/${sub.uuid}/${phq9.id}/en`);
    const calm = Object.fromEntries(
      page.questions.map((question) => [question.id, question.options[0].id]),
    );
    const quiet = await as(client, 'POST', `/client/page/${sub.uuid}/${phq9.id}/0/${page.id}/en`, {
      payload: { module_instance_id: next.json<Player>().module_instance_id, answers: calm },
    });
    expect(quiet.json()).toMatchObject({ crisis_message: null, completed: true });
  });
});
