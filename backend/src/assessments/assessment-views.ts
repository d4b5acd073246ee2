import { type LanguageUsed } from 'src/content/localized';

/** One repetition of an assessment: a module instance with its report. */
export interface AssessmentRunView {
  module_instance_id: number;
  num: number;
  /** The newest repetition is the active one. */
  active: boolean;
  /** The day it started (YYYY-MM-DD, UTC). */
  start_date: string;
  started_at: Date;
  completed_at: Date | null;
  is_completed: boolean;
  progress: number;
  /** The repetition's generated report (the first of its templates); null until it is built. */
  report_id: number | null;
  /** Every report generated from this repetition (one per report template of the test). */
  report_ids: number[];
  /** The report's combined score (e.g. the PHQ-9 total), so a score can be followed over time. */
  score: number | null;
  max_score: number | null;
  /** The band of that score in the report's language. */
  interval_label: string | null;
  /** Completed: the day the next repetition opens (completed_at + iteration_days, UTC). */
  next_due_date: string | null;
}

/**
 * Where an assessment stands: `due` (answer it now: never started, or the next repetition is
 * open), `in_progress` (the newest repetition is started, not completed), `waiting` (completed;
 * the next repetition opens on `next_due_date`), `inactive` (the subscription is not active, or
 * the module is locked or closed).
 */
export type AssessmentState = 'due' | 'in_progress' | 'waiting' | 'inactive';

/** An assessment module of one of the client's subscriptions, with its repetitions. */
export interface AssessmentView extends LanguageUsed {
  _id: number;
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  category: string | null;
  iteration_days: number | null;
  subscription_uuid: string;
  subscription_model_uuid: string;
  subscription_model_name: string;
  /** active, expired, cancelled or ended. */
  subscription_status: string;
  is_open: boolean;
  module_status: number;
  state: AssessmentState;
  /**
   * The day the next repetition is (or was) due: never started, the day the module was added;
   * started, the newest's start day; completed, its completion + iteration_days.
   */
  next_due_date: string | null;
  /** Whether a new repetition may be started now (client/page/new-instance/...). */
  start_new: boolean;
  /** Newest first. */
  instances: AssessmentRunView[];
}

/** A published assessment module (GET /api/assessments/{lang}). */
export interface AssessmentModuleView extends LanguageUsed {
  _id: number;
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  category: string | null;
  iteration_days: number | null;
  test_id: number | null;
}
