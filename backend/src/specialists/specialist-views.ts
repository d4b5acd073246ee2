import { type ProgramSubscriptionView } from 'src/subscriptions/subscription-views';
import { type ModuleListingStatus } from 'src/learning/progress';

/** Status-wise updates of a client, for the list's badges and the sidebar's total. */
export interface CandidateBadges {
  /** Pages the client answered that wait for a therapist's approval. */
  waiting_approvals: number;
  /** The caller's risk flags about the client not yet acknowledged. */
  unread_risk_flags: number;
  /** Reports made since the caller last opened the client. */
  new_reports: number;
  total: number;
}

/** A block or a snooze as it stands today. */
export interface HoldView {
  active: boolean;
  message: string | null;
  end_date: string | null;
  since: Date | null;
}

/** A row of the caller's clients. */
export interface CandidateRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  badges: CandidateBadges;
  /** Names of the subscription models the client holds active subscriptions of. */
  subscription_models: string[];
  /** The latest end date of the client's active subscriptions. */
  end_date: string | null;
  days_left: number | null;
  /** An active subscription has fewer than 3 days left. */
  ending_soon: boolean;
  /** Marked passive in the caller's own list. */
  passive: boolean;
  blocked: HoldView;
  snoozed: HoldView;
  /**
   * `invited`: the account was made for the client (an invitation, a therapist's form) and they
   * have not yet set a password: not yet an active client.
   */
  status: 'active' | 'invited';
  /** When the newest open invitation of an invited client was sent (else the account's making). */
  invited_at: Date | null;
}

export interface CandidateList {
  data: CandidateRow[];
  total: number;
  page: number;
  per_page: number;
  /** The badges' totals over every client of the caller (not only this page). */
  badge_total: number;
}

/** A report of the client in their summary (without elements). */
export interface CandidateReportRow {
  id: number;
  name: string | null;
  module_id: number;
  created_at: Date;
  client_viewed_at: Date | null;
}

/** One client's summary for their specialist. */
export interface CandidateSummary extends CandidateRow {
  phone: string | null;
  default_lang: string;
  birth_year: number | null;
  created_at: Date;
  /** Empty unless the caller may read the client's subscriptions. */
  program_subscriptions: ProgramSubscriptionView[];
  latest_reports: CandidateReportRow[];
  notes_count: number;
}

/** A client in a pick list. */
export interface ClientOption {
  id: number;
  uuid: string;
  name: string;
  email: string;
  passive: boolean;
}

export interface ClientNoteView {
  id: number;
  client_id: number;
  text: string;
  author: { uuid: string; name: string } | null;
  created_at: Date;
}

export interface PassiveStatusView {
  id: number;
  uuid: string;
  passive: boolean;
}

export interface ClientHoldStateView {
  id: number;
  uuid: string;
  blocked: HoldView;
  snoozed: HoldView;
}

/** One round of a module (its instance). */
export interface ModuleInstanceSummary {
  id: number;
  num: number;
  started_at: Date;
  completed_at: Date | null;
  /** This round's whole percent by the progress rule. */
  progress: number;
}

/** A module of one of the client's subscriptions, summarised. */
export interface ModuleSummary {
  module_id: number;
  name: string;
  type: string;
  subscription_uuid: string;
  subscription_model_name: string;
  position: number;
  is_open: boolean;
  /** Whole percent by the progress rule (learning/progress.ts), as the client's own screens show it. */
  progress: number;
  /** The module's listing state by the same rule (`completed` exactly when `progress` is 100). */
  status: ModuleListingStatus;
  /** The newest round is finished (`status` is `completed`). */
  completed: boolean;
  instances: ModuleInstanceSummary[];
  reports_count: number;
}

export interface ModuleSummaryList {
  client_id: number;
  modules: ModuleSummary[];
}
