import { type LanguageUsed } from 'src/content/localized';
import { type AnswerType, type PageType } from 'src/content/page.entity';

/** A round's score as its generated report holds it (a combined element: total and band). */
export interface RoundScoreView {
  report_id: number;
  /** The element's name, e.g. "Total" (the report's texts in the asked language, else Swedish). */
  name: string | null;
  score: number;
  max_score: number | null;
  /** The band the score falls in, as the report names it; null when no band holds it. */
  band: string | null;
  /** `#rrggbb`: the band's colour. */
  color: string | null;
}

/** One round (module instance) of the client's module. */
export interface ClientModuleRoundView {
  module_instance_id: number;
  num: number;
  started_at: Date;
  completed_at: Date | null;
  /** The percent the server stores for the round. */
  progress: number;
  /** The scores of the round's generated reports (empty when none gives one). */
  scores: RoundScoreView[];
}

/** A page's state in one round. */
export interface ClientModulePageRoundView {
  module_instance_id: number;
  /** Answered (or read, for a page without questions) in this round. */
  done: boolean;
  answered_at: Date | null;
  approval_required: boolean;
  approved_at: Date | null;
  /** Done, needing approval and not approved yet: the client waits for it. */
  awaiting_approval: boolean;
}

/** The client's answer to a question in one round. */
export interface ClientModuleAnswerView {
  module_instance_id: number;
  option_ids: number[] | null;
  /** The chosen options' labels in the asked language, joined by commas. */
  answer_text: string | null;
  /** The chosen options' values (as authored), in the order of `option_ids`. */
  option_values: number[] | null;
  text: string | null;
  number: number | null;
  date: string | null;
  answered_at: Date;
}

export interface ClientModuleQuestionView extends LanguageUsed {
  id: number;
  code: string | null;
  position: number;
  text: string;
  /** One per round the question was answered in (rounds without an answer are left out). */
  answers: ClientModuleAnswerView[];
}

export interface ClientModulePageView extends LanguageUsed {
  id: number;
  chapter_id: number;
  /** The chapter's name (null for an assessment's pages, which have none). */
  chapter_name: string | null;
  position: number;
  page_type: PageType;
  answer_type: AnswerType | null;
  name: string;
  therapist_approval_required: boolean;
  /** The page in every round, in the order of `rounds`. */
  rounds: ClientModulePageRoundView[];
  questions: ClientModuleQuestionView[];
}

/**
 * GET /api/v1/specialist/client-modules/{id}/{lang}: one client's module for their specialist,
 * every page with the client's answers in every round (oldest round first), and the pages waiting
 * for approval.
 */
export interface ClientModuleView extends LanguageUsed {
  subscription_module_id: number;
  module_id: number;
  name: string;
  type: 'module' | 'assessment';
  client: { id: number; uuid: string; first_name: string; last_name: string };
  subscription_uuid: string;
  subscription_model_uuid: string;
  subscription_model_name: string;
  is_open: boolean;
  /** The percent the server gives the module. */
  progress: number;
  /** The round the path named. */
  requested_instance_id: number;
  rounds: ClientModuleRoundView[];
  /** Pages done and waiting for the therapist's approval, by round. */
  awaiting_approval: { module_instance_id: number; page_id: number }[];
  pages: ClientModulePageView[];
}
