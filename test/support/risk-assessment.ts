import { randomUUID } from 'node:crypto';
import { AnswerOptionText } from 'src/content/answer-option-text.entity';
import { AnswerOption } from 'src/content/answer-option.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { ModuleText } from 'src/content/module-text.entity';
import { PageText } from 'src/content/page-text.entity';
import { Page } from 'src/content/page.entity';
import { QuestionText } from 'src/content/question-text.entity';
import { Question } from 'src/content/question.entity';
import { Section } from 'src/content/section.entity';
import { TestText } from 'src/content/test-text.entity';
import { Test } from 'src/content/test.entity';
import { SubscriptionModel } from 'src/programs/subscription-model.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { type User } from 'src/users/user.entity';
import { THERAPIST_ASSISTED } from './program-fixtures';
import { type TestApp } from './test-app';
import { type UserFixtures } from './user-fixtures';

/** A published assessment of its own: one page, a calm question and a PHQ-9-like item 9. */
export interface RiskAssessment {
  moduleId: number;
  testId: number;
  pageId: number;
  /** Marked as a risk item (threshold 1), with the seeded item's code `phq9_9`. */
  riskQuestionId: number;
  calmQuestionId: number;
  /** Option ids of each question by value 0–3. */
  options: Record<number, number[]>;
  /** Removes the module and its test (call after the fixtures' users are gone). */
  remove(): Promise<void>;
}

/** Builds a risk assessment in the database (not the seeded PHQ-9, which other files share). */
export async function riskAssessment(api: TestApp, tag: string): Promise<RiskAssessment> {
  const em = api.orm.em.fork();
  const test = em.create(Test, { code: `${tag}-${randomUUID().slice(0, 8)}` });
  em.create(TestText, { test, language: 'sv', name: `${tag} risktest` });
  const section = em.create(Section, { test, position: 0 });
  const page = em.create(Page, {
    section,
    position: 0,
    pageType: 'questions',
    answerType: 'single_choice',
  });
  em.create(PageText, { page, language: 'sv', name: `${tag} frågor`, body: null });
  const question = (position: number, code: string, risk: boolean) => {
    const made = em.create(Question, { page, position, code, isRiskItem: risk });
    em.create(QuestionText, { question: made, language: 'sv', text: `${tag} fråga ${position}` });
    const options = [0, 1, 2, 3].map((value) => {
      const option = em.create(AnswerOption, { question: made, position: value, value });
      em.create(AnswerOptionText, { option, language: 'sv', label: `Värde ${value}` });
      return option;
    });
    return { made, options };
  };
  const calm = question(0, 'phq9_1', false);
  const risky = question(1, 'phq9_9', true);
  const module = em.create(ContentModule, {
    type: 'assessment',
    isPublished: true,
    repeatable: true,
    iterationDays: 14,
    test,
  });
  em.create(ModuleText, { module, language: 'sv', name: `${tag} riskbedömning` });
  await em.flush();
  return {
    moduleId: module.id,
    testId: test.id,
    pageId: page.id,
    riskQuestionId: risky.made.id,
    calmQuestionId: calm.made.id,
    options: {
      [calm.made.id]: calm.options.map((option) => option.id),
      [risky.made.id]: risky.options.map((option) => option.id),
    },
    async remove() {
      const cleanup = api.orm.em.fork();
      await cleanup.nativeDelete(ContentModule, { id: module.id });
      await cleanup.nativeDelete(Test, { id: test.id });
    },
  };
}

/** The client's active subscription holding the assessment (open); answers its uuid. */
export async function subscribeTo(
  api: TestApp,
  client: User,
  assessment: RiskAssessment,
): Promise<string> {
  const em = api.orm.em.fork();
  const model = await em.findOneOrFail(SubscriptionModel, { uuid: THERAPIST_ASSISTED });
  const subscription = em.create(ProgramSubscription, {
    user: client.id,
    subscriptionModel: model,
  });
  em.create(SubscriptionModule, {
    subscription,
    module: em.getReference(ContentModule, assessment.moduleId),
    position: 0,
    isOpen: true,
  });
  await em.flush();
  return subscription.uuid;
}

/**
 * The client answers the assessment's first run (use a client that has not run it yet): the risk
 * item with `riskValue`, the calm question 0. Answers the save's status and body.
 */
export async function answerRiskItem(
  users: UserFixtures,
  client: User,
  subscriptionUuid: string,
  assessment: RiskAssessment,
  riskValue: number,
): Promise<{ status: number; body: { crisis_message: string | null; completed: boolean } }> {
  const base = `/client/page/${subscriptionUuid}/${assessment.moduleId}`;
  const shown = await users.as(client, 'GET', `${base}/sv`);
  if (shown.statusCode !== 200) throw new Error(`Assessment not shown: ${shown.body}`);
  const player = shown.json<{ module_instance_id: number }>();
  const saved = await users.as(client, 'POST', `${base}/0/${assessment.pageId}/sv`, {
    payload: {
      module_instance_id: player.module_instance_id,
      answers: {
        [assessment.calmQuestionId]: assessment.options[assessment.calmQuestionId][0],
        [assessment.riskQuestionId]: assessment.options[assessment.riskQuestionId][riskValue],
      },
    },
  });
  return { status: saved.statusCode, body: saved.json() };
}
