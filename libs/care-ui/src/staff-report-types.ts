import { type ApiAnswer } from '@sinnro/web-session';

/** A band as a score falls in it: its label and colour (`#rrggbb`). */
export interface StaffReportBand {
  label: string | null;
  color: string;
}

/** One band of the template's total: scores from `from` to `to`, both inclusive. */
export interface StaffReportBandRange extends StaffReportBand {
  from: number;
  to: number;
}

/** One scored item with the client's answer in words and its score. */
export interface StaffReportItem {
  question_id: number;
  /** The item's number in the test (1-based). */
  number: number;
  question: string | null;
  answer: string | null;
  /** Null when unanswered or not scored (free text): never counted as 0. */
  score: number | null;
  max_score: number;
  /** The template marks the item critical (a risk item). */
  critical: boolean;
  /** A critical item answered at or above its risk threshold. */
  critical_answer: boolean;
}

/** The total of one round of the same template, oldest first. */
export interface StaffReportRound {
  report_id: number;
  round: number;
  /** ISO time the round was completed. */
  date: string;
  total: number | null;
  band: StaffReportBand | null;
  /** The report being read. */
  current: boolean;
}

/**
 * GET /api/specialist/report/generated/single/{id}: the report with the staff view's additions.
 * The additions are written by hand until the API types are regenerated (then the generated
 * answer alone carries them).
 */
export type StaffReportData = ApiAnswer<'GeneratedReportsController_staffSingle'> & {
  items: StaffReportItem[];
  total_name: string | null;
  total: number | null;
  max_total: number | null;
  band: StaffReportBand | null;
  bands: StaffReportBandRange[];
  history: StaffReportRound[];
};
