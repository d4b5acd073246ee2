import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { AnswerOptionText } from 'src/content/answer-option-text.entity';
import { AnswerOption } from 'src/content/answer-option.entity';
import { Chapter } from 'src/content/chapter.entity';
import { ChapterText } from 'src/content/chapter-text.entity';
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

interface RoundView {
  module_instance_id: number;
  num: number;
  completed_at: string | null;
  progress: number;
  scores: { report_id: number; name: string | null; score: number; band: string | null }[];
}

interface AnswerView {
  module_instance_id: number;
  option_ids: number[] | null;
  answer_text: string | null;
  option_values: number[] | null;
  text: string | null;
}

interface PageView {
  id: number;
  name: string;
  chapter_name: string | null;
  therapist_approval_required: boolean;
  rounds: {
    module_instance_id: number;
    done: boolean;
    approval_required: boolean;
    approved_at: string | null;
    awaiting_approval: boolean;
  }[];
  questions: { id: number; text: string; answers: AnswerView[] }[];
}

interface ModuleView {
  subscription_module_id: number;
  module_id: number;
  name: string;
  type: 'module' | 'assessment';
  client: { id: number; uuid: string };
  requested_instance_id: number;
  progress: number;
  rounds: RoundView[];
  awaiting_approval: { module_instance_id: number; page_id: number }[];
  pages: PageView[];
}

const VIEW = '/api/v1/specialist/client-modules';

/**
 * The specialist's view of one client's module (GET /api/v1/specialist/client-modules/{round}/
 * {lang}) and the approval made from it: the client's own therapist reads every page with the
 * answers of each round side by side and the page waiting; another therapist gets 404, the client
 * 403; the approval with a message releases the client, marks the notice done and sends the
 * message in their conversation.
 */
describe('Client module view for specialists, and approving from it', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.fork().getConnection().execute<T[]>(query, params);
  const userIds: number[] = [];
  let moduleId: number;
  let chapterId: number;
  let client: User;
  let therapist: User;
  let otherTherapist: User;
  let clinicTherapist: User;
  let subscription: ProgramSubscription;
  let pages: { read: number; choice: number; goals: number };
  let questions: { choice: number; goals: number };
  let options: { some: number; all: number };
  let rounds: { first: number; second: number };

  async function account(role: User['role'] = 'client'): Promise<User> {
    const user = await createAccount(api, { role });
    userIds.push(user.id);
    return user;
  }

  const pageUrl = (page: number) =>
    `/client/page/${subscription.uuid}/${moduleId}/${chapterId}/${page}/sv`;

  /** The client answers the round's three pages; the last waits for the therapist. */
  async function answerRound(instance: number, choice: number, goals: string): Promise<void> {
    const steps: [number, Record<string, unknown>][] = [
      [pages.read, {}],
      [pages.choice, { [questions.choice]: choice }],
      [pages.goals, { [questions.goals]: goals }],
    ];
    for (const [page, answers] of steps) {
      const saved = await as(client, 'POST', pageUrl(page), {
        payload: { module_instance_id: instance, answers },
      });
      expect(saved.statusCode).toBe(200);
    }
  }

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    client = await account();
    therapist = await account('therapist-premium');
    otherTherapist = await account('therapist-premium');
    clinicTherapist = await account('clinic-therapist');
    const em = api.orm.em.fork();
    em.create(TherapistAssignment, { client: client.id, therapist: therapist.id });
    const mod = em.create(ContentModule, { isPublished: true, repeatable: true });
    em.create(ModuleText, { module: mod, language: 'sv', name: 'Mål och aktiviteter' });
    em.create(ModuleText, { module: mod, language: 'en', name: 'Goals and activities' });
    const chapter = em.create(Chapter, { module: mod, position: 0 });
    em.create(ChapterText, { chapter, language: 'sv', name: 'Kom igång' });
    em.create(ChapterText, { chapter, language: 'en', name: 'Getting started' });
    const section = em.create(Section, { chapter, position: 0 });
    const page = (position: number, answerType: AnswerType | null, approval = false) => {
      const made = em.create(Page, {
        section,
        position,
        pageType: answerType ? 'questions' : 'content',
        answerType,
        therapistApprovalRequired: approval,
      });
      em.create(PageText, { page: made, language: 'sv', name: `Sida ${position + 1}` });
      em.create(PageText, { page: made, language: 'en', name: `Page ${position + 1}` });
      return made;
    };
    const read = page(0, null);
    const choicePage = page(1, 'single_choice');
    const goalsPage = page(2, 'long_text', true);
    const choice = em.create(Question, { page: choicePage, position: 0 });
    em.create(QuestionText, { question: choice, language: 'sv', text: 'Hur många aktiviteter?' });
    em.create(QuestionText, { question: choice, language: 'en', text: 'How many activities?' });
    const some = em.create(AnswerOption, { question: choice, position: 0, value: 1 });
    em.create(AnswerOptionText, { option: some, language: 'sv', label: 'Några' });
    em.create(AnswerOptionText, { option: some, language: 'en', label: 'Some' });
    const all = em.create(AnswerOption, { question: choice, position: 1, value: 3 });
    em.create(AnswerOptionText, { option: all, language: 'sv', label: 'Alla' });
    em.create(AnswerOptionText, { option: all, language: 'en', label: 'All' });
    const goals = em.create(Question, { page: goalsPage, position: 0 });
    em.create(QuestionText, { question: goals, language: 'sv', text: 'Vad vill du uppnå?' });
    em.create(QuestionText, { question: goals, language: 'en', text: 'What do you want?' });
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    subscription = em.create(ProgramSubscription, { user: client.id, subscriptionModel: model });
    em.create(SubscriptionModule, { subscription, module: mod, position: 0, isOpen: true });
    await em.flush();
    moduleId = mod.id;
    chapterId = chapter.id;
    pages = { read: read.id, choice: choicePage.id, goals: goalsPage.id };
    questions = { choice: choice.id, goals: goals.id };
    options = { some: some.id, all: all.id };

    // Round 1: answered and approved; round 2: answered, its last page waiting.
    const started = await as(client, 'GET', `/client/page/${subscription.uuid}/${moduleId}/sv`);
    const first = started.json<{ module_instance_id: number }>().module_instance_id;
    await answerRound(first, options.some, 'Sova bättre');
    const approved = await as(therapist, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: { module_instance_id: first, page_id: pages.goals },
    });
    expect(approved.statusCode).toBe(200);
    const next = await as(
      client,
      'POST',
      `/client/page/new-instance/${subscription.uuid}/${moduleId}/sv`,
    );
    expect(next.statusCode).toBe(201);
    const second = next.json<{ module_instance_id: number }>().module_instance_id;
    await answerRound(second, options.all, 'Träffa vänner varje vecka');
    rounds = { first, second };
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(User, { id: { $in: userIds } });
    await em.nativeDelete(ContentModule, { id: moduleId });
    await fixtures.cleanUp();
    await api.close();
  });

  it('shows the client’s own therapist every page with each round’s answers side by side and the page waiting', async () => {
    const response = await as(therapist, 'GET', `${VIEW}/${rounds.first}/sv`);
    expect(response.statusCode).toBe(200);
    const view = response.json<ModuleView>();
    expect(view).toMatchObject({
      module_id: moduleId,
      name: 'Mål och aktiviteter',
      type: 'module',
      client: { id: client.id, uuid: client.uuid },
      requested_instance_id: rounds.first,
      awaiting_approval: [{ module_instance_id: rounds.second, page_id: pages.goals }],
    });
    expect(view.rounds.map((round) => [round.module_instance_id, round.num])).toEqual([
      [rounds.first, 1],
      [rounds.second, 2],
    ]);
    expect(view.rounds[0].completed_at).not.toBeNull();
    expect(view.rounds[1].completed_at).toBeNull();
    expect(view.pages.map((page) => [page.id, page.name, page.chapter_name])).toEqual([
      [pages.read, 'Sida 1', 'Kom igång'],
      [pages.choice, 'Sida 2', 'Kom igång'],
      [pages.goals, 'Sida 3', 'Kom igång'],
    ]);
    const [read, choice, goals] = view.pages;
    expect(read.questions).toEqual([]);
    expect(read.rounds.map((round) => round.done)).toEqual([true, true]);
    expect(choice.questions[0]).toMatchObject({
      id: questions.choice,
      text: 'Hur många aktiviteter?',
      answers: [
        {
          module_instance_id: rounds.first,
          option_ids: [options.some],
          answer_text: 'Några',
          option_values: [1],
        },
        {
          module_instance_id: rounds.second,
          option_ids: [options.all],
          answer_text: 'Alla',
          option_values: [3],
        },
      ],
    });
    expect(goals.therapist_approval_required).toBe(true);
    expect(goals.questions[0].answers.map((answer) => answer.text)).toEqual([
      'Sova bättre',
      'Träffa vänner varje vecka',
    ]);
    expect(goals.rounds).toMatchObject([
      { module_instance_id: rounds.first, done: true, awaiting_approval: false },
      { module_instance_id: rounds.second, done: true, awaiting_approval: true, approved_at: null },
    ]);
    expect(goals.rounds[0].approved_at).not.toBeNull();

    // In English, and the same module from its other round.
    const english = await as(therapist, 'GET', `${VIEW}/${rounds.second}/en`);
    expect(english.statusCode).toBe(200);
    const en = english.json<ModuleView>();
    expect(en).toMatchObject({
      name: 'Goals and activities',
      requested_instance_id: rounds.second,
    });
    expect(en.pages[1].questions[0].answers.map((answer) => answer.answer_text)).toEqual([
      'Some',
      'All',
    ]);
    expect(en.pages[0].chapter_name).toBe('Getting started');

    // Each round's answers read is in the access log under the therapist's name.
    const logged = await sql<{ resource_id: string }>(
      `select distinct resource_id from access_log
        where client_uuid = ? and actor_uuid = ? and resource = 'learning.answers' and action = 'read'`,
      [client.uuid, therapist.uuid],
    );
    expect(logged.map((row) => row.resource_id).sort()).toEqual(
      [String(rounds.first), String(rounds.second)].sort(),
    );
  });

  it('answers 404 to therapists outside the client’s care, 403 to the client, and 400/404 for bad paths in sv and en', async () => {
    for (const outsider of [otherTherapist, clinicTherapist]) {
      const response = await as(outsider, 'GET', `${VIEW}/${rounds.second}/sv`);
      expect(response.statusCode).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain('Träffa vänner');
    }
    const own = await as(client, 'GET', `${VIEW}/${rounds.second}/sv`);
    expect(own.statusCode).toBe(403);
    expect(JSON.stringify(own.json())).not.toContain('Träffa vänner');
    const cc = await as('cc@example.com', 'GET', `${VIEW}/${rounds.second}/sv`);
    expect(cc.statusCode).toBe(403);

    const missing = await as(therapist, 'GET', `${VIEW}/2147483647/sv`, { language: 'sv' });
    expect(missing.statusCode).toBe(404);
    const badId = await as(therapist, 'GET', `${VIEW}/abc/sv`, { language: 'sv' });
    expect(badId.statusCode).toBe(400);
    const badLang = await as(therapist, 'GET', `${VIEW}/${rounds.second}/xx`, { language: 'en' });
    expect(badLang.statusCode).toBe(400);
    const svLang = await as(therapist, 'GET', `${VIEW}/${rounds.second}/xx`, { language: 'sv' });
    expect(svLang.json<{ message: string }>().message).not.toEqual(
      badLang.json<{ message: string }>().message,
    );
  });

  it('approves the waiting page from the view’s data with a message: the client goes on, the notice is done, the message is in the chat', async () => {
    const view = (await as(therapist, 'GET', `${VIEW}/${rounds.second}/sv`)).json<ModuleView>();
    const [waiting] = view.awaiting_approval;
    expect(waiting).toEqual({ module_instance_id: rounds.second, page_id: pages.goals });
    const player = await as(client, 'GET', `/client/page/${subscription.uuid}/${moduleId}/sv`);
    expect(player.json()).toMatchObject({ awaiting_approval: true, completed: false });

    // Someone with no conversation with the client cannot send a message: nothing is approved.
    const byAdmin = await as(
      'admin@example.com',
      'POST',
      `/api/users/${client.id}/therapist-action`,
      {
        payload: { ...waiting, message: 'Hej' },
        language: 'sv',
      },
    );
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json<{ message: string }>().message).toBe(
      'Du har ingen konversation med klienten, så meddelandet kan inte skickas. Godkänn utan meddelande.',
    );
    const tooLong = await as(therapist, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: { ...waiting, message: 'x'.repeat(1001) },
      language: 'en',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('The message must be at most 1000 characters');
    const stillWaiting = (
      await as(therapist, 'GET', `${VIEW}/${rounds.second}/sv`)
    ).json<ModuleView>();
    expect(stillWaiting.awaiting_approval).toHaveLength(1);

    const outsider = await as(otherTherapist, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: { ...waiting, message: 'Hej' },
    });
    expect(outsider.statusCode).toBe(404);

    const message = 'Fina mål! Fortsätt med nästa modul.';
    const approved = await as(therapist, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: { ...waiting, message },
    });
    expect(approved.statusCode).toBe(200);
    const answer = approved.json<{
      page_id: number;
      completed: boolean;
      approved_by: string;
      message_id: number | null;
    }>();
    expect(answer).toMatchObject({
      page_id: pages.goals,
      completed: true,
      approved_by: therapist.uuid,
    });
    expect(answer.message_id).not.toBeNull();

    const after = (await as(therapist, 'GET', `${VIEW}/${rounds.second}/sv`)).json<ModuleView>();
    expect(after.awaiting_approval).toEqual([]);
    expect(after.pages[2].rounds[1]).toMatchObject({ awaiting_approval: false, done: true });
    expect(after.pages[2].rounds[1].approved_at).not.toBeNull();
    expect(after.rounds[1].completed_at).not.toBeNull();
    expect(after.rounds[1].progress).toBe(100);
    expect(after.progress).toBe(100);

    const released = await as(client, 'GET', `/client/page/${subscription.uuid}/${moduleId}/sv`);
    expect(released.json()).toMatchObject({ awaiting_approval: false, completed: true });

    const notices = await sql<{ acknowledged_at: Date | null; acknowledged_by_id: number | null }>(
      `select acknowledged_at, acknowledged_by_id from notifications
        where client_id = ? and kind = 'approval_needed' and payload->>'module_instance_id' = ?`,
      [client.id, String(rounds.second)],
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(notice.acknowledged_at).not.toBeNull();
      expect(notice.acknowledged_by_id).toBe(therapist.id);
    }
    const [sent] = await sql<{ body: string; sender_id: number; client_id: number }>(
      `select m.body, m.sender_id, c.client_id from messages m
         join conversations c on c.id = m.conversation_id where m.id = ?`,
      [answer.message_id],
    );
    expect(sent).toEqual({ body: message, sender_id: therapist.id, client_id: client.id });
  });

  it('shows an assessment round’s answers with the score and band of its report (the demo client’s PHQ-9)', async () => {
    const [round] = await sql<{ id: number }>(
      `select mi.id from module_instances mi
         join generated_reports r on r.module_instance_id = mi.id
         join users u on u.id = r.client_id
        where u.email = 'client@example.com' order by mi.id limit 1`,
    );
    const response = await as('therapist-premium@example.com', 'GET', `${VIEW}/${round.id}/sv`);
    expect(response.statusCode).toBe(200);
    const view = response.json<ModuleView>();
    expect(view.type).toBe('assessment');
    expect(view.name).toContain('PHQ-9');
    const seeded = view.rounds.find((candidate) => candidate.module_instance_id === round.id);
    expect(seeded?.scores.length).toBeGreaterThan(0);
    // The progress rule: a finished round is 100 %, whatever a stored column says.
    expect(seeded?.progress).toBe(100);
    expect(seeded?.scores[0]).toMatchObject({ score: expect.any(Number) as number });
    expect(seeded?.scores[0].band).toEqual(expect.any(String));
    const answered = view.pages
      .flatMap((page) => page.questions)
      .filter((question) =>
        question.answers.some((answer) => answer.module_instance_id === round.id),
      );
    expect(answered).toHaveLength(9);
    for (const question of answered) {
      const answer = question.answers.find((item) => item.module_instance_id === round.id);
      expect(answer?.answer_text).toEqual(expect.any(String));
      expect(answer?.option_values).toHaveLength(1);
    }
    const other = await as('clinic-therapist@example.com', 'GET', `${VIEW}/${round.id}/sv`);
    expect(other.statusCode).toBe(404);
  });
});
