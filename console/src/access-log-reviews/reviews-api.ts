import { type ApiSchemas } from '@sinnro/web-session';
import { downloadCSV } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from '../providers/http-client';
import { apiCall } from '../users/console-api';

/** A sample review of the access log as GET /api/v1/access-log/reviews lists it. */
export type ReviewSummary = ApiSchemas['ReviewSummary'];

/** One sampled read of a review. */
export type ReviewEntry = ApiSchemas['ReviewEntryView'];

/** A review with its entries (GET /api/v1/access-log/reviews/{id}). */
export type ReviewDetails = ApiSchemas['ReviewDetails'];

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
