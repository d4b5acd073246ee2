import { downloadCSV } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from '../providers/http-client';
import { apiCall } from '../users/console-api';

/** A review as GET /api/v1/access-log/reviews lists it. */
export interface ReviewSummary {
  id: number;
  created_at: string;
  reviewer_name: string | null;
  scope: 'platform' | 'company';
  company_name: string | null;
  period_from: string;
  period_to: string;
  sample_size: number;
  population: number;
  entry_count: number;
  flagged_count: number;
  reviewed_count: number;
}

export interface ReviewEntry {
  id: string;
  occurred_at: string;
  actor_name: string | null;
  actor_role: string | null;
  client_name: string | null;
  what: { text: string };
  relation_text: string;
  flagged: boolean;
  flag_text: string | null;
  reviewed: boolean;
  reviewed_by_name: string | null;
  comment: string | null;
}

export interface ReviewDetails extends ReviewSummary {
  entries: ReviewEntry[];
}

export const reviewPath = (id: number) => `/access-log-reviews/${id}`;

export const fetchReviews = () =>
  apiCall<{ data: ReviewSummary[]; total: number }>('/api/v1/access-log/reviews?per_page=100');

export const fetchReview = (id: number) =>
  apiCall<ReviewDetails>(`/api/v1/access-log/reviews/${id}`);

export const createReview = (form: { from: string; to: string; sample_size: number }) =>
  apiCall<ReviewDetails>('/api/v1/access-log/reviews', { method: 'POST', body: form });

export const markEntry = (
  id: number,
  entryId: string,
  form: { reviewed: boolean; comment: string },
) =>
  apiCall<ReviewEntry>(`/api/v1/access-log/reviews/${id}/entries/${entryId}`, {
    method: 'PUT',
    body: form,
  });

/** Downloads the review's CSV (GET …/{id}.csv) as access-log-review-{id}.csv. */
export async function downloadReviewCsv(id: number): Promise<void> {
  const http = createHttpClient(() => document.documentElement.lang || 'sv');
  const response = await http(`${API_URL}/api/v1/access-log/reviews/${id}.csv`);
  downloadCSV(response.body, `access-log-review-${id}`);
}

export function dateTime(value: string, locale: string): string {
  return new Date(value).toLocaleString(locale === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
