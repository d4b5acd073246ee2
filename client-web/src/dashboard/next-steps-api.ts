import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

// Written by hand until the API types are regenerated: then
// ApiAnswer<'NextStepsController_show'> (backend/src/client-home/next-steps-views.ts).

/** What a step asks of the client. */
export type NextStepKind = 'continue' | 'assessment_due' | 'start' | 'waiting';

export interface NextStep {
  kind: NextStepKind;
  subscription_uuid: string;
  subscription_model_uuid: string;
  module_id: number;
  module_name: string;
  module_type: 'module' | 'assessment';
  progress: number;
  /** The page to answer next (continue) or waiting for the therapist (waiting). */
  page: { id: number; name: string; number: number; count: number } | null;
}

export interface NextMeeting {
  uuid: string;
  ext_meeting_id: string;
  starts_at: string;
  ends_at: string;
  room_state: 'not_open' | 'open' | 'ended' | 'cancelled';
  specialist: { uuid: string; first_name: string; last_name: string };
}

/** GET /api/v1/client/next-steps/{lang}: the client's start page in one answer. */
export interface NextSteps {
  steps: NextStep[];
  has_programs: boolean;
  locked_modules: number;
  unread_messages: number;
  next_meeting: NextMeeting | null;
  unread_reports: { id: number; name: string | null; created_at: string }[];
}

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
