import { type Language } from 'src/common/i18n/language';
import { type ReferenceType, type ReportElementType } from 'src/reports/report-element.entity';

/** The bar of a scored element: 0–100 in steps of 0.5, its shown value clamped to 1.5–98.5. */
export interface ReportBarView {
  min: number;
  max: number;
  step: number;
  value: number;
  shown_value: number;
}

/** The band a score falls in (grey and no label when none holds it). */
export interface ReportAnswerDetailsView {
  value: number;
  color: string;
  label: string | null;
  explanation_text: string | null;
}

export interface GeneratedReportElementView {
  id: number;
  position: number;
  report_element_type: ReportElementType;
  reference_type: ReferenceType;
  name: string | null;
  explanation_text: string | null;
  question: string | null;
  answer: string | null;
  score: number | null;
  max_score: number | null;
  bar_details: ReportBarView | null;
  answer_details: ReportAnswerDetailsView | null;
}

/** A generated report in a list (without its elements). */
export interface GeneratedReportRow {
  id: number;
  name: string | null;
  description: string | null;
  language: Language;
  client_id: number;
  module_instance_id: number;
  module_id: number;
  report_template_id: number | null;
  created_at: Date;
  client_viewed_at: Date | null;
  viewed: boolean;
  visible_to_client: boolean;
  offer_display_at: Date | null;
  offer_accepted_at: Date | null;
  offer_declined_at: Date | null;
}

export interface GeneratedReportView extends GeneratedReportRow {
  report_elements: GeneratedReportElementView[];
}

export interface ReportViewedAnswer {
  id: number;
  client_viewed_at: Date;
}

export interface OfferStatusAnswer {
  status: 'Success';
}

/** A band as a score falls in it: its label in the asked language and its colour (`#rrggbb`). */
export interface StaffReportBandLabelView {
  label: string | null;
  color: string;
}

/** One band of the total's reference template: scores from `from` to `to`, both inclusive. */
export interface StaffReportBandView extends StaffReportBandLabelView {
  from: number;
  to: number;
}

/** One item (question) the report scores, with the client's answer in words and its score. */
export interface StaffReportItemView {
  question_id: number;
  /** The item's number in the test (1-based), e.g. 9 for PHQ-9 item 9. */
  number: number;
  question: string | null;
  /** The chosen option's label (several joined), a text, a number or a date; null unanswered. */
  answer: string | null;
  /** The item's score by the scoring rule (null when unanswered or not scored, e.g. free text). */
  score: number | null;
  /** The item's highest score by the scoring rule (0 when not scored). */
  max_score: number;
  /** The template marks the item critical (a risk item, e.g. PHQ-9 item 9). */
  critical: boolean;
  /** A critical item answered at or above its risk threshold. */
  critical_answer: boolean;
}

/** The total of one round of the same report template, oldest first. */
export interface StaffReportRoundView {
  report_id: number;
  /** 1 for the client's first round of the template. */
  round: number;
  /** When the round was completed (else when its report was built). */
  date: Date;
  total: number | null;
  band: StaffReportBandLabelView | null;
  /** This is the report being read. */
  current: boolean;
}

/**
 * The staff view of a report: the report as the client reads it, plus every scored item with the
 * client's answer and score (critical items flagged), the total and its band, the template's
 * bands, and the total of every round of the template, oldest first.
 */
export interface StaffReportView extends GeneratedReportView {
  items: StaffReportItemView[];
  /** The name of the report's total element (e.g. Totalpoäng). */
  total_name: string | null;
  total: number | null;
  max_total: number | null;
  band: StaffReportBandLabelView | null;
  bands: StaffReportBandView[];
  history: StaffReportRoundView[];
}
