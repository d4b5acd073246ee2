import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

/**
 * A module of a subscription, with its state, progress and instances; whether a new round may
 * start now (`new_round_allowed`, the rule the server's 409 follows) and the day an assessment's
 * next round opens (`opens_at`). Its `progress` and `status` are the server's progress rule: the
 * screens show them as they come and compute no percent of their own.
 */
export type LearningModule = ApiAnswer<'LearningController_module'>;
/** Where the server lists a module (its progress rule: `completed` exactly at 100 %). */
export type ModuleListingStatus = LearningModule['status'];
export type ModuleInstance = LearningModule['instances'][number];
/** GET /client/programs: the caller's subscriptions with their modules and instances. */
export type ClientSubscription = ApiAnswer<'LearningController_programs'>[number];
/**
 * The page player's answer: the page to show and where the client stands, with the module's
 * progress and status by the server's rule.
 */
export type PlayerView = ApiAnswer<'LearningController_current'>;
export type PlayerPage = NonNullable<PlayerView['page']>;
export type PlayerQuestion = PlayerPage['questions'][number];
export type AnswerType = NonNullable<PlayerPage['answer_type']>;
/** What saving a page's answers answers. */
export type AnswerResult = ApiAnswer<'LearningController_answer'>;

const part = encodeURIComponent;

export function fetchPrograms(): Promise<ClientSubscription[]> {
  return apiRequest<ClientSubscription[]>('/client/programs');
}

/** `subscription` is the subscription's uuid or its model's uuid (the newest subscription). */
export function fetchModule(subscription: string, moduleId: number): Promise<LearningModule> {
  return apiRequest<LearningModule>(
    `/client/module/${part(subscription)}/${moduleId}/${currentLocale()}`,
  );
}

/** The page to show: the asked one, else where the client stands (the first visit starts). */
export function fetchPage(
  subscription: string,
  moduleId: number,
  pageId: number | null = null,
): Promise<PlayerView> {
  const page = pageId === null ? '' : `/${pageId}`;
  return apiRequest<PlayerView>(
    `/client/page/${part(subscription)}/${moduleId}${page}/${currentLocale()}`,
  );
}

export function startNewInstance(subscription: string, moduleId: number): Promise<PlayerView> {
  return apiRequest<PlayerView>(
    `/client/page/new-instance/${part(subscription)}/${moduleId}/${currentLocale()}`,
    { method: 'POST' },
  );
}

export interface PageAnswers {
  module_instance_id: number;
  answers: Record<string, string | number | number[]>;
}

export function saveAnswers(
  subscription: string,
  moduleId: number,
  page: { id: number; chapter_id: number },
  body: PageAnswers,
): Promise<AnswerResult> {
  return apiRequest<AnswerResult>(
    `/client/page/${part(subscription)}/${moduleId}/${page.chapter_id}/${page.id}/${currentLocale()}`,
    { method: 'POST', body },
  );
}
