import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

/** GET /api/v1/specialist/client-modules/{round}/{lang}: one client's module, all its rounds. */
export type ClientModuleView = ApiAnswer<'ClientModulesController_show'>;
export type ClientModuleRound = ClientModuleView['rounds'][number];
export type RoundScore = ClientModuleRound['scores'][number];
export type ClientModulePage = ClientModuleView['pages'][number];
export type ClientModulePageRound = ClientModulePage['rounds'][number];
export type ClientModuleQuestion = ClientModulePage['questions'][number];
export type ClientModuleAnswer = ClientModuleQuestion['answers'][number];
/** What the therapist action answers. */
export type ApprovalAnswer = ApiAnswer<'ApprovalsController_approve'>;

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
