import { type PassiveFilter, type StaffReportData } from '@sinnro/care-ui';
import { type ApiAnswer } from '@sinnro/web-session';
import { apiCall } from '../users/console-api';

export type CandidateList = ApiAnswer<'SpecialistsController_candidates'>;
export type Candidate = CandidateList['data'][number];
export type CandidateSummary = ApiAnswer<'SpecialistsController_singleCandidate'>;
export type ClientNote = ApiAnswer<'SpecialistsController_clientNotes'>[number];
/** The client's modules, each with the server's progress `status`. */
export type ModuleSummaryList = ApiAnswer<'SpecialistsController_moduleSummaries'>;
/** The staff view of a report: the report with its items, total, bands and earlier rounds. */
export type StaffReport = StaffReportData;

/** The health coach's client page (administration specification, section 2). */
export function clientReportPath(id: number): string {
  return `/hc/client-report/${id}`;
}

/** POST /api/get-my-candidates: the caller's clients (for the hc, every client) with badges. */
export function fetchCandidates(filter: {
  search: string;
  passive: PassiveFilter;
}): Promise<CandidateList> {
  const body: Record<string, string | number> = { per_page: 200 };
  if (filter.search.trim()) body.search = filter.search.trim();
  if (filter.passive !== 'all') body.passive = filter.passive;
  return apiCall<CandidateList>('/api/get-my-candidates', { method: 'POST', body });
}

/** POST /api/get-my-single-candidate: one client's summary (access-logged). */
export function fetchCandidate(id: number): Promise<CandidateSummary> {
  return apiCall<CandidateSummary>('/api/get-my-single-candidate', {
    method: 'POST',
    body: { user_id: id },
  });
}

export function fetchNotes(clientId: number): Promise<ClientNote[]> {
  return apiCall<ClientNote[]>(`/api/get-specialist-client-notes/${clientId}`);
}

export function writeNote(clientId: number, text: string): Promise<ClientNote> {
  return apiCall<ClientNote>(`/api/get-specialist-client-notes/${clientId}`, {
    method: 'POST',
    body: { text },
  });
}

export function fetchModuleSummaries(clientId: number, locale: string): Promise<ModuleSummaryList> {
  return apiCall<ModuleSummaryList>(`/api/get-single-clint-module-summaries/${clientId}/${locale}`);
}

export function setPassive(clientId: number, passive: boolean): Promise<unknown> {
  return apiCall<unknown>(`/api/users/changePassiveStatus/${clientId}/${passive ? 1 : 0}`);
}

export function fetchStaffReport(id: number, locale: string): Promise<StaffReport> {
  return apiCall<StaffReport>(`/api/specialist/report/generated/single/${id}?lang=${locale}`);
}

export function shortDate(value: string, locale: string): string {
  return new Date(value).toLocaleDateString(locale === 'en' ? 'en-GB' : 'sv-SE');
}

export function dateTime(value: string, locale: string): string {
  return new Date(value).toLocaleString(locale === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
