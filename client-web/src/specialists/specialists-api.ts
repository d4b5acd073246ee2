import { type PassiveFilter, type StaffReportData } from '@sinnro/care-ui';
import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

export type CandidateList = ApiAnswer<'SpecialistsController_candidates'>;
export type Candidate = CandidateList['data'][number];
export type CandidateSummary = ApiAnswer<'SpecialistsController_singleCandidate'>;
export type SpecialistNotification = ApiAnswer<'SpecialistsController_myNotifications'>[number];
export type ClientNote = ApiAnswer<'SpecialistsController_clientNotes'>[number];
/** The client's modules, each with the server's progress `status`. */
export type ModuleSummaryList = ApiAnswer<'SpecialistsController_moduleSummaries'>;
export type HoldState = ApiAnswer<'SpecialistsController_block'>;
/** The staff view of a report: the report with its items, total, bands and earlier rounds. */
export type StaffReport = StaffReportData;

export type HoldKind = 'block' | 'snooze';

/** POST api/get-my-candidates: the caller's clients with their badges. */
export function fetchCandidates(filter: {
  search?: string;
  passive?: PassiveFilter;
}): Promise<CandidateList> {
  const body: Record<string, string | number> = { per_page: 200 };
  if (filter.search?.trim()) body.search = filter.search.trim();
  if (filter.passive && filter.passive !== 'all') body.passive = filter.passive;
  return apiRequest<CandidateList>('/api/get-my-candidates', { method: 'POST', body });
}

/** POST api/get-my-single-candidate: one client's summary. */
export function fetchCandidate(id: number): Promise<CandidateSummary> {
  return apiRequest<CandidateSummary>('/api/get-my-single-candidate', {
    method: 'POST',
    body: { user_id: id },
  });
}

/** POST api/get-my-notifications: open risk flags first, then by time. */
export function fetchNotifications(): Promise<SpecialistNotification[]> {
  return apiRequest<SpecialistNotification[]>('/api/get-my-notifications', { method: 'POST' });
}

export function acknowledgeNotification(id: number): Promise<SpecialistNotification> {
  return apiRequest<SpecialistNotification>(`/api/notifications/${id}/acknowledge`, {
    method: 'POST',
  });
}

export function fetchNotes(clientId: number): Promise<ClientNote[]> {
  return apiRequest<ClientNote[]>(`/api/get-specialist-client-notes/${clientId}`);
}

export function writeNote(clientId: number, text: string): Promise<ClientNote> {
  return apiRequest<ClientNote>(`/api/get-specialist-client-notes/${clientId}`, {
    method: 'POST',
    body: { text },
  });
}

export function fetchModuleSummaries(clientId: number): Promise<ModuleSummaryList> {
  return apiRequest<ModuleSummaryList>(
    `/api/get-single-clint-module-summaries/${clientId}/${currentLocale()}`,
  );
}

export function setPassive(clientId: number, passive: boolean): Promise<unknown> {
  return apiRequest(`/api/users/changePassiveStatus/${clientId}/${passive ? 1 : 0}`);
}

export function placeHold(
  clientId: number,
  kind: HoldKind,
  form: { message?: string; end_date?: string },
): Promise<HoldState> {
  return apiRequest<HoldState>(`/api/specialist/clients/${clientId}/${kind}`, {
    method: 'POST',
    body: form,
  });
}

export function liftHold(clientId: number, kind: HoldKind): Promise<HoldState> {
  const action = kind === 'block' ? 'unblock' : 'unsnooze';
  return apiRequest<HoldState>(`/api/specialist/clients/${clientId}/${action}`, {
    method: 'POST',
  });
}

/** GET api/specialist/report/generated/single/{id}, in the interface language. */
export function fetchStaffReport(id: number): Promise<StaffReport> {
  return apiRequest<StaffReport>(
    `/api/specialist/report/generated/single/${id}?lang=${currentLocale()}`,
  );
}

/**
 * The caller's unread messages (GET /api/messages/unread), or null when the messaging API does
 * not answer (then no badge is shown).
 */
export async function fetchUnreadMessages(): Promise<number | null> {
  try {
    const answer = await apiRequest<{ total_unread_messages?: number } | null>(
      '/api/messages/unread',
    );
    return typeof answer?.total_unread_messages === 'number' ? answer.total_unread_messages : null;
  } catch {
    // A messaging API that is missing or failing shows no badge.
    return null;
  }
}
