import { type ApiSchemas } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { saveBlob } from '../data-export/data-export-api';

/** A sample review of the access log as GET /api/v1/access-log/reviews lists it. */
export type ReviewSummary = ApiSchemas['ReviewSummary'];

/** One sampled read of a review. */
export type ReviewEntry = ApiSchemas['ReviewEntryView'];

/** A review with its entries (GET /api/v1/access-log/reviews/{id}). */
export type ReviewDetails = ApiSchemas['ReviewDetails'];

export const REVIEWS_PATH = '/clinic/access-log-reviews';
export const reviewPath = (id: number) => `${REVIEWS_PATH}/${id}`;

/** GET /api/v1/access-log/reviews: the clinic's reviews, newest first. */
export const fetchReviews = () =>
  apiRequest<{ data: ReviewSummary[]; total: number }>('/api/v1/access-log/reviews?per_page=100');

/** GET /api/v1/access-log/reviews/{id}: a review with its entries (the reading is logged). */
export const fetchReview = (id: number) =>
  apiRequest<ReviewDetails>(`/api/v1/access-log/reviews/${id}`);

/** POST /api/v1/access-log/reviews: draws a sample of the clinic's clients' reads. */
export const createReview = (form: { from: string; to: string; sample_size: number }) =>
  apiRequest<ReviewDetails>('/api/v1/access-log/reviews', { method: 'POST', body: form });

/** PUT …/entries/{entryId}: marks an entry reviewed, with a comment (required when flagged). */
export const markEntry = (
  id: number,
  entryId: string,
  form: { reviewed: boolean; comment: string },
) =>
  apiRequest<ReviewEntry>(`/api/v1/access-log/reviews/${id}/entries/${entryId}`, {
    method: 'PUT',
    body: form,
  });

/** GET …/{id}.csv, saved as access-log-review-{id}.csv. */
export async function downloadReviewCsv(id: number): Promise<void> {
  const text = await apiRequest<string>(`/api/v1/access-log/reviews/${id}.csv`);
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `access-log-review-${id}.csv`);
}

/** A day (YYYY-MM-DD) some days before today, UTC. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
