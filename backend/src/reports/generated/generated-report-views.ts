import { type Language } from 'src/common/i18n/language';
import { type ReferenceType, type ReportElementType } from '../report-element.entity';

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
