import { type ApiAnswer } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

/** A generated report in the client's list (without its elements). */
export type ReportRow = ApiAnswer<'GeneratedReportsController_ownList'>[number];
/** A generated report with its elements. */
export type Report = ApiAnswer<'GeneratedReportsController_ownSingle'>;
export type ReportElement = Report['report_elements'][number];
export type ReportBar = NonNullable<ReportElement['bar_details']>;
export type ReportAnswerDetails = NonNullable<ReportElement['answer_details']>;

/** The time fields of the therapist offer (PUT client/user/offer-initiate/{reportId}). */
export type OfferField = 'offer_display_at' | 'offer_accepted_at' | 'offer_declined_at';

/** GET /client/report/generated/list/{lang}: the caller's reports, newest first. */
export function fetchReports(): Promise<ReportRow[]> {
  return apiRequest<ReportRow[]>(`/client/report/generated/list/${currentLocale()}`);
}

/** GET client/report/generated/single/{id}, its texts in the interface language. */
export function fetchReport(id: number): Promise<Report> {
  return apiRequest<Report>(`/client/report/generated/single/${id}?lang=${currentLocale()}`);
}

/**
 * The client's reports of one module (GET api/reports/users/{user_id}/modules/{module_id}/{lang}),
 * newest first; only the unread ones with `unread`.
 */
export function fetchModuleReports(
  userId: number,
  moduleId: number,
  options: { unread?: boolean } = {},
): Promise<Report[]> {
  const query = options.unread ? '?unread_reports=true' : '';
  return apiRequest<Report[]>(
    `/api/reports/users/${userId}/modules/${moduleId}/${currentLocale()}${query}`,
  );
}

/**
 * Marks a report viewed (GET /client/reports/viewed/{reportId}). Answers whether it worked: a
 * failure is swallowed silently, as the specification says.
 */
export async function markReportViewed(id: number): Promise<boolean> {
  try {
    await apiRequest(`/client/reports/viewed/${id}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Records a time of the therapist offer. Success is an answer whose status is "Success"; a
 * failure is swallowed silently (false), as the specification says.
 */
export async function recordOffer(reportId: number, field: OfferField): Promise<boolean> {
  try {
    const answer = await apiRequest<{ status?: string } | null>(
      `/client/user/offer-initiate/${reportId}`,
      { method: 'PUT', body: { [field]: new Date().toISOString() } },
    );
    return answer?.status === 'Success';
  } catch {
    return false;
  }
}
