import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

/** GET /api/v1/client/next-steps/{lang}: the client's start page in one answer. */
export type NextSteps = ApiAnswer<'NextStepsController_show'>;
export type NextStep = NextSteps['steps'][number];
/** What a step asks of the client. */
export type NextStepKind = NextStep['kind'];
export type NextMeeting = NonNullable<NextSteps['next_meeting']>;

/** Whether an answer has the lists the start page walks (anything else is a failed load). */
function isNextSteps(body: unknown): body is NextSteps {
  if (typeof body !== 'object' || body === null) return false;
  const { steps, unread_reports: reports } = body as Record<string, unknown>;
  return Array.isArray(steps) && Array.isArray(reports);
}

export async function fetchNextSteps(): Promise<NextSteps> {
  const body = await apiRequest<unknown>(`/api/v1/client/next-steps/${currentLocale()}`);
  if (!isNextSteps(body)) throw new Error('The next steps answer has an unexpected shape');
  return body;
}
