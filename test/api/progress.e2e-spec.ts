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

/** What each screen's endpoint answers about a module's progress. */
interface Reading {
  progress: number;
  status: string;
}

interface Player extends Reading {
  module_instance_id: number | null;
  completed: boolean;
  awaiting_approval: boolean;
  page: {
    id: number;
    chapter_id: number;
    questions: { id: number; options: { id: number }[] }[];
  } | null;
}

interface ListedModule extends Reading {
  id: number;
  instances: { num: number; progress: number }[];
}

interface Summary extends Reading {
  module_id: number;
  subscription_uuid: string;
  completed: boolean;
  instances: { num: number; progress: number }[];
}

const PHQ9_MODULE = 'dc0c0de0-0000-4000-8000-000000000091';

/**
 * The progress rule (backend/src/learning/progress.ts) as the four screens read it: the client's
 * module list (GET /client/programs), the module page (GET /client/module/…), the page player
 * (GET /client/page/…) and the therapist's module summaries. A client walks a module page by
 * page; after every step all four answer the same percent and status.
 */
describe('Progress: one rule answered by the list, the module page, the player and the therapist', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  const as: UserFixtures['as'] = (...args) => fixtures.as(...args);
  const userIds: number[] = [];
  const moduleIds: number[] = [];
  let client: User;
  let therapist: User;
  let subscription: ProgramSubscription;
  let ended: ProgramSubscription;
  let walked: { id: number; chapter: number; pages: number[] };
  let locked: number;
  let phq9: number;

  async function account(role: User['role']): Promise<User> {
    const user = await createAccount(api, { role });
    userIds.push(user.id);
    return user;
  }

  /** A published module of one chapter whose pages come in the order given. */
  async function module(
    specs: { type: AnswerType | null; approval?: boolean; options?: [string, boolean][] }[],
  ) {
    const em = api.orm.em.fork();
    const mod = em.create(ContentModule, { isPublished: true, repeatable: true });
    em.create(ModuleText, { module: mod, language: 'sv', name: 'Framstegsmodul' });
    em.create(ModuleText, { module: mod, language: 'en', name: 'Progress module' });
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
      const question = spec.type ? em.create(Question, { page, position: 0 }) : null;
      if (question) em.create(QuestionText, { question, language: 'sv', text: 'Fråga' });
      (spec.options ?? []).forEach(([label, isCorrect], index) => {
        const option = em.create(AnswerOption, { question: question!, position: index, isCorrect });
        em.create(AnswerOptionText, { option, language: 'sv', label });
      });
      return page;
    });
    await em.flush();
    moduleIds.push(mod.id);
    return { id: mod.id, chapter: chapter.id, pages: pages.map((page) => page.id) };
  }

  async function subscribe(
    modules: { id: number; isOpen?: boolean }[],
    status: ProgramSubscription['status'] = 'active',
  ): Promise<ProgramSubscription> {
    const em = api.orm.em.fork();
    const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
    const sub = em.create(ProgramSubscription, {
      user: client.id,
      subscriptionModel: model,
      status,
    });
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

  /** The module as the client's list, module page and (unless asked not to) player answer it, and as the therapist's summaries do. */
  async function readings(sub: ProgramSubscription, moduleId: number, withPlayer = true) {
    const programs = await as(client, 'GET', '/client/programs');
    expect(programs.statusCode).toBe(200);
    const listed = programs
      .json<{ uuid: string; modules: ListedModule[] }[]>()
      .find((item) => item.uuid === sub.uuid)
      ?.modules.find((item) => item.id === moduleId);
    const page = await as(client, 'GET', `/client/module/${sub.uuid}/${moduleId}/sv`);
    expect(page.statusCode).toBe(200);
    const shown = page.json<ListedModule>();
    const summaries = await as(
      therapist,
      'GET',
      `/api/get-single-clint-module-summaries/${client.id}/sv`,
    );
    expect(summaries.statusCode).toBe(200);
    const summary = summaries
      .json<{ modules: Summary[] }>()
      .modules.find((item) => item.subscription_uuid === sub.uuid && item.module_id === moduleId);
    let player: Player | null = null;
    if (withPlayer) {
      const played = await as(client, 'GET', `/client/page/${sub.uuid}/${moduleId}/sv`);
      expect(played.statusCode).toBe(200);
      player = played.json<Player>();
    }
    if (!listed || !summary) throw new Error(`module ${moduleId} missing from a list`);
    return { listed, shown, summary, player };
  }

  /** All four endpoints answer `expected` for the module. */
  async function expectEverywhere(
    sub: ProgramSubscription,
    moduleId: number,
    expected: Reading,
    withPlayer = true,
  ) {
    const read = await readings(sub, moduleId, withPlayer);
    const pick = ({ progress, status }: Reading): Reading => ({ progress, status });
    expect({
      list: pick(read.listed),
      module: pick(read.shown),
      therapist: pick(read.summary),
      ...(read.player ? { player: pick(read.player) } : {}),
    }).toEqual({
      list: expected,
      module: expected,
      therapist: expected,
      ...(withPlayer ? { player: expected } : {}),
    });
    expect(read.summary.completed).toBe(expected.status === 'completed');
    return read;
  }

  async function answer(page: number, answers: Record<string, unknown>, instanceId: number) {
    const response = await as(
      client,
      'POST',
      `/client/page/${subscription.uuid}/${walked.id}/${walked.chapter}/${page}/sv`,
      { payload: { module_instance_id: instanceId, answers } },
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ progress: number; completed: boolean; awaiting_approval: boolean }>();
  }

  const questionOf = async (page: number) =>
    (
      await api.orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>('select id from questions where page_id = ?', [page])
    )[0].id;

  const rightOption = async (page: number) =>
    (
      await api.orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>(
          'select o.id from answer_options o join questions q on q.id = o.question_id where q.page_id = ? and o.is_correct',
          [page],
        )
    )[0].id;

  beforeAll(async () => {
    api = await startTestApp();
    fixtures = new UserFixtures(api);
    await seedDemo(api);
    client = await account('client');
    therapist = await account('therapist-premium');
    const em = api.orm.em.fork();
    em.create(TherapistAssignment, { client: client.id, therapist: therapist.id });
    await em.flush();
    walked = await module([
      { type: null },
      {
        type: 'single_choice',
        options: [
          ['Rätt', true],
          ['Fel', false],
        ],
      },
      { type: 'long_text', approval: true },
      { type: null },
      { type: 'number' },
    ]);
    locked = (await module([{ type: null }, { type: null }])).id;
    phq9 = (await em.findOneOrFail(ContentModule, { uuid: PHQ9_MODULE })).id;
    subscription = await subscribe([
      { id: walked.id },
      { id: locked, isOpen: false },
      { id: phq9 },
    ]);
    ended = await subscribe([{ id: walked.id }], 'cancelled');
  });

  afterAll(async () => {
    const em = api.orm.em.fork();
    await em.nativeDelete(User, { id: { $in: userIds } });
    await em.nativeDelete(ContentModule, { id: { $in: moduleIds } });
    await api.close();
  });

  it('walks a module page by page: after each step the four endpoints answer the same', async () => {
    // Before the first visit: no round, 0 %, listed as ongoing.
    await expectEverywhere(subscription, walked.id, { progress: 0, status: 'ongoing' }, false);
    // The first visit starts round 1 at 0 %.
    const first = await expectEverywhere(subscription, walked.id, {
      progress: 0,
      status: 'ongoing',
    });
    const instanceId = first.player!.module_instance_id!;
    const [read, quiz, approval, read2, last] = walked.pages;

    const steps: [number, Record<string, unknown>, number][] = [
      [read, {}, 20],
      [quiz, { [await questionOf(quiz)]: await rightOption(quiz) }, 40],
      // A page waiting for the therapist's approval does not count until it is approved.
      [approval, { [await questionOf(approval)]: 'Mina mål' }, 40],
    ];
    for (const [page, answers, percent] of steps) {
      const saved = await answer(page, answers, instanceId);
      expect(saved.progress).toBe(percent);
      await expectEverywhere(subscription, walked.id, { progress: percent, status: 'ongoing' });
    }
    const waiting = await readings(subscription, walked.id);
    expect(waiting.player).toMatchObject({ awaiting_approval: true, progress: 40 });

    const approved = await as(therapist, 'POST', `/api/users/${client.id}/therapist-action`, {
      payload: { module_instance_id: instanceId, page_id: approval },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ progress: 60, completed: false });
    await expectEverywhere(subscription, walked.id, { progress: 60, status: 'ongoing' });

    expect((await answer(read2, {}, instanceId)).progress).toBe(80);
    await expectEverywhere(subscription, walked.id, { progress: 80, status: 'ongoing' });

    const done = await answer(last, { [await questionOf(last)]: 7 }, instanceId);
    expect(done).toMatchObject({ progress: 100, completed: true });
    const finished = await expectEverywhere(subscription, walked.id, {
      progress: 100,
      status: 'completed',
    });
    expect(finished.player).toMatchObject({ completed: true, page: null });
    expect(finished.shown.instances).toEqual([expect.objectContaining({ num: 1, progress: 100 })]);
    expect(finished.summary.instances).toEqual([
      expect.objectContaining({ num: 1, progress: 100 }),
    ]);
  });

  it('counts the latest round: a new round starts again at 0 % and is ongoing, the first stays 100 %', async () => {
    const started = await as(
      client,
      'POST',
      `/client/page/new-instance/${subscription.uuid}/${walked.id}/sv`,
    );
    expect(started.statusCode).toBe(201);
    expect(started.json<Player>()).toMatchObject({ progress: 0, status: 'ongoing' });
    const read = await expectEverywhere(subscription, walked.id, {
      progress: 0,
      status: 'ongoing',
    });
    expect(read.shown.instances.map(({ num, progress }) => ({ num, progress }))).toEqual([
      { num: 2, progress: 0 },
      { num: 1, progress: 100 },
    ]);
    expect(read.summary.instances.map(({ num, progress }) => ({ num, progress }))).toEqual([
      { num: 1, progress: 100 },
      { num: 2, progress: 0 },
    ]);
    const saved = await answer(walked.pages[0], {}, read.player!.module_instance_id!);
    expect(saved.progress).toBe(20);
    await expectEverywhere(subscription, walked.id, { progress: 20, status: 'ongoing' });
  });

  it('reads a finished assessment as 100 % and lists it as completed everywhere', async () => {
    const start = await expectEverywhere(subscription, phq9, { progress: 0, status: 'ongoing' });
    const player = start.player!;
    const page = player.page!;
    const calm = Object.fromEntries(
      page.questions.map((question) => [question.id, question.options[0].id]),
    );
    const response = await as(
      client,
      'POST',
      `/client/page/${subscription.uuid}/${phq9}/0/${page.id}/sv`,
      { payload: { module_instance_id: player.module_instance_id, answers: calm } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ progress: 100, completed: true });
    await expectEverywhere(subscription, phq9, { progress: 100, status: 'completed' });
    // In the client's list it sits among the finished modules, and nothing unfinished does.
    const programs = (await as(client, 'GET', '/client/programs')).json<
      { uuid: string; modules: ListedModule[] }[]
    >();
    const modules = programs.find((item) => item.uuid === subscription.uuid)!.modules;
    expect(modules.filter((item) => item.status === 'completed').map((item) => item.id)).toEqual([
      phq9,
    ]);
    expect(modules.every((item) => (item.status === 'completed') === (item.progress === 100))).toBe(
      true,
    );
  });

  it('lists a locked module as upcoming and an unfinished module of an ended subscription as expired, at 0 %', async () => {
    await expectEverywhere(subscription, locked, { progress: 0, status: 'upcoming' }, false);
    await expectEverywhere(ended, walked.id, { progress: 0, status: 'expired' }, false);
    // The locked module's player refuses (409), as before: the rule changes no access.
    const refused = await as(client, 'GET', `/client/page/${subscription.uuid}/${locked}/sv`);
    expect(refused.statusCode).toBe(409);
  });
});
