import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

// Written by hand until the API types are regenerated (GET /api/v1/specialist/client-modules and
// the therapist action's `message`); then ApiAnswer<'ClientModulesController_show'> and
// ApiAnswer<'ApprovalsController_approve'>.

export interface RoundScore {
  report_id: number;
  name: string | null;
  score: number;
  max_score: number | null;
  band: string | null;
  color: string | null;
}

export interface ClientModuleRound {
  module_instance_id: number;
  num: number;
  started_at: string;
  completed_at: string | null;
  progress: number;
  scores: RoundScore[];
}

export interface ClientModulePageRound {
  module_instance_id: number;
  done: boolean;
  answered_at: string | null;
  approval_required: boolean;
  approved_at: string | null;
  awaiting_approval: boolean;
}

export interface ClientModuleAnswer {
  module_instance_id: number;
  option_ids: number[] | null;
  answer_text: string | null;
  option_values: number[] | null;
  text: string | null;
  number: number | null;
  date: string | null;
  answered_at: string;
}

export interface ClientModuleQuestion {
  id: number;
  code: string | null;
  position: number;
  text: string;
  language: 'sv' | 'en';
  fallback: boolean;
  answers: ClientModuleAnswer[];
}

export interface ClientModulePage {
  id: number;
  chapter_id: number;
  chapter_name: string | null;
  position: number;
  page_type: 'content' | 'questions' | 'report' | 'video';
  answer_type: string | null;
  name: string;
  language: 'sv' | 'en';
  fallback: boolean;
  therapist_approval_required: boolean;
  rounds: ClientModulePageRound[];
  questions: ClientModuleQuestion[];
}

/** GET /api/v1/specialist/client-modules/{round}/{lang}: one client's module, all its rounds. */
export interface ClientModuleView {
  subscription_module_id: number;
  module_id: number;
  name: string;
  language: 'sv' | 'en';
  fallback: boolean;
  type: 'module' | 'assessment';
  client: { id: number; uuid: string; first_name: string; last_name: string };
  subscription_uuid: string;
  subscription_model_uuid: string;
  subscription_model_name: string;
  is_open: boolean;
  progress: number;
  requested_instance_id: number;
  rounds: ClientModuleRound[];
  awaiting_approval: { module_instance_id: number; page_id: number }[];
  pages: ClientModulePage[];
}

/** What the therapist action answers. */
export interface ApprovalAnswer {
  client_id: number;
  module_instance_id: number;
  page_id: number;
  approved_at: string;
  approved_by: string;
  progress: number;
  completed: boolean;
  message_id: number | null;
}

export function fetchClientModule(roundId: number): Promise<ClientModuleView> {
  return apiRequest<ClientModuleView>(
    `/api/v1/specialist/client-modules/${roundId}/${currentLocale()}`,
  );
}

/** POST /api/users/{client}/therapist-action: approves the page, with an optional message. */
export function approvePage(
  clientId: number,
  form: { module_instance_id: number; page_id: number; message?: string },
): Promise<ApprovalAnswer> {
  return apiRequest<ApprovalAnswer>(`/api/users/${clientId}/therapist-action`, {
    method: 'POST',
    body: { action: 'approve', ...form },
  });
}
