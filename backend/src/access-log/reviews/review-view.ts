import { type AccessLogWhat } from '../access-log-words';
import { type CareRelation } from '../access-log-relations';
import { type ReviewScope } from './access-log-review.entity';
import { type FlagReason } from './review-flags';

/** A sample review as the list shows it. */
export interface ReviewSummary {
  id: number;
  created_at: Date;
  reviewer_uuid: string;
  /** The reviewer's name; null once the account is gone. */
  reviewer_name: string | null;
  scope: ReviewScope;
  company_uuid: string | null;
  company_name: string | null;
  /** First and last day of the period (UTC), both included. */
  period_from: string;
  period_to: string;
  sample_size: number;
  /** How many reads the period and scope held when the sample was drawn. */
  population: number;
  /** How many reads the sample holds (fewer than sample_size when the period had fewer). */
  entry_count: number;
  flagged_count: number;
  reviewed_count: number;
}

/** One sampled read of a review. */
export interface ReviewEntryView {
  /** The access_log row's id (the entry's id in the review's routes). */
  id: string;
  occurred_at: Date;
  actor_uuid: string;
  actor_name: string | null;
  /** The actor's role in words, in the caller's language; null once the account is gone. */
  actor_role: string | null;
  /** During impersonation: whom the admin acted as; null otherwise. */
  acting_as_uuid: string | null;
  client_uuid: string;
  client_name: string | null;
  resource: string;
  resource_id: string | null;
  request_id: string | null;
  /** What was read, in words in the caller's language. */
  what: AccessLogWhat;
  relation: CareRelation;
  relation_text: string;
  flagged: boolean;
  flag_reason: FlagReason | null;
  /** The flag in words in the caller's language; null when not flagged. */
  flag_text: string | null;
  reviewed: boolean;
  reviewed_at: Date | null;
  reviewed_by_uuid: string | null;
  reviewed_by_name: string | null;
  comment: string | null;
}

/** A review with its entries, oldest read first. */
export interface ReviewDetails extends ReviewSummary {
  entries: ReviewEntryView[];
}

/** A page of reviews, newest first. */
export interface ReviewPage {
  data: ReviewSummary[];
  total: number;
  page: number;
  per_page: number;
}
